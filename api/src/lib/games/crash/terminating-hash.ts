/**
 * Operator command: prints the crash chain's terminating hash (to publish before the first round),
 * the salt and the chain length of this configuration. Never prints the seed.
 *
 *     bun api/src/lib/games/crash/terminating-hash.ts
 */
import { loadEnv } from "../../../env.ts";
import { crashConfig } from "./config.ts";

const config = crashConfig(loadEnv());
if (!config) {
  console.error("crash is off: set CRASH_CHAIN_SEED and CRASH_SALT");
  process.exit(1);
}
console.log(
  JSON.stringify(
    { terminatingHash: config.chain.terminatingHash, salt: config.salt, chainLength: config.chain.length },
    null,
    2,
  ),
);
