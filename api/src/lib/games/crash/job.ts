import type { JobDefinition } from "../../jobs/registry.ts";
import { runCrashRounds } from "./driver.ts";
import { answerRelayedCashout } from "./service.ts";

/**
 * The `crash-rounds` job: drives the shared rounds while it holds the lease, so with several API
 * instances exactly one drives them (a lease not renewed for 15 s is taken over, and the new driver
 * continues the round from the database), and settles the cash-outs of every instance. Asked every
 * second when a chain is configured, hourly (and returning at once) when not.
 */
export const CRASH_ROUNDS_JOB: JobDefinition = {
  name: "crash-rounds",
  everyMs: (deps) => (deps.env.CRASH_CHAIN_SEED ? 1_000 : 3_600_000),
  leaseMs: 15_000,
  // While it drives, this instance also settles the cash-outs the others relay (relay.ts).
  async task(deps, signal) {
    const stopServing = deps.crashRelay?.serve((request) => answerRelayedCashout(deps, request));
    try {
      await runCrashRounds(deps, signal);
    } finally {
      await stopServing?.();
    }
  },
};
