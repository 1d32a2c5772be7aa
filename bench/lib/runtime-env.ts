/**
 * The runtime settings `npm start` gives the API process (scripts/runtime-env.json, e.g. the
 * allocator's), so benches measure the runtime production runs: every server a bench starts gets
 * them, and so does the bench process itself, whose in-process baselines run beside them.
 */
import runtimeEnv from "../../scripts/runtime-env.json";

export const RUNTIME_ENV: Readonly<Record<string, string>> = runtimeEnv;

/** The runtime settings under the real environment (which wins, as with `npm start`). */
export function withRuntimeEnv(env: Record<string, string | undefined> = process.env) {
  return { ...RUNTIME_ENV, ...env };
}

/**
 * Runs this script again with the runtime settings when it was started without them (they are read
 * when the process starts); resolves to the child's exit code, or to null when already in place.
 */
export async function rerunWithRuntimeEnv(): Promise<number | null> {
  const missing = Object.keys(RUNTIME_ENV).filter((key) => process.env[key] === undefined);
  if (missing.length === 0) return null;
  const child = Bun.spawn([process.execPath, ...process.argv.slice(1)], {
    env: withRuntimeEnv(),
    stdio: ["inherit", "inherit", "inherit"],
  });
  return await child.exited;
}
