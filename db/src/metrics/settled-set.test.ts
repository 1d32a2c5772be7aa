// A set of settled bets recorded with set-based SQL (settled-set.ts) leaves every table exactly as
// recording each bet's stake and result one player at a time (`recordReports`) does: history rows,
// per-game statistics with play time and sessions, the global totals, the rank buckets, XP and the
// month's race tallies; demo players off the public boards and the race, deleted players skipped.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../client.ts";
import { isUniqueViolation } from "../errors.ts";
import { checkLeaderboardInvariant } from "../leaderboard/invariant.ts";
import { observePlay, observeStatements, type RoundsFact } from "../observe.ts";
import { users } from "../schema/users.ts";
import { useTempDb } from "../testing/temp-db.ts";
import { RoundRefusedError } from "./limits.ts";
import { recordReports } from "./rounds.ts";
import { readSettledSetBefore, recordSettledSet, type SettledBet } from "./settled-set.ts";

const bySet = useTempDb("settled-set");
const oneByOne = useTempDb("settled-one");
const AT = new Date(Date.UTC(2026, 10, 29, 12, 0, 0, 250));
const HOUR = 3_600_000;

interface Shape {
  /** Earlier crash rounds (stake, payout) recorded one by one on both databases before the set. */
  history: [number, number][];
  demo?: boolean;
  deleted?: boolean;
  /** How long before AT the previous round ended (a session continues within ten minutes). */
  lastAgoMs?: number;
  /** The earlier rounds were roulette: this player's crash statistics start with the set. */
  otherGame?: boolean;
}

// Values that cross rank buckets (1,023 → 1,024+), continue a session, start one, a first round ever.
const SHAPES: Shape[] = [
  { history: [] },
  { history: [[100, 0]] },
  { history: [[1_000, 0]], lastAgoMs: 60_000 },
  { history: [[500, 1_020]], lastAgoMs: 2 * HOUR },
  {
    history: [
      [3_000, 6_000],
      [10, 0],
    ],
    lastAgoMs: 9 * 60_000,
  },
  { history: [[200, 400]], demo: true },
  { history: [], demo: true },
  { history: [[100, 150]], deleted: true },
  { history: [[300, 0]], lastAgoMs: 30_000, otherGame: true },
];

async function players(db: Db): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, shape] of SHAPES.entries()) {
    const [row] = await db.write((tx) =>
      tx
        .insert(users)
        .values({ referralCode: `SET${i}`, ...(shape.demo ? { demoId: `demo-${i}` } : {}) })
        .returning({ id: users.id }),
    );
    const id = row!.id;
    ids.push(id);
    for (const [k, [stake, payout]] of shape.history.entries()) {
      const ended = new Date(
        AT.getTime() - (shape.lastAgoMs ?? HOUR) - (shape.history.length - 1 - k) * 1_000,
      );
      await db.write((tx) =>
        recordReports(tx, [
          {
            userId: id,
            gameType: shape.otherGame ? "roulette" : "crash",
            metricType: "bet",
            coinsAmount: stake,
            gemsAmount: 0,
            externalId: `old:${id}:${k}:bet`,
            createdAt: ended,
          },
          {
            userId: id,
            gameType: shape.otherGame ? "roulette" : "crash",
            metricType: payout > stake ? "win" : "lose",
            coinsAmount: payout > stake ? payout : stake - payout,
            gemsAmount: 0,
            externalId: `old:${id}:${k}`,
            createdAt: ended,
            startedAt: new Date(ended.getTime() - 4_000),
          },
        ]),
      );
    }
    if (shape.deleted) await db.write((tx) => tx.update(users).set({ deletedAt: AT }).where(sql`id = ${id}`));
  }
  return ids;
}

const settled = (ids: number[]): SettledBet[] =>
  ids.map((userId, i) => ({
    userId,
    stake: 100 * (i + 1),
    result:
      i % 3 === 0
        ? { metricType: "lose", coins: 100 * (i + 1) }
        : { metricType: "win", coins: 250 * (i + 1) },
    betExternalId: `crash:9:${userId}:bet`,
    resultExternalId: `crash:9:${userId}`,
    startedAt: new Date(AT.getTime() - 7_300 - i * 10),
  }));

async function tables(db: Db) {
  const read = (query: string) => db.orm.all(sql.raw(query));
  return {
    history: await read(
      "select id, user_id, game_type, metric_type, coins_amount, gems_amount, external_id, created_at from bet_metrics order by id",
    ),
    statistics: await read("select * from game_statistics order by user_id, game_type"),
    totals: await read("select * from leaderboard_totals order by user_id"),
    buckets: await read(
      "select board, field, bucket, players from leaderboard_rank_buckets where players <> 0 order by 1, 2, 3",
    ),
    xp: await read("select id, xp from users order by id"),
    races: await read("select * from race_wagers order by month, user_id"),
  };
}

