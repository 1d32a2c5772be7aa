import type { SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { observeStatements } from "../observe.ts";
import { useTempDb } from "../testing/temp-db.ts";
import {
  anyOpenCrashBet,
  cashOutCrashBets,
  crashBetsInLiveRound,
  crashBetsToSettle,
  crashBetsToSettleIds,
  findCrashBet,
  findCrashBetsByRequestKeys,
  insertCrashBets,
  loseOpenCrashBets,
} from "./crash-bets.ts";
import { openCrashRound } from "./crash-rounds.ts";

/** The crash bets' set commands and lookups (crash-bets.ts), on a real database file. */
describe("crash bets", () => {
  const db = useTempDb("crash-bets");
  let game = 0;

  /** A fresh round and `count` players with a bet each on it (keys `k<i>`, stake 100). */
  async function roundWithBets(count: number, autoCashout: number | null = null) {
    const players: number[] = [];
    for (let i = 0; i < count; i++) {
      const code = `CB${game}X${i}`;
      const { rows } = await db().execute({
        sql: "insert into users (referral_code, nickname) values (?, ?) returning id",
        args: [code, `player-${code}`],
      });
      players.push(Number(rows[0]!.id));
    }
    game++;
    return db().write(async (tx) => {
      const round = await openCrashRound(tx, {
        gameNumber: game,
        hash: `hash-${game}`,
        point: 500,
        bettingEndsAt: new Date(Date.now() + 10_000),
      });
      const bets = await insertCrashBets(
        tx,
        players.map((userId, i) => ({
          roundId: round.id,
          userId,
          stake: 100,
          autoCashout,
          requestKey: `k${i}`,
        })),
      );
      return { round, players, bets };
    });
  }

  it("answers only the exact player and key pairs asked for, and nothing for no players", async () => {
    const { players, bets } = await roundWithBets(2);
    const [a, b] = players as [number, number];
    // Each player with the other's key: the query's candidates, none of them asked for.
    expect(
      await findCrashBetsByRequestKeys(db().orm, [
        { userId: a, requestKey: "k1" },
        { userId: b, requestKey: "k0" },
      ]),
    ).toEqual([]);
    expect(
      (await findCrashBetsByRequestKeys(db().orm, [{ userId: b, requestKey: "k1" }])).map((bet) => bet.id),
    ).toEqual([bets[1]!.id]);
    expect(await findCrashBetsByRequestKeys(db().orm, [])).toEqual([]);
  });

  it("reads the live round's bets of the players asked for, and no older round's", async () => {
    const older = await roundWithBets(2);
    const live = await roundWithBets(2, 250);
    const asked = [older.players[0]!, live.players[1]!];
    expect(await crashBetsInLiveRound(db().orm, asked)).toEqual([live.bets[1]]);
    expect(live.bets[1]).toMatchObject({
      roundId: live.round.id,
      stake: 100,
      autoCashout: 250,
      status: "open",
    });
    expect(await crashBetsInLiveRound(db().orm, [])).toEqual([]);
  });

  it("reads a batch's bets in one statement: the requesting players' whatever their status, and the due automatic ones", async () => {
    const { round, players, bets } = await roundWithBets(4, 200);
    const [a, b, c, d] = players as [number, number, number, number];
    await db().write((tx) =>
      cashOutCrashBets(
        tx,
        [{ betId: bets[0]!.id, cashedOutAt: 150, payout: 150, cashoutKey: "c" }],
        new Date(),
      ),
    );
    // d is deleted: their bet is not due (there is no balance to credit).
    await db().execute({ sql: "update users set deleted_at = ? where id = ?", args: [Date.now(), d] });
    let statements = 0;
    const stop = observeStatements(() => void statements++);
    const read = await crashBetsToSettle(db().orm, round.id, [a, b], 200);
    stop();
    expect(statements).toBe(1);
    expect(read.requested.map((bet) => [bet.userId, bet.status])).toEqual([
      [a, "won"],
      [b, "open"],
    ]);
    expect(read.due.map((bet) => bet.userId)).toEqual([b, c]);
    expect(read.due[0]!.nickname).toMatch(/^player-/);
    // Below the targets nothing is due; with no players asking, only what is due.
    expect((await crashBetsToSettle(db().orm, round.id, [a], 199)).due).toEqual([]);
    const alone = await crashBetsToSettle(db().orm, round.id, [], 200);
    expect([alone.requested, alone.due.map((bet) => bet.userId)]).toEqual([[], [b, c]]);
    // An open bet without an automatic target is never due, however far the curve has gone.
    await db().execute({
      sql: "update crash_bets set auto_cashout = null where id = ?",
      args: [bets[1]!.id],
    });
    const manual = await crashBetsToSettle(db().orm, round.id, [b], 500);
    expect(manual.requested.map((bet) => [bet.userId, bet.status, bet.autoCashout])).toEqual([
      [b, "open", null],
    ]);
    expect(manual.due.map((bet) => bet.userId)).toEqual([c]);
  });

  it("finds a batch's bets through their indexes, never walking the whole round's bets", async () => {
    const { round } = await roundWithBets(3, 200);
    const plan = async (query: SQL) => {
      const { sql, params } = new SQLiteAsyncDialect().sqlToQuery(query);
      const { rows } = await db().execute({ sql: `explain query plan ${sql}`, args: params as never[] });
      return rows.map((row) => String(row.detail));
    };
    for (const players of [[1, 2], []])
      for (const column of ["id", "user_id"] as const) {
        const steps = await plan(crashBetsToSettleIds(round.id, players, 200, column));
        // Every read of crash_bets is a search on the round and more (its player, its open targets).
        const reads = steps.filter((step) => step.includes("crash_bets"));
        expect(reads.length).toBe(players.length > 0 ? 2 : 1);
        for (const step of reads) expect(step).toMatch(/^SEARCH crash_bets USING .*\(round_id=\? AND \w+=\?/);
      }
  });

  it("settles sets at the instant given, each bet once, and tells whether any is still open", async () => {
    const { round, bets } = await roundWithBets(3);
    const at = new Date(Date.now() - 1_234);
    expect(await anyOpenCrashBet(db().orm, round.id)).toBe(true);
    const won = await db().write((tx) =>
      cashOutCrashBets(tx, [{ betId: bets[0]!.id, cashedOutAt: 150, payout: 150, cashoutKey: "c0" }], at),
    );
    expect(won).toMatchObject([
      { id: bets[0]!.id, status: "won", payout: 150, cashoutKey: "c0", settledAt: at },
    ]);
    // Settled already: left alone and not answered.
    expect(
      await db().write((tx) =>
        cashOutCrashBets(tx, [{ betId: bets[0]!.id, cashedOutAt: 200, payout: 200, cashoutKey: null }], at),
      ),
    ).toEqual([]);
    // At most `limit` a set, the oldest first; a set short of it leaves none open.
    const first = await db().write((tx) => loseOpenCrashBets(tx, round.id, at, 1));
    expect(first.map((bet) => [bet.id, bet.status, bet.settledAt])).toEqual([[bets[1]!.id, "lost", at]]);
    expect(await anyOpenCrashBet(db().orm, round.id)).toBe(true);
    const rest = await db().write((tx) => loseOpenCrashBets(tx, round.id, at, 10));
    expect(rest.map((bet) => [bet.id, bet.status, bet.settledAt])).toEqual([[bets[2]!.id, "lost", at]]);
    expect(await anyOpenCrashBet(db().orm, round.id)).toBe(false);
    // An open bet's answer carries no settle instant.
    expect((await findCrashBet(db().orm, round.id, bets[0]!.userId))!.settledAt).toEqual(at);
    const { bets: fresh } = await roundWithBets(1);
    expect(fresh[0]!.settledAt).toBeNull();
    // An empty set of wins (a batch of refusals, a tick with none due) costs no statement.
    let statements = 0;
    await db().write(async (tx) => {
      const stop = observeStatements(() => void statements++);
      try {
        expect(await cashOutCrashBets(tx, [], at)).toEqual([]);
      } finally {
        stop();
      }
    });
    expect(statements).toBe(0);
  });
});
