// Process helpers shared by scripts/start.mjs and scripts/test.mjs (Node built-ins only).
import { spawn } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { basename, delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";

/** Absolute path of the repository root (this file lives in <root>/scripts/lib/). */
export const ROOT = fileURLToPath(new URL("../..", import.meta.url)).replace(/\/$/, "");

/** Print a step banner: `==> step`. */
export function log(step) {
  console.log(`\n==> ${step}`);
}

/**
 * Spawn `cmd args` with inherited stdio (cwd defaults to the repo root).
 * Resolves on exit code 0; rejects with a readable message otherwise (naming `opts.label` if given).
 */
export function run(cmd, args = [], opts = {}) {
  const { label: named, ...spawnOptions } = opts;
  const label = named ?? [basename(cmd), ...args].join(" ");
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: "inherit", cwd: ROOT, ...spawnOptions });
    child.on("error", (err) => reject(new Error(`could not start \`${label}\`: ${err.message}`)));
    child.on("close", (code, signal) => {
      if (code === 0) return resolve();
      const why = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      reject(new Error(`\`${label}\` ${why}`));
    });
  });
}

/** True if `path` is an executable file. */
export function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Absolute path of `name` on PATH, or null (like `which`). */
export function which(name) {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (dir && isExecutable(join(dir, name))) return join(dir, name);
  }
  return null;
}
