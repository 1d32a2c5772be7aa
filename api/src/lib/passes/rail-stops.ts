import { markRailStopped, toStopAtRail } from "@jadeverse/db/passes/subscriptions";
import type { Deps } from "../../context.ts";
import { stopAtRail } from "./rail-control.ts";

/**
 * The `pass-rail-stops` job (docs/passes.md "One pass at a time"): a subscription that is over for us
 * (replaced by a higher pass, whose time it carried over, or ended by a refund) is stopped at its
 * rail, so nobody pays for two passes; each is marked once its rail confirmed, and one that failed
 * is tried again on the next run.
 */
export async function stopReplacedAtRails(deps: Deps, signal?: AbortSignal): Promise<number> {
  let stopped = 0;
  for (const sub of await toStopAtRail(deps.db.orm)) {
    if (signal?.aborted) break;
    try {
      // Stryker disable next-line ConditionalExpression: toStopAtRail selects rows with a provider ref only
      if (!sub.providerRef) continue;
      await stopAtRail(deps, { userId: sub.userId, rail: sub.rail, providerRef: sub.providerRef }, "now");
      await markRailStopped(deps.db, sub.id);
      stopped++;
      deps.logger.info("passes: stopped a replaced subscription at its rail", {
        subscription: sub.id,
        rail: sub.rail,
      });
    } catch (error) {
      deps.logger.warn("passes: could not stop a subscription at its rail, trying again", {
        subscription: sub.id,
        rail: sub.rail,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return stopped;
}
