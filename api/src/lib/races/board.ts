import { heldTiers } from "@jadeverse/db/passes/subscriptions";
import { latestClosedRace, raceArchive } from "@jadeverse/db/races/payout";
import { raceEnd, raceEntrants, raceMonth, raceStandingOf, raceStandings } from "@jadeverse/db/races/wagers";
import type { Deps } from "../../context.ts";
import { notFound } from "../errors.ts";
import { frameOf } from "../passes/perks.ts";
import { RACE_PLACES } from "./prizes.ts";

// Stryker disable next-line OptionalChaining: the suites fix the clock; without one it is the real time
const nowOf = (deps: Deps) => deps.now?.() ?? new Date();

/** The prize table as the board shows it. */
const prizeTable = (deps: Deps) =>
  deps.env.RACE_PRIZES.map((band) => ({
    from: band.from,
    to: band.to,
    coins: band.coins,
    item: band.itemSlug,
  }));

/**
 * `GET /api/races/current` (docs/races.md): this month's race, live: the top 100 with their coins
 * wagered (Gold holders framed), the caller's own place, when it ends, the prizes, and the last
 * finished race's month for its archive.
 */
export async function currentRace(deps: Deps, userId: number) {
  const now = nowOf(deps);
  const month = raceMonth(now);
  const db = deps.db.orm;
  const [top, me, entrants, previous] = await Promise.all([
    raceStandings(db, month, now, RACE_PLACES),
    raceStandingOf(db, month, userId, now),
    raceEntrants(db, month, now),
    latestClosedRace(deps.db),
  ]);
  const tiers = await heldTiers(
    db,
    top.map((s) => s.userId),
    now,
  );
  return {
    month,
    endsAt: raceEnd(month).toISOString(),
    entrants,
    top: top.map((s) => ({ ...s, frame: frameOf(tiers.get(s.userId)) })),
    me,
    prizes: prizeTable(deps),
    previousMonth: previous,
  };
}

/** `GET /api/races/archive/:month`: a finished race's frozen board and what each place won (404 if none). */
export async function archivedRace(deps: Deps, month: string) {
  const archive = await raceArchive(deps.db, month);
  if (!archive) throw notFound("RACE_NOT_FOUND");
  return {
    month,
    status: archive.race.status,
    paidAt: archive.race.paidAt?.toISOString() ?? null,
    results: archive.results.map(({ result, nickname, itemName }) => ({
      position: result.position,
      userId: result.userId,
      nickname,
      coinsWagered: result.coinsWagered,
      prizeCoins: result.prizeCoins,
      prizeItem: itemName,
      paid: result.paidAt !== null,
    })),
  };
}
