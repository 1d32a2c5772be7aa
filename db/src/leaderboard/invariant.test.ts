import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../client.ts";
import { type RoundReport, recordRound } from "../metrics/rounds.ts";
import { GAME_TYPES } from "../schema/stats.ts";
import { users } from "../schema/users.ts";
import { useTempDb } from "../testing/temp-db.ts";
import { checkLeaderboardInvariant } from "./invariant.ts";

const tempDb = useTempDb("board");
let db: Db;
beforeAll(() => {
  db = tempDb();
});

/** A deterministic stream of rounds: bets, wins, losses and draws over every game, small and huge. */
function* rounds(userIds: number[], count: number): Generator<RoundReport> {
  // mulberry32: a seeded stream, so a failure replays exactly.
  let state = 7;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
  const metrics = ["bet", "win", "lose", "draw"] as const;
  for (let i = 0; i < count; i++) {
    const big = next() % 10 === 0;
    yield {
      userId: userIds[next() % userIds.length] as number,
      gameType: GAME_TYPES[next() % GAME_TYPES.length] as RoundReport["gameType"],
      metricType: metrics[next() % metrics.length] as RoundReport["metricType"],
      coinsAmount: big ? next() * 200 : next() % 5_000,
      gemsAmount: next() % 40,
      externalId: `round-${i}`,
    };
  }
}

describe("the leaderboard invariant (db:check)", () => {
  it("holds while rounds are recorded, replayed and players deleted, and catches drift", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 40; i++) {
      const [row] = await db.write((tx) =>
        tx
          .insert(users)
          .values({ referralCode: `BOARD${i}`, nickname: `board-${i}` })
          .returning(),
      );
      ids.push(row!.id);
    }
    const all = [...rounds(ids, 1_500)];
    for (const round of all) await db.write((tx) => recordRound(tx, round));
    expect(await checkLeaderboardInvariant(db)).toEqual([]);
    const [spread] = await db.orm.all<{ players: number; boards: number }>(
      sql`select count(distinct user_id) as players, count(distinct game_type) as boards from game_statistics`,
    );
    expect(spread).toEqual({ players: 40, boards: GAME_TYPES.length });
    // A game server resending rounds changes nothing.
    for (const round of all.slice(0, 200)) await db.write((tx) => recordRound(tx, round));
    expect(await checkLeaderboardInvariant(db)).toEqual([]);
    // Deleted players leave their boards and buckets (migration 0007's triggers).
    await db.write((tx) => tx.delete(users).where(eq(users.id, ids[0]!)));
    await db.write((tx) => tx.delete(users).where(eq(users.id, ids[1]!)));
    expect(await checkLeaderboardInvariant(db)).toEqual([]);

    await db.execute(`update game_statistics set coins_won = coins_won + 1 where user_id = ${ids[2]}`);
    const drift = await checkLeaderboardInvariant(db);
    expect(drift.map((v) => v.problem)).toContain(`player ${ids[2]}: totals differ from the per-game sums`);
  }, 60_000);
});
