import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../client.ts";
import { allTogether, runTogether } from "../driver/together.ts";
import { type BucketMove, bucketMovesStatement, GLOBAL_BOARD } from "../leaderboard/buckets.ts";
import { afterRound, type BoardRowValues, SUMMED_FIELDS } from "../leaderboard/totals.ts";
import { afterCommit, reportRounds } from "../observe.ts";
import { raceMonth } from "../races/wagers.ts";
import type { MetricType } from "../schema/metrics.ts";
import type { GameType } from "../schema/stats.ts";
import { XP_PER_ROUND } from "../xp.ts";
import { addExactly } from "./limits.ts";
import {
  assertWithinBounds,
  coinsPaidBack,
  deltaOfAll,
  highestReward,
  playedTimeOfAll,
  type RoundReport,
} from "./rounds.ts";

/** One settled bet of a set: its stake and its result, each recorded once under its round id. */
export interface SettledBet {
  userId: number;
  /** Coins staked (the `bet` report). */
  stake: number;
  /** The result report: a win counts the coins paid back, a loss the coins lost, a push the stake. */
  result: { metricType: Exclude<MetricType, "bet">; coins: number };
  betExternalId: string;
  resultExternalId: string;
  /** When the bet was placed: play time runs from it to `at`. */
  startedAt: Date;
}

interface Player {
  id: number;
  xp: number;
  demo: boolean;
  /** Deleted: the player's bets are not recorded. */
  gone: boolean;
}

/** The board tables' column of each summed figure. */
const COLUMN: Record<(typeof SUMMED_FIELDS)[number], string> = {
  totalPlays: "total_plays",
  totalWins: "total_wins",
  coinsWon: "coins_won",
  gemsWon: "gems_won",
  coinsWagered: "coins_wagered",
  gemsWagered: "gems_wagered",
};

type BoardRow = BoardRowValues & { userId: number; secondsPlayed: number; lastPlayedAt: number | null };

const json = (rows: unknown[]) => JSON.stringify(rows);

/** A read of a board table's rows for the players `ids` selects. */
function boardRowsRead(table: "game_statistics" | "leaderboard_totals", game: GameType, ids: SQL) {
  const where = table === "game_statistics" ? sql`and game_type = ${game}` : sql``;
  return sql`select user_id as userId, total_plays as totalPlays,
      total_wins as totalWins, coins_won as coinsWon, gems_won as gemsWon, coins_wagered as coinsWagered,
      gems_wagered as gemsWagered, demo, seconds_played as secondsPlayed,
      ${table === "game_statistics" ? sql`last_played_at` : sql`null`} as lastPlayedAt
    from ${sql.raw(table)} where user_id in ${ids} ${where}`;
}

/** A board table's rows, keyed by player. */
const byPlayer = (rows: readonly BoardRow[]) =>
  new Map(rows.map((r) => [Number(r.userId), { ...r, demo: Boolean(r.demo) }]));

/** What a set's record reads before it writes: its players, and their rows of both boards. */
export interface SettledSetBefore {
  players: Map<number, Player>;
  stats: Map<number, BoardRow>;
  totals: Map<number, BoardRow>;
}

type Row = Record<string, unknown>;

/**
 * Reads, in one request on a server (driver/together.ts, so with whatever else the transaction sends
 * meanwhile), what a set's record needs before it writes, for the players `ids` selects (SQL of the
 * form `(select …)`, or a list): the players, deleted ones included, and their rows of both boards. A
 * caller that knows which players its set may hold reads them with its own reads and saves
 * `recordSettledSet` a round trip.
 */
export async function readSettledSetBefore(tx: Tx, game: GameType, ids: SQL): Promise<SettledSetBefore> {
  const [players, stats, totals] = (await allTogether<Row>(tx, [
    sql`select id, xp, (demo_id is not null or demo_of_id is not null) as demo, deleted_at is not null as gone
      from users where id in ${ids}`,
    boardRowsRead("game_statistics", game, ids),
    boardRowsRead("leaderboard_totals", game, ids),
  ])) as [Row[], Row[], Row[]];
  return {
    players: new Map(
      players.map((p): [number, Player] => [
        Number(p.id),
        { id: Number(p.id), xp: Number(p.xp), demo: Boolean(p.demo), gone: Boolean(p.gone) },
      ]),
    ),
    stats: byPlayer(stats as BoardRow[]),
    totals: byPlayer(totals as BoardRow[]),
  };
}

