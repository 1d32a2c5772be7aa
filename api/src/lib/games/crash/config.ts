import type { Deps } from "../../../context.ts";
import type { Env } from "../../../env.ts";
import { CrashChain } from "./chain.ts";

/** Crash as this deployment runs it: the chain, the public salt and the round timings. */
export interface CrashConfig {
  chain: CrashChain;
  salt: string;
  bettingMs: number;
  cooldownMs: number;
  tickMs: number;
  growthRate: number;
}

const configs = new WeakMap<Env, CrashConfig | null>();

/**
 * The crash configuration of an `env`, or null when `CRASH_CHAIN_SEED` is unset (crash is off, the
 * rest of the app unaffected). The chain's checkpoints are computed on first use and kept per env.
 */
export function crashConfig(env: Env): CrashConfig | null {
  const known = configs.get(env);
  if (known !== undefined) return known;
  const config =
    env.CRASH_CHAIN_SEED && env.CRASH_SALT
      ? {
          chain: new CrashChain(env.CRASH_CHAIN_SEED, env.CRASH_CHAIN_LENGTH),
          salt: env.CRASH_SALT,
          bettingMs: env.CRASH_BETTING_MS,
          cooldownMs: env.CRASH_COOLDOWN_MS,
          tickMs: env.CRASH_TICK_MS,
          growthRate: env.CRASH_GROWTH_RATE,
        }
      : null;
  configs.set(env, config);
  return config;
}

/** The server clock every crash rule is measured by. */
export const crashNow = (deps: Pick<Deps, "now">): Date => deps.now?.() ?? new Date();
