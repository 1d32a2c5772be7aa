import { sql } from "drizzle-orm";
import type { Handle } from "../queries/prepared.ts";
import { queueCounts } from "../queue/line.ts";
import { crashBets } from "../schema/crash.ts";
import { gameRounds } from "../schema/games.ts";
import { betMetrics } from "../schema/metrics.ts";
import { paymentOrders } from "../schema/payments.ts";
import { queueSessions } from "../schema/queue.ts";
import { botJobRecipients, botJobs } from "../schema/telegram.ts";
import { wheelSpins } from "../schema/wheel.ts";

/**
 * The console's overview figures (docs/operations.md "The operator's console"), one query per series
 * family, each grouped by UTC day in SQL. Timestamps are integer milliseconds (schema/columns.ts), so a
 * row's day is `date(ms / 1000, 'unixepoch')` and the period is a plain range on the raw column, which
 * an index on that column serves. `game_rounds` and `crash_bets` have none on `created_at` yet (they are
 * read whole) and `bet_metrics` only leads with `user_id` (read through that covering index).
 */

/** A half-open range of instants: [startMs, endMs), whole UTC days. */
export interface OverviewRange {
  startMs: number;
  endMs: number;
}

/** A row's UTC day (YYYY-MM-DD) from a millisecond column or expression. */
const dayOf = (ms: unknown) => sql`date(${ms} / 1000, 'unixepoch')`;
const within = (ms: unknown, range: OverviewRange) =>
  sql`${ms} >= ${range.startMs} and ${ms} < ${range.endMs}`;

type Row = Record<string, unknown>;
const DAY_MS = 86_400_000;
const text = (value: unknown) => String(value);
const int = (value: unknown) => Number(value ?? 0);

export interface ActivePlayers {
  byDay: { day: string; players: number }[];
  /** Distinct players over the whole range. */
  total: number;
}

/**
 * Players active per day: those who played a round of any game (`bet_metrics`, where every game's
 * rounds are recorded: the instant games, crash, and the streamed games' reports) or spun the wheel.
 * Both are append-only records of what a player did; sessions are not (they are pruned on expiry).
 */
export async function activePlayersByDay(db: Handle, range: OverviewRange): Promise<ActivePlayers> {
  const rows = await db.all<Row>(sql`
    with active(day, user_id) as (
      select ${dayOf(betMetrics.createdAt)}, ${betMetrics.userId} from ${betMetrics}
      where ${within(betMetrics.createdAt, range)}
      union
      select ${dayOf(wheelSpins.createdAt)}, ${wheelSpins.userId} from ${wheelSpins}
      where ${within(wheelSpins.createdAt, range)}
    )
    select day, count(*) as players from active group by day
    union all
    select null, count(distinct user_id) from active`);
  const byDay = rows
    .filter((r) => r.day !== null)
    .map((r) => ({ day: text(r.day), players: int(r.players) }));
  const total = int(rows.find((r) => r.day === null)?.players);
  return { byDay, total };
}

/**
 * Orders credited per day and rail, by the instant they were paid (`paid_at`), with the gems they
 * credited. An order refunded later still counts on the day it was paid.
 */
export async function purchasesByDay(
  db: Handle,
  range: OverviewRange,
): Promise<{ day: string; rail: string; orders: number; gems: number }[]> {
  const rows = await db.all<Row>(sql`
    select ${dayOf(paymentOrders.paidAt)} as day, ${paymentOrders.rail} as rail,
           count(*) as orders, coalesce(sum(${paymentOrders.gems}), 0) as gems
    from ${paymentOrders}
    where ${within(paymentOrders.paidAt, range)}
    group by day, rail`);
  return rows.map((r) => ({
    day: text(r.day),
    rail: text(r.rail),
    orders: int(r.orders),
    gems: int(r.gems),
  }));
}

export interface GameDay {
  day: string;
  game: string;
  rounds: number;
  /** Coins staked. */
  wagered: number;
  /** Coins paid back (stakes of winning bets included). */
  paid: number;
}

/**
 * Settled rounds per day and game, on the day they were opened, with the coins staked and paid back:
 * the instant games from `game_rounds` (a blackjack hand still open is left out), crash from
 * `crash_bets` (each player's settled bet is their round; an open bet is left out).
 */
export async function gamesByDay(db: Handle, range: OverviewRange): Promise<GameDay[]> {
  const rows = await db.all<Row>(sql`
    select ${dayOf(gameRounds.createdAt)} as day, ${gameRounds.game} as game, count(*) as rounds,
           coalesce(sum(${gameRounds.totalBet}), 0) as wagered, coalesce(sum(${gameRounds.totalWin}), 0) as paid
    from ${gameRounds}
    where ${gameRounds.status} = 'settled' and ${within(gameRounds.createdAt, range)}
    group by day, game
    union all
    select ${dayOf(crashBets.createdAt)} as day, 'crash' as game, count(*) as rounds,
           coalesce(sum(${crashBets.stake}), 0) as wagered, coalesce(sum(${crashBets.payout}), 0) as paid
    from ${crashBets}
    where ${crashBets.status} in ('won', 'lost') and ${within(crashBets.createdAt, range)}
    group by day`);
  return rows.map((r) => ({
    day: text(r.day),
    game: text(r.game),
    rounds: int(r.rounds),
    wagered: int(r.wagered),
    paid: int(r.paid),
  }));
}

/** The queue now (waiting, holding a slot) and joins per day (`joined_at`). */
export async function queueByDay(
  db: Handle,
  range: OverviewRange,
): Promise<{ waiting: number; playing: number; joins: { day: string; joins: number }[] }> {
  const [now, rows] = await Promise.all([
    queueCounts(db),
    db.all<Row>(sql`
      select ${dayOf(queueSessions.joinedAt)} as day, count(*) as joins
      from ${queueSessions}
      where ${within(queueSessions.joinedAt, range)}
      group by day`),
  ]);
  return {
    waiting: now.waiting,
    playing: now.active,
    joins: rows.map((r) => ({ day: text(r.day), joins: int(r.joins) })),
  };
}

/**
 * Broadcast deliveries per day and outcome (`sent`, `failed`, `blocked`; airdrops are not broadcasts).
 * A sent message counts on the day it was sent; a failed or blocked one records no time of its own and
 * counts on the day its broadcast started. Only broadcasts that ran during the range are read (a
 * day's margin after one finished: a message in flight when it was cancelled is sent just after), each
 * through the recipients' (job, status) index: `cross join` keeps SQLite's planner from scanning every
 * recipient first.
 */
export async function broadcastsByDay(
  db: Handle,
  range: OverviewRange,
): Promise<{ day: string; status: string; count: number }[]> {
  const started = sql`coalesce(${botJobs.startedAt}, ${botJobs.createdAt})`;
  const at = sql`coalesce(${botJobRecipients.sentAt}, ${started})`;
  const rows = await db.all<Row>(sql`
    select ${dayOf(at)} as day, ${botJobRecipients.status} as status, count(*) as n
    from ${botJobs} cross join ${botJobRecipients} on ${botJobRecipients.jobId} = ${botJobs.id}
    where ${botJobs.kind} = 'broadcast'
      and ${started} < ${range.endMs}
      and (${botJobs.finishedAt} is null or ${botJobs.finishedAt} >= ${range.startMs - DAY_MS})
      and ${botJobRecipients.status} in ('sent', 'failed', 'blocked')
      and ${within(at, range)}
    group by day, ${botJobRecipients.status}`);
  return rows.map((r) => ({ day: text(r.day), status: text(r.status), count: int(r.n) }));
}
