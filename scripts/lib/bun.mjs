// ensureBun(): find or provision a working Bun >= 1.4 using nothing but Node and npm.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { delimiter, join } from "node:path";
import { isExecutable, log, ROOT, run, which } from "./run.mjs";

const BUN_VERSION = "1.4.5"; // keep in sync with "packageManager" in package.json
const TOOLS = join(ROOT, ".tools"); // gitignored
const TOOLS_BIN = join(TOOLS, "bin");
const NODE_MODULES = join(TOOLS, "node_modules");

// npm v11 blocks install scripts, so bun's postinstall never runs. bun.exe still works
// as shipped; the platform package's raw binary is the fallback. npm names that package
// with "aarch64" for arm64 and may pick the "-baseline" build on CPUs without AVX2.
const ARCH = process.arch === "arm64" ? "aarch64" : process.arch;
const PLATFORM_PKG = `@oven/bun-${process.platform}-${ARCH}`;
const LOCAL_CANDIDATES = [
  join(NODE_MODULES, "bun/bin/bun.exe"),
  join(NODE_MODULES, PLATFORM_PKG, "bin/bun"),
  join(NODE_MODULES, `${PLATFORM_PKG}-baseline`, "bin/bun"),
];

/** True if `path` runs and reports a version >= 1.4. */
function works(path) {
  const res = spawnSync(path, ["--version"], { encoding: "utf8" });
  if (res.status !== 0) return false;
  const [major, minor] = res.stdout.trim().split(".").map(Number);
  return major > 1 || (major === 1 && minor >= 4);
}

/** First working bun under .tools/, making the platform binary executable if needed. */
function findLocalBun() {
  for (const path of LOCAL_CANDIDATES) {
    if (!existsSync(path)) continue;
    if (!isExecutable(path)) chmodSync(path, 0o755);
    if (works(path)) return path;
  }
  return null;
}

/**
 * Children (package.json scripts, bunx) invoke plain `bun`/`bunx`, but the npm package's
 * binary is named bun.exe, so expose it through .tools/bin symlinks placed first on PATH.
 * Bun switches to `bunx` behaviour when invoked under that name.
 */
function exposeOnPath(bunPath) {
  mkdirSync(TOOLS_BIN, { recursive: true });
  for (const name of ["bun", "bunx"]) {
    const link = join(TOOLS_BIN, name);
    rmSync(link, { force: true });
    symlinkSync(bunPath, link);
  }
  process.env.PATH = [TOOLS_BIN, process.env.PATH].filter(Boolean).join(delimiter);
}

/** Absolute path of a working bun >= 1.4; installs one into .tools/ on first use. */
export async function ensureBun() {
  const onPath = which("bun");
  if (onPath && works(onPath)) return onPath;

  let local = findLocalBun();
  if (!local) {
    log(`Bun not found: installing bun@${BUN_VERSION} into .tools/ with npm (one-time)`);
    mkdirSync(TOOLS, { recursive: true });
    await run("npm", ["install", "--no-save", "--no-package-lock", "--prefix", TOOLS, `bun@${BUN_VERSION}`]);
    local = findLocalBun();
  }
  if (!local) {
    throw new Error(
      `bun@${BUN_VERSION} was installed into ${TOOLS} but no working binary was found ` +
        `(tried ${LOCAL_CANDIDATES.join(", ")}). Install Bun manually: https://bun.sh`,
    );
  }
  exposeOnPath(local);
  return local;
}
