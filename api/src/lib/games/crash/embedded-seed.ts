import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { z } from "zod";
import type { Env } from "../../../env.ts";
import type { Logger } from "../../logger.ts";

/** The seed file the embedded default keeps: its owner alone may read it (it decides every round). */
export const SEED_FILE_MODE = 0o600;

const seedFileSchema = z.object({
  seed: z.string().regex(/^[0-9a-f]{64}$/),
  salt: z.string().min(1),
  createdAt: z.string(),
});
type SeedFile = z.infer<typeof seedFileSchema>;

/** Where the seed came from, for the boot log. */
export type CrashSeedSource = "configured" | "generated" | "kept" | "off";

function readSeedFile(path: string): SeedFile {
  const parsed = seedFileSchema.safeParse(JSON.parse(readFileSync(path, "utf8")));
  if (!parsed.success) throw new Error(`crash: ${path} is not a seed file this server wrote; move it away`);
  return parsed.data;
}

/**
 * Crash on from the first start (docs/crash.md "Seeding"): with no `CRASH_CHAIN_SEED` configured, the
 * embedded default uses the seed and salt kept in `CRASH_SEED_FILE`, generating both (32 random bytes
 * each) on the very first start. The file is created exclusively with mode 0600, so of two processes
 * starting at once one writes it and both read the same seed. A configured seed always wins;
 * `CRASH_SEED_FILE=off` keeps crash off. Fills `env` in place, before anything reads the crash config.
 */
export function provideCrashSeed(env: Env): CrashSeedSource {
  if (env.CRASH_CHAIN_SEED) return "configured";
  if (env.CRASH_SEED_FILE === "off") return "off";
  const path = resolve(env.CRASH_SEED_FILE);
  let source: CrashSeedSource = "kept";
  const fresh: SeedFile = {
    seed: randomBytes(32).toString("hex"),
    salt: randomBytes(32).toString("hex"),
    createdAt: new Date().toISOString(),
  };
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${JSON.stringify(fresh, null, 2)}\n`, { flag: "wx", mode: SEED_FILE_MODE });
    source = "generated";
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const kept = readSeedFile(path);
  env.CRASH_CHAIN_SEED = kept.seed;
  env.CRASH_SALT = kept.salt;
  return source;
}

/** The boot log's crash line: the public commitment, never the seed. */
export function logCrashSeed(logger: Logger, env: Env, source: CrashSeedSource): void {
  if (source === "off") {
    logger.info("crash: off (CRASH_SEED_FILE=off and no CRASH_CHAIN_SEED)");
    return;
  }
  if (source === "configured") return; // the round driver logs the commitment it plays
  logger.warn(
    source === "generated"
      ? "crash: generated an embedded chain seed; a real deployment configures CRASH_CHAIN_SEED and publishes its terminating hash first (docs/crash.md)"
      : "crash: playing the embedded chain seed; a real deployment configures CRASH_CHAIN_SEED (docs/crash.md)",
    { file: resolve(env.CRASH_SEED_FILE) },
  );
}
