// `npm start`: install, migrate, seed, build, then run the API in the foreground.
// Needs only Node 20 + npm; Bun is provisioned on demand (see lib/bun.mjs).
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { constants } from "node:os";
import { join } from "node:path";
import { ensureBun } from "./lib/bun.mjs";
import { log, ROOT, run } from "./lib/run.mjs";

/** Value of `key` in the repo-root .env file, if any (only to print the right URL). */
function dotenvValue(key) {
  const file = join(ROOT, ".env");
  if (!existsSync(file)) return undefined;
  const match = readFileSync(file, "utf8").match(new RegExp(`^\\s*(?:export\\s+)?${key}\\s*=\\s*(.*)$`, "m"));
  return match?.[1].trim().replace(/^(["'])(.*)\1$/, "$2") || undefined;
}

async function main() {
  log("Checking for Bun");
  const bun = await ensureBun();
  console.log(`using ${bun}`);

  log("Installing dependencies (bun install --frozen-lockfile)");
  try {
    await run(bun, ["install", "--frozen-lockfile"]);
  } catch (err) {
    // Never rewrite bun.lock here: a stale lockfile is a bug to fix and commit.
    throw new Error(
      `${err.message}\nIf Bun reported that the lockfile changed, bun.lock is out of date: ` +
        "run `bun install` in a dev checkout and commit bun.lock.",
    );
  }

  log("Migrating database");
  await run(bun, ["run", "db:migrate"]);
  log("Seeding database");
  await run(bun, ["run", "db:seed"]);
  log("Building web + miniapp");
  await run(bun, ["run", "build"]);

  // Precedence: real environment > .env > defaults. Bun auto-loads .env in the child but
  // never overrides variables already set, so add a default only where neither provides one.
  const env = { ...process.env };
  const defaults = { NODE_ENV: "production", PORT: "3000" };
  for (const [key, value] of Object.entries(defaults)) {
    if (env[key] === undefined && dotenvValue(key) === undefined) env[key] = value;
  }
  // The runtime's own settings (scripts/runtime-env.json): read as the process starts, before Bun
  // loads .env, so only the real environment overrides them. The allocator keeps the memory it
  // frees instead of handing it back to the OS and faulting it in again under load (bench/README.md).
  const runtime = JSON.parse(readFileSync(join(ROOT, "scripts/runtime-env.json"), "utf8"));
  for (const [key, value] of Object.entries(runtime)) env[key] ??= value;
  const port = env.PORT ?? dotenvValue("PORT");

  log(`Starting JadeVerse API on http://localhost:${port}`);
  const child = spawn(bun, ["api/src/index.ts"], { stdio: "inherit", cwd: ROOT, env });
  // Node cannot exec(); act as a transparent wrapper: forward signals, mirror the exit status.
  for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
  child.on("error", (err) => {
    console.error(`npm start: could not start the API: ${err.message}`);
    process.exit(1);
  });
  child.on("exit", (code, signal) => {
    process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
  });
}

main().catch((err) => {
  console.error(`\nnpm start failed: ${err.message}`);
  process.exit(1);
});
