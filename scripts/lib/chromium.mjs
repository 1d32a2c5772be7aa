// ensureChromium(): path of a system Chromium for Playwright, installing it via apt if we can.
import { existsSync } from "node:fs";
import { log, run, which } from "./run.mjs";

const CHROMIUM = "/usr/bin/chromium";

export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;

  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !which("apt-get")) {
    throw new Error(
      `Chromium is required at ${CHROMIUM} for the e2e tests and cannot be installed automatically ` +
        `(${isRoot ? "apt-get is not available" : "not running as root"}). ` +
        "Install it with: sudo apt-get install chromium fonts-liberation",
    );
  }

  log("Installing chromium with apt-get (one-time)");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  // Wait (up to 10 min) for another apt/dpkg run to release its lock instead of failing at once.
  const lock = ["-o", "DPkg::Lock::Timeout=600"];
  await run("apt-get", [...lock, "update", "-qq"], { env });
  await run("apt-get", [...lock, "install", "-y", "-qq", "chromium", "fonts-liberation"], { env });

  if (!existsSync(CHROMIUM)) throw new Error(`apt-get finished but ${CHROMIUM} does not exist`);
  return CHROMIUM;
}
