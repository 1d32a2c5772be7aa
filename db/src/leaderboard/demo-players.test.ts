import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../client.ts";
import { recordRound } from "../metrics/rounds.ts";
import { leaderboardTotals } from "../schema/leaderboard.ts";
import { gameStatistics } from "../schema/stats.ts";
import { users } from "../schema/users.ts";
import { useTempDb } from "../testing/temp-db.ts";
import { type LeaderboardQuery, leaderboardPage, leaderboardRank, leaderboardRowOf } from "./board.ts";
import { checkLeaderboardInvariant } from "./invariant.ts";
import { copyLeaderboardTotals } from "./totals.ts";

const tempDb = useTempDb("demo-board");
let db: Db;
beforeAll(() => {
  db = tempDb();
});

const insertUser = async (values: Partial<typeof users.$inferInsert> & { referralCode: string }) => {
  const [row] = await db.write((tx) => tx.insert(users).values(values).returning({ id: users.id }));
  return row!.id;
};
const win = (userId: number, coinsAmount: number, gameType: "blackjack" | "slots" = "blackjack") =>
  db.write((tx) => recordRound(tx, { userId, gameType, metricType: "win", coinsAmount, gemsAmount: 0 }));
const GLOBAL: LeaderboardQuery = { sortBy: "coinsWon", sortOrder: "DESC" };
const everyone = async (query: LeaderboardQuery) =>
  (await leaderboardPage(db.orm, { ...query, limit: 100, offset: 0 })).map((row) => row.userId);
const rankOf = async (userId: number, query: LeaderboardQuery) => {
  const row = await leaderboardRowOf(db.orm, userId, query.gameType);
  return row ? leaderboardRank(db.orm, row, query) : null;
};

describe("demo players on the boards", () => {
  it("leaves personas and copies off every public board and rank, by every insert path", async () => {
    const publicIds = [
      await insertUser({ referralCode: "PUB1", nickname: "public-1" }),
      await insertUser({ referralCode: "PUB2", nickname: "public-2" }),
      await insertUser({ referralCode: "PUB3", nickname: "public-3" }),
    ];
    const persona = await insertUser({ referralCode: "PERSONA", nickname: "Persona", demoId: "persona" });
    // A first round, before any copy exists: recordRound inserts the persona's rows.
    await win(persona, 5_000);
    for (const [i, id] of publicIds.entries()) await win(id, 1_000 * (i + 1)); // 1,000 2,000 3,000
    // Copies made as a demo visit makes them: rows inserted by copying the persona's (its own flag
    // reset to 0, as a careless copy would), and the global row through copyLeaderboardTotals.
    const copies: number[] = [];
    for (let i = 0; i < 4; i++) {
      const copy = await insertUser({ referralCode: `COPY${i}`, nickname: "Persona", demoOfId: persona });
      await db.write(async (tx) => {
        const stats = await tx.select().from(gameStatistics).where(eq(gameStatistics.userId, persona));
        await tx.insert(gameStatistics).values(stats.map((s) => ({ ...s, userId: copy, demo: false })));
        await copyLeaderboardTotals(tx, persona, copy);
      });
      copies.push(copy);
    }
    // A copy plays on: its existing rows move, a new game's row is inserted.
    await win(copies[0]!, 10_000);
    await win(copies[1]!, 2_500, "slots");

    const demoIds = [persona, ...copies];
    const flags = await db.orm
      .select({ userId: leaderboardTotals.userId, demo: leaderboardTotals.demo })
      .from(leaderboardTotals);
    for (const { userId, demo } of flags) expect(demo, String(userId)).toBe(demoIds.includes(userId));
    const gameFlags = await db.orm
      .select({ userId: gameStatistics.userId, demo: gameStatistics.demo })
      .from(gameStatistics);
    for (const { userId, demo } of gameFlags) expect(demo, String(userId)).toBe(demoIds.includes(userId));

    // The public boards list the public players only, in order.
    const publicDesc = [...publicIds].reverse();
    expect(await everyone(GLOBAL)).toEqual(publicDesc);
    expect(await everyone({ ...GLOBAL, gameType: "blackjack" })).toEqual(publicDesc);
    expect(await everyone({ ...GLOBAL, sortOrder: "ASC" })).toEqual(publicIds);
    expect(await everyone({ ...GLOBAL, gameType: "slots" })).toEqual([]);
    // Public ranks count public players only (the copies' 5,000 and 15,000 are ahead of everybody).
    for (const [i, id] of publicDesc.entries()) expect(await rankOf(id, GLOBAL)).toBe(i + 1);
    expect(await rankOf(publicIds[0]!, { ...GLOBAL, sortOrder: "ASC" })).toBe(1);
    // A demo player reads their own row and the place they would take among the public players.
    expect((await leaderboardRowOf(db.orm, copies[0]!, undefined))?.coinsWon).toBe(15_000);
    expect(await rankOf(copies[0]!, GLOBAL)).toBe(1);
    expect(await rankOf(copies[2]!, { ...GLOBAL, sortOrder: "ASC" })).toBe(4);
    expect(await rankOf(copies[1]!, { ...GLOBAL, gameType: "slots" })).toBe(1);
    expect(await checkLeaderboardInvariant(db)).toEqual([]);

    // Copies deleted (the end of a visit) leave no trace in the buckets.
    await db.write((tx) => tx.delete(users).where(inArray(users.id, copies)));
    expect(await checkLeaderboardInvariant(db)).toEqual([]);
    expect(await rankOf(publicIds[2]!, GLOBAL)).toBe(1);

    // db:check catches a demo row on the public board.
    await db.execute(`update leaderboard_totals set demo = 0 where user_id = ${persona}`);
    expect((await checkLeaderboardInvariant(db)).map((v) => v.problem)).toContain(
      `player ${persona}: a demo player's row is on the public board`,
    );
    await db.execute(`update leaderboard_totals set demo = 1 where user_id = ${persona}`);
    expect(await checkLeaderboardInvariant(db)).toEqual([]);
  });
});
