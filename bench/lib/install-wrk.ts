/**
 * `wrk` is the load generator the API bench wants (the fetch fallback shares the CPU with the
 * servers under test). When it is missing and we are root on a Debian-like system, install Debian's
 * package, saying so and showing apt's own output; any failure leaves the fetch fallback in place.
 */
import { spawnSync } from "node:child_process";

const APT_TIMEOUT_MS = 180_000;

function run(log: (line: string) => void, command: string[]): boolean {
  log(`  $ ${command.join(" ")}`);
  const result = spawnSync(command[0] ?? "", command.slice(1), {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    timeout: APT_TIMEOUT_MS,
  });
  if (result.error) log(`    failed: ${result.error.message}`);
  else if (result.status !== 0) log(`    exited with ${result.status ?? result.signal}`);
  return !result.error && result.status === 0;
}

/** Ensures `wrk` is on PATH when it can; returns a note on what happened. */
export function ensureWrk(log: (line: string) => void): string {
  if (Bun.which("wrk")) return "wrk already installed";
  const apt = Bun.which("apt-get");
  if (!apt) return "wrk missing and no apt-get here";
  if (process.getuid?.() !== 0) return "wrk missing; installing it needs root (apt-get install wrk)";
  log("wrk is not installed: installing Debian's wrk package (apt-get update && apt-get install -y wrk)");
  const ok = run(log, [apt, "update"]) && run(log, [apt, "install", "-y", "--no-install-recommends", "wrk"]);
  if (ok && Bun.which("wrk")) return "wrk installed from Debian by this run";
  log("  wrk could not be installed: falling back to the built-in fetch load generator");
  return "apt-get install wrk failed";
}
