import { msToReach } from "../games/crash/curve.ts";
import { crashSettleLag } from "./metrics.ts";

/**
 * The lag of automatic cash-outs just committed: the commit now, minus the instant the round's
 * multiplier reached each target (the round's start plus the curve's time to it), in seconds.
 */
export function observeAutoCashouts(
  startedAt: Date | null,
  bets: readonly { cashedOutAt: number | null }[],
  growthRate: number,
): void {
  if (!startedAt) return;
  const committed = Date.now();
  for (const bet of bets) {
    if (bet.cashedOutAt === null) continue;
    const reached = startedAt.getTime() + msToReach(bet.cashedOutAt, growthRate);
    crashSettleLag.observe({ kind: "auto" }, Math.max(0, committed - reached) / 1000);
  }
}
