/**
 * Operator command: prints the crash chain's terminating hash (to publish before the first round),
 * the salt and the chain length of this configuration (or of the embedded seed the server plays when
 * none is configured). Never prints the seed.
 *
 *     bun api/src/lib/games/crash/terminating-hash.ts
 */
import { loadEnv } from "../../../env.ts";
import { crashConfig } from "./config.ts";
import { provideCrashSeed } from "./embedded-seed.ts";

// Unconfigured, the embedded seed the server plays (CRASH_SEED_FILE), created here if it is not yet.
const env = loadEnv();
provideCrashSeed(env);
const config = crashConfig(env);
if (!config) {
  console.error("crash is off: set CRASH_CHAIN_SEED and CRASH_SALT (or CRASH_SEED_FILE to a path)");
  process.exit(1);
}
console.log(
  JSON.stringify(
    { terminatingHash: config.chain.terminatingHash, salt: config.salt, chainLength: config.chain.length },
    null,
    2,
  ),
);
