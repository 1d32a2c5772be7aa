import { closeRace, payNextPrize, racesBeingPaid } from "@jadeverse/db/races/payout";
import { previousMonth, raceMonth } from "@jadeverse/db/races/wagers";
import { sleep } from "@jadeverse/db/sleep";
import type { Deps } from "../../context.ts";
import { prizeFor, RACE_PLACES } from "./prizes.ts";

/**
 * The `race-payout` job (docs/races.md "The payout"), on every instance under one lease: once a month
 * is over, its race is closed (its board frozen with the prizes), then its places are paid one write
 * transaction each, `RACE_PAYOUT_PAUSE_MS` apart so players' writes go between them. A crash or a
 * lost lease stops it between two places; the next run, on any instance, pays the rest, each place
 * exactly once.
 */
export async function runRacePayout(
  deps: Deps,
  signal?: AbortSignal,
): Promise<{ closed: string | null; paid: number }> {
  const now = deps.now?.() ?? new Date();
  const last = previousMonth(raceMonth(now));
  const bands = deps.env.RACE_PRIZES;
  const closed = await closeRace(deps.db, last, (position) => prizeFor(bands, position), now, RACE_PLACES);
  let paid = 0;
  for (const month of await racesBeingPaid(deps.db)) {
    while (!signal?.aborted) {
      const place = await payNextPrize(deps.db, month, deps.now?.() ?? new Date());
      if (!place) {
        deps.logger.info("races: every prize paid", { month });
        break;
      }
      paid++;
      deps.logger.info("races: prize paid", {
        month,
        position: place.position,
        user: place.userId,
        coins: place.prizeCoins,
      });
      if (deps.env.RACE_PAYOUT_PAUSE_MS > 0)
        await sleep(deps.env.RACE_PAYOUT_PAUSE_MS, signal).catch(() => undefined);
    }
  }
  return { closed: closed === "closed" ? last : null, paid };
}