/**
 * Records a set of settled bets of one game, each a different player's, in the caller's write
 * transaction, exactly as `recordReports` records each bet's stake and result one player at a time,
 * but with one statement per table for the whole set: the `bet_metrics` rows (two a bet, `at` their
 * time), the per-game statistics with play time and sessions, the global board's totals, the rank
 * buckets (netted), the players' XP and the month's race tallies. Reads, together: the players, and
 * the two board tables' rows before the set; or takes them read (`before`, `readSettledSetBefore` in
 * this transaction, nothing written to them since), and then sends only its writes, and refuses a set
 * holding a player the reads did not cover. A bet of a missing or deleted player is not recorded (as
 * `recordReports`' "unknown-player"). Every bet is recorded once: a round id recorded before is a
 * unique violation and the transaction rolls back whole (the caller settles each bet once, by a
 * compare-and-set on the bet). A total that would pass `AGGREGATE_MAX` refuses the set likewise.
 */
export async function recordSettledSet(
  tx: Tx,
  game: GameType,
  bets: readonly SettledBet[],
  at: Date,
  before?: SettledSetBefore,
): Promise<void> {
  const seen = new Set<number>();
  for (const bet of bets) {
    if (seen.has(bet.userId)) throw new Error("recordSettledSet: one bet per player in a set");
    seen.add(bet.userId);
  }
  const reportsOf = (bet: SettledBet): RoundReport[] => [
    { userId: bet.userId, gameType: game, metricType: "bet", coinsAmount: bet.stake, gemsAmount: 0 },
    {
      userId: bet.userId,
      gameType: game,
      metricType: bet.result.metricType,
      coinsAmount: bet.result.coins,
      gemsAmount: 0,
      startedAt: bet.startedAt,
    },
  ];
  for (const bet of bets) for (const report of reportsOf(bet)) assertWithinBounds(report);
  if (bets.length === 0) return;
  // The players and both board tables in one round trip on a server (driver/together.ts).
  const read =
    before ??
    (await readSettledSetBefore(
      tx,
      game,
      sql`(select value from json_each(${json(bets.map((b) => b.userId))}))`,
    ));
  if (before)
    for (const bet of bets)
      if (!before.players.has(bet.userId))
        throw new Error("recordSettledSet: a player of the set was not read");
  const players = read.players;
  const known = bets.filter((b) => players.get(b.userId)?.gone === false);
  if (known.length === 0) return;
  const { stats, totals } = read;

  const statRows: Record<string, unknown>[] = [];
  const totalRows: Record<string, unknown>[] = [];
  const moves: BucketMove[] = [];
  const xp: { u: number; x: number }[] = [];
  const wagers: { u: number; c: number }[] = [];
  let fact = { rounds: 0, coinsWagered: 0, coinsPaid: 0 };
  for (const bet of known) {
    const player = players.get(bet.userId)!;
    const reports = reportsOf(bet);
    const delta = deltaOfAll(reports);
    const stat = stats.get(bet.userId);
    const total = totals.get(bet.userId);
    const statAfter = afterRound("gameStatistics", stat, delta);
    const totalAfter = afterRound("leaderboardTotals", total, delta);
    const lastPlayed = stat?.lastPlayedAt == null ? null : new Date(stat.lastPlayedAt);
    const time = playedTimeOfAll(
      reports.map((report) => ({ report, createdAt: at })),
      lastPlayed,
    )!;
    addExactly("gameStatistics.secondsPlayed", stat?.secondsPlayed ?? 0, time.seconds);
    addExactly("leaderboardTotals.secondsPlayed", total?.secondsPlayed ?? 0, time.seconds);
    const sums = Object.fromEntries(SUMMED_FIELDS.map((f) => [f, delta[f]]));
    statRows.push({
      u: bet.userId,
      ...sums,
      sessions: time.sessions,
      seconds: time.seconds,
      last: time.lastPlayedAt,
      best: highestReward(reports),
      demo: player.demo ? 1 : 0,
    });
    totalRows.push({ u: bet.userId, ...sums, seconds: time.seconds, demo: player.demo ? 1 : 0 });
    moves.push({ board: game, before: stat, after: statAfter });
    moves.push({ board: GLOBAL_BOARD, before: total, after: totalAfter });
    const gained = delta.totalPlays * XP_PER_ROUND;
    if (gained > 0) {
      addExactly("users.xp", player.xp, gained);
      xp.push({ u: bet.userId, x: gained });
    }
    // The month's race counts the coins staked (docs/races.md); demo players never race.
    if (!player.demo && delta.coinsWagered > 0) wagers.push({ u: bet.userId, c: delta.coinsWagered });
    fact = {
      rounds: fact.rounds + delta.totalPlays,
      coinsWagered: fact.coinsWagered + delta.coinsWagered,
      coinsPaid: fact.coinsPaid + coinsPaidBack(reports),
    };
  }

  // The set's writes depend on no result of each other: one round trip on a server (driver/together.ts).
  const writes: SQL[] = [];
  writes.push(sql`insert into bet_metrics (user_id, game_type, metric_type, coins_amount, gems_amount, external_id, created_at)
    select e.value ->> 'u', ${game}, e.value ->> 't', e.value ->> 'c', 0, e.value ->> 'x', ${at.getTime()}
    from json_each(${json(
      known.flatMap((b) => [
        { u: b.userId, t: "bet", c: b.stake, x: b.betExternalId },
        { u: b.userId, t: b.result.metricType, c: b.result.coins, x: b.resultExternalId },
      ]),
    )}) as e`);
  // Only the summed columns some bet of the set changes are assigned: an index over a column left
  // alone is not rewritten (a set of losses leaves the wins' and the coins-won boards' indexes be).
  const changed = SUMMED_FIELDS.filter((f) => statRows.some((row) => row[f] !== 0));
  const adds = sql.raw(changed.map((f) => `${COLUMN[f]} = ${COLUMN[f]} + excluded.${COLUMN[f]}, `).join(""));
  writes.push(sql`insert into game_statistics (user_id, game_type, total_plays, total_wins, coins_won, gems_won,
      coins_wagered, gems_wagered, sessions, seconds_played, last_played_at, highest_reward_coins, demo)
    select e.value ->> 'u', ${game}, e.value ->> 'totalPlays', e.value ->> 'totalWins', e.value ->> 'coinsWon',
      e.value ->> 'gemsWon', e.value ->> 'coinsWagered', e.value ->> 'gemsWagered', e.value ->> 'sessions',
      e.value ->> 'seconds', e.value ->> 'last', e.value ->> 'best', e.value ->> 'demo'
    from json_each(${json(statRows)}) as e where true
    on conflict (user_id, game_type) do update set ${adds}
      sessions = sessions + excluded.sessions, seconds_played = seconds_played + excluded.seconds_played,
      last_played_at = excluded.last_played_at,
      highest_reward_coins = max(highest_reward_coins, excluded.highest_reward_coins)`);
  writes.push(sql`insert into leaderboard_totals (user_id, total_plays, total_wins, coins_won, gems_won,
      coins_wagered, gems_wagered, seconds_played, demo)
    select e.value ->> 'u', e.value ->> 'totalPlays', e.value ->> 'totalWins', e.value ->> 'coinsWon',
      e.value ->> 'gemsWon', e.value ->> 'coinsWagered', e.value ->> 'gemsWagered', e.value ->> 'seconds',
      e.value ->> 'demo'
    from json_each(${json(totalRows)}) as e where true
    on conflict (user_id) do update set ${adds}
      seconds_played = seconds_played + excluded.seconds_played`);
  const buckets = bucketMovesStatement(moves);
  if (buckets) writes.push(buckets);
  if (xp.length > 0)
    writes.push(sql`update users set xp = users.xp + t.x
      from (select e.value ->> 'u' as u, e.value ->> 'x' as x from json_each(${json(xp)}) as e) as t
      where users.id = t.u`);
  if (wagers.length > 0)
    writes.push(sql`insert into race_wagers (month, user_id, coins, updated_at)
      select ${raceMonth(at)}, e.value ->> 'u', e.value ->> 'c', ${at.getTime()}
      from json_each(${json(wagers)}) as e where true
      on conflict (month, user_id) do update set coins = coins + excluded.coins, updated_at = excluded.updated_at`);
  await runTogether(tx, writes);
  afterCommit(tx, () => reportRounds({ game, ...fact }));
}