/** Records each bet of `bets` alone, its stake and its result (`recordReports`), on the one-by-one database. */
async function recordOneByOne(bets: readonly SettledBet[], at: Date) {
  for (const bet of bets)
    await oneByOne().write((tx) =>
      recordReports(tx, [
        {
          userId: bet.userId,
          gameType: "crash",
          metricType: "bet",
          coinsAmount: bet.stake,
          gemsAmount: 0,
          externalId: bet.betExternalId,
          createdAt: at,
        },
        {
          userId: bet.userId,
          gameType: "crash",
          metricType: bet.result.metricType,
          coinsAmount: bet.result.coins,
          gemsAmount: 0,
          externalId: bet.resultExternalId,
          createdAt: at,
          startedAt: bet.startedAt,
        },
      ]),
    );
}

let ids: number[];
beforeAll(async () => {
  ids = await players(bySet());
  expect(await players(oneByOne())).toEqual(ids);
});

describe("recording a settled set", () => {
  it("leaves every table as recording each bet alone does", async () => {
    const before = await tables(bySet());
    expect(before).toEqual(await tables(oneByOne()));
    await bySet().write((tx) => recordSettledSet(tx, "crash", settled(ids), AT));
    await recordOneByOne(settled(ids), AT);
    const after = await tables(bySet());
    expect(after).toEqual(await tables(oneByOne()));
    // It did change things: two history rows per live player, buckets moved, a race tally each.
    expect(after.history.length - before.history.length).toBe(2 * (SHAPES.length - 1));
    expect(after.buckets).not.toEqual(before.buckets);
    // Every public player's tally (the deleted one's is from before, untouched).
    expect(after.races).toHaveLength(
      SHAPES.filter((s) => !s.demo && (!s.deleted || s.history.length)).length,
    );
    expect(await checkLeaderboardInvariant(bySet())).toEqual([]);
  });

  it("records a set from its players' rows read before it as from its own reads, sending only its writes", async () => {
    // A later round of the same players, on both databases (equal after the test above).
    const later = new Date(AT.getTime() + 5 * 60_000);
    const round = settled(ids).map((bet, i) => ({
      ...bet,
      stake: 70 + i,
      betExternalId: `crash:10:${bet.userId}:bet`,
      resultExternalId: `crash:10:${bet.userId}`,
      startedAt: new Date(later.getTime() - 6_000),
    }));
    const list = (players: number[]) => sql`(select value from json_each(${JSON.stringify(players)}))`;
    let statements = 0;
    await bySet().write(async (tx) => {
      const before = await readSettledSetBefore(tx, "crash", list(ids));
      const stop = observeStatements(() => void statements++);
      try {
        await recordSettledSet(tx, "crash", round, later, before);
      } finally {
        stop();
      }
    });
    await recordOneByOne(round, later);
    expect(await tables(bySet())).toEqual(await tables(oneByOne()));
    // Its writes alone (history, statistics, totals, buckets, XP, race tallies): one request to a server.
    expect(statements).toBe(bySet().embedded ? 6 : 1);

    // A set holding a player the reads did not cover is refused, nothing of it kept.
    const unchanged = await tables(bySet());
    const next = round.map((bet) => ({
      ...bet,
      betExternalId: `crash:11:${bet.userId}:bet`,
      resultExternalId: `crash:11:${bet.userId}`,
    }));
    await expect(
      bySet().write(async (tx) =>
        recordSettledSet(
          tx,
          "crash",
          next,
          later,
          await readSettledSetBefore(tx, "crash", list(ids.slice(1))),
        ),
      ),
    ).rejects.toThrow(/not read/);
    expect(await tables(bySet())).toEqual(unchanged);
  });

  it("tells the observers one fact for the set once it commits", async () => {
    const facts: RoundsFact[] = [];
    const stop = observePlay({ rounds: (fact) => void facts.push(fact) });
    const [a, b] = ids;
    const bets: SettledBet[] = [
      {
        ...settled([a!])[0]!,
        stake: 40,
        result: { metricType: "win", coins: 100 },
        betExternalId: "f:a",
        resultExternalId: "f:a2",
      },
      {
        ...settled([b!])[0]!,
        stake: 60,
        result: { metricType: "lose", coins: 60 },
        betExternalId: "f:b",
        resultExternalId: "f:b2",
      },
    ];
    await bySet().write((tx) => recordSettledSet(tx, "crash", bets, AT));
    stop();
    expect(facts).toEqual([{ game: "crash", rounds: 2, coinsWagered: 100, coinsPaid: 100 }]);
  });

  it("refuses a set recorded twice, keeping nothing of the second", async () => {
    const before = await tables(bySet());
    const refused = await bySet()
      .write((tx) => recordSettledSet(tx, "crash", settled(ids), AT))
      .catch((error: unknown) => error);
    expect(isUniqueViolation(refused, "bet_metrics", ["external_id"])).toBe(true);
    expect(await tables(bySet())).toEqual(before);
  });

  it("refuses two bets of one player in a set and amounts outside the round bounds", async () => {
    const [first] = settled(ids);
    await expect(
      bySet().write((tx) =>
        recordSettledSet(tx, "crash", [first!, { ...first!, betExternalId: "b", resultExternalId: "r" }], AT),
      ),
    ).rejects.toThrow(/one bet per player/);
    await expect(
      bySet().write((tx) =>
        recordSettledSet(
          tx,
          "crash",
          [{ ...first!, stake: -1, betExternalId: "b2", resultExternalId: "r2" }],
          AT,
        ),
      ),
    ).rejects.toBeInstanceOf(RoundRefusedError);
  });

  it("records nothing for an empty set or a set of deleted or missing players, at the cost of at most one read request", async () => {
    const before = await tables(bySet());
    // The statements each set runs inside its transaction (begin and commit apart).
    const counted = async (set: SettledBet[]) => {
      let statements = 0;
      await bySet().write(async (tx) => {
        const stop = observeStatements(() => void statements++);
        try {
          await recordSettledSet(tx, "crash", set, AT);
        } finally {
          stop();
        }
      });
      return statements;
    };
    expect(await counted([])).toBe(0);
    const deleted = ids[SHAPES.findIndex((s) => s.deleted)]!;
    const gone = settled([deleted]).map((b) => ({ ...b, betExternalId: "d", resultExternalId: "d2" }));
    // The players' and the boards' reads, sent together to a server (one request), one by one on the file.
    expect(await counted(gone)).toBe(bySet().embedded ? 3 : 1);
    // A player who does not exist at all: likewise not recorded.
    const ghost = settled([999_999]).map((b) => ({ ...b, betExternalId: "g", resultExternalId: "g2" }));
    expect(await counted(ghost)).toBe(bySet().embedded ? 3 : 1);
    expect(await tables(bySet())).toEqual(before);
  });

  it("refuses a set that would take a total past the largest exact integer, naming it, keeping nothing", async () => {
    const player = ids[1]!; // with crash statistics and totals
    // A minute's play, later than every round recorded so far.
    const later = new Date(AT.getTime() + 2 * HOUR);
    const [bet] = settled([player]).map((b) => ({
      ...b,
      betExternalId: "o1",
      resultExternalId: "o2",
      startedAt: new Date(later.getTime() - 60_000),
    }));
    const cases: [string, string][] = [
      ["update users set xp = ?", "users.xp"],
      [
        "update game_statistics set seconds_played = ? where game_type = 'crash'",
        "gameStatistics.secondsPlayed",
      ],
      ["update leaderboard_totals set seconds_played = ?", "leaderboardTotals.secondsPlayed"],
      ["update game_statistics set total_plays = ? where game_type = 'crash'", "gameStatistics.totalPlays"],
      ["update leaderboard_totals set total_plays = ?", "leaderboardTotals.totalPlays"],
    ];
    for (const [update, field] of cases) {
      const where = update.includes("where") ? " and" : " where";
      const restore = await bySet().execute({
        sql: `select xp, (select seconds_played from game_statistics where user_id = ? and game_type = 'crash') as gs,
          (select total_plays from game_statistics where user_id = ? and game_type = 'crash') as gp,
          (select seconds_played from leaderboard_totals where user_id = ?) as ts,
          (select total_plays from leaderboard_totals where user_id = ?) as tp from users where id = ?`,
        args: [player, player, player, player, player],
      });
      await bySet().execute({
        sql: `${update}${where} ${update.startsWith("update users") ? "id" : "user_id"} = ?`,
        args: [Number.MAX_SAFE_INTEGER, player],
      });
      const refused = await bySet()
        .write((tx) => recordSettledSet(tx, "crash", [bet!], later))
        .catch((error: unknown) => error);
      expect(refused, field).toBeInstanceOf(RoundRefusedError);
      expect((refused as RoundRefusedError).field).toBe(field);
      const row = restore.rows[0]!;
      await bySet().execute({ sql: "update users set xp = ? where id = ?", args: [row.xp, player] });
      await bySet().execute({
        sql: "update game_statistics set seconds_played = ?, total_plays = ? where user_id = ? and game_type = 'crash'",
        args: [row.gs, row.gp, player],
      });
      await bySet().execute({
        sql: "update leaderboard_totals set seconds_played = ?, total_plays = ? where user_id = ?",
        args: [row.ts, row.tp, player],
      });
    }
    expect(await checkLeaderboardInvariant(bySet())).toEqual([]);
  });
});
