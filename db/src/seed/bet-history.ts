import type { Tx } from "../client.ts";
import { betMetrics } from "../schema/metrics.ts";
import { SEEDED_GAMES } from "./player-stats.ts";
import type { Random } from "./random.ts";

const HOUR_MS = 3_600_000;
/** How many recent rounds a fully active demo persona has in its game history. */
const ROUNDS_AT_FULL_ACTIVITY = 60;

/**
 * A demo persona's recent game history (the dashboard's list): win and lose rounds of the seeded
 * games, in each game's currency, spread over the hours before `until`. Each round has a stable
 * `externalId`, so a re-seed inserts nothing again. Returns how many rounds the persona has.
 */
export async function seedBetHistory(
  tx: Tx,
  random: Random,
  key: string,
  userId: number,
  activity: number,
  until: Date,
): Promise<number> {
  const rounds = Math.round(ROUNDS_AT_FULL_ACTIVITY * activity);
  const games = Object.keys(SEEDED_GAMES) as (keyof typeof SEEDED_GAMES)[];
  const rows = [];
  let at = until.getTime();
  for (let n = 0; n < rounds; n++) {
    const gameType = random.pick(games);
    const profile = SEEDED_GAMES[gameType];
    const won = random.chance((profile.winRate[0] + profile.winRate[1]) / 2);
    const amount = profile.currency === "coins" ? random.logInt(500, 250_000) : random.logInt(1, 400);
    at -= random.int(1, 9) * HOUR_MS + random.int(0, 3_599) * 1000;
    rows.push({
      userId,
      gameType,
      metricType: won ? ("win" as const) : ("lose" as const),
      coinsAmount: profile.currency === "coins" ? amount : 0,
      gemsAmount: profile.currency === "gems" ? amount : 0,
      externalId: `seed:${key}:round:${n}`,
      createdAt: new Date(at),
    });
  }
  if (rows.length > 0) await tx.insert(betMetrics).values(rows).onConflictDoNothing();
  return rounds;
}
