import { and, eq, gt, inArray, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../client.ts";
import { allTogether } from "../driver/together.ts";
import type { Handle } from "../queries/prepared.ts";
import { type CrashBet, crashBets } from "../schema/crash.ts";
import { users } from "../schema/users.ts";

export type { CrashBet };

/** The bets' queries and commands (the one owner of `crash_bets`); settling is compare-and-set on `status`. */

/** A bet to place: its round, player, stake, automatic target (hundredths) and the request's key. */
export interface NewCrashBet {
  roundId: number;
  userId: number;
  stake: number;
  autoCashout: number | null;
  requestKey: string;
}

/** Inserts many bets of one round at once (one statement); answers them, in order. */
export async function insertCrashBets(tx: Tx, bets: readonly NewCrashBet[]): Promise<CrashBet[]> {
  if (bets.length === 0) return [];
  const byUser = crashBetsFromRows(await tx.all(insertCrashBetsStatement(bets)));
  return bets.map((bet) => byUser.get(bet.userId)!);
}

/**
 * The statement inserting many bets of one round at once, for a caller that sends it with others
 * (driver/together.ts); its rows are the bets (`crashBetsFromRows`).
 */
export function insertCrashBetsStatement(bets: readonly NewCrashBet[]): SQL {
  return sql`insert into crash_bets (round_id, user_id, stake, auto_cashout, request_key)
    select e.value ->> 'r', e.value ->> 'u', e.value ->> 's', e.value ->> 'a', e.value ->> 'k'
    from json_each(${JSON.stringify(
      bets.map((b) => ({ r: b.roundId, u: b.userId, s: b.stake, a: b.autoCashout, k: b.requestKey })),
    )}) as e where true
    ${RETURNING}`;
}

/** The bets `insertCrashBetsStatement` answered, keyed by player. */
export function crashBetsFromRows(rows: readonly Record<string, unknown>[]): Map<number, CrashBet> {
  return new Map(
    (rows as unknown as SettledRow[]).map((row) => {
      const bet = toBet(row);
      return [bet.userId, bet];
    }),
  );
}

/**
 * The bets of these players in the live round (the newest round betting or running), as
 * `liveCrashRound` finds it: the same read in the same transaction, sent with it.
 */
export async function crashBetsInLiveRound(db: Handle, userIds: readonly number[]): Promise<CrashBet[]> {
  return db
    .select()
    .from(crashBets)
    .where(
      and(
        eq(
          crashBets.roundId,
          sql`(select id from crash_rounds where phase in ('betting', 'running') order by id desc limit 1)`,
        ),
        inArray(crashBets.userId, [...userIds]),
      ),
    );
}

/** The bets placed under these players' client request keys (any round), if any. */
export async function findCrashBetsByRequestKeys(
  db: Handle,
  keys: readonly { userId: number; requestKey: string }[],
): Promise<CrashBet[]> {
  const rows = await db
    .select()
    .from(crashBets)
    .where(
      and(
        inArray(crashBets.userId, [...new Set(keys.map((k) => k.userId))]),
        inArray(crashBets.requestKey, [...new Set(keys.map((k) => k.requestKey))]),
      ),
    );
  // The query matches any of the players with any of the keys: keep the exact pairs.
  const wanted = new Set(keys.map((k) => `${k.userId} ${k.requestKey}`));
  return rows.filter((row) => wanted.has(`${row.userId} ${row.requestKey}`));
}

/** The player's bet on a round, if any. */
export async function findCrashBet(
  db: Handle,
  roundId: number,
  userId: number,
): Promise<CrashBet | undefined> {
  const [row] = await db
    .select()
    .from(crashBets)
    .where(and(eq(crashBets.roundId, roundId), eq(crashBets.userId, userId)))
    .limit(1);
  return row;
}

/** An open bet with its player's public name (the cash-out push carries it). */
export type NamedCrashBet = CrashBet & { nickname: string | null };

const named = { bet: crashBets, nickname: users.nickname };
const withName = (rows: { bet: CrashBet; nickname: string | null }[]): NamedCrashBet[] =>
  rows.map((r) => ({ ...r.bet, nickname: r.nickname }));

/**
 * A round's open bets whose automatic cash-out the curve has reached (target at most `reached`
 * hundredths), of players not deleted (a deleted player's bet is lost at the crash: there is no
 * balance to credit), with their nicknames, oldest first. One read per tick.
 */
export async function dueAutoCashouts(
  db: Handle,
  roundId: number,
  reached: number,
): Promise<NamedCrashBet[]> {
  return withName(
    await db
      .select(named)
      .from(crashBets)
      .innerJoin(users, eq(users.id, crashBets.userId))
      .where(
        and(
          eq(crashBets.roundId, roundId),
          eq(crashBets.status, "open"),
          lte(crashBets.autoCashout, reached),
          isNull(users.deletedAt),
        ),
      )
      .orderBy(crashBets.id),
  );
}

/**
 * The ids (or the players, `column`) of a round's bets a batch of cash-outs reads (`crashBetsToSettle`):
 * those of `userIds`, then the open ones whose automatic target is at most `reached`. Each part is a
 * search of its own index (the round's player, the round's open targets), never a walk through the
 * whole round's bets: an `or` of the two in one condition made SQLite visit every bet of the round
 * (20,000 at a crowd) for each batch.
 */
export function crashBetsToSettleIds(
  roundId: number,
  userIds: readonly number[],
  reached: number,
  column: "id" | "user_id",
): SQL {
  const due = sql`select ${sql.raw(column)} from crash_bets
    where round_id = ${roundId} and status = 'open' and auto_cashout <= ${reached}`;
  if (userIds.length === 0) return due;
  return sql`select ${sql.raw(column)} from crash_bets
    where round_id = ${roundId} and user_id in (select value from json_each(${JSON.stringify(userIds)}))
    union all ${due}`;
}

/**
 * One read for a batch of cash-outs: the round's bets of `userIds` (whatever their status: a request
 * is answered for the bet as it stands), and its open bets whose automatic target is at most `reached`
 * hundredths of players not deleted (as `dueAutoCashouts`), with their nicknames, oldest first.
 */
export async function crashBetsToSettle(
  db: Handle,
  roundId: number,
  userIds: readonly number[],
  reached: number,
): Promise<{ requested: NamedCrashBet[]; due: NamedCrashBet[] }> {
  const rows = await db
    .select({ ...named, deletedAt: users.deletedAt })
    .from(crashBets)
    .innerJoin(users, eq(users.id, crashBets.userId))
    .where(sql`${crashBets.id} in (${crashBetsToSettleIds(roundId, userIds, reached, "id")})`)
    .orderBy(crashBets.id);
  const asked = new Set(userIds);
  const isDue = ({ bet, deletedAt }: (typeof rows)[number]) =>
    bet.status === "open" && bet.autoCashout !== null && bet.autoCashout <= reached && deletedAt === null;
  return {
    requested: withName(rows.filter((r) => asked.has(r.bet.userId))),
    due: withName(rows.filter(isDue)),
  };
}

/**
 * The players of the bets `crashBetsToSettle(roundId, userIds, reached)` reads, as a subquery of user
 * ids (`(select …)`), for reads of theirs sent with it (the statistics a settled set writes:
 * metrics/settled-set.ts `readSettledSetBefore`). It may name a player more (a deleted one): never fewer.
 */
export const crashBetsToSettlePlayers = (roundId: number, userIds: readonly number[], reached: number): SQL =>
  sql`(${crashBetsToSettleIds(roundId, userIds, reached, "user_id")})`;

/**
 * The lowest automatic target of the round's open bets above `reached` and at most `point` (the next
 * one the curve will reach), if any.
 */
export async function nextAutoTarget(
  db: Handle,
  roundId: number,
  reached: number,
  point: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ target: crashBets.autoCashout })
    .from(crashBets)
    .where(
      and(
        eq(crashBets.roundId, roundId),
        eq(crashBets.status, "open"),
        gt(crashBets.autoCashout, reached),
        lte(crashBets.autoCashout, point),
      ),
    )
    .orderBy(crashBets.autoCashout)
    .limit(1);
  return row?.target ?? undefined;
}

/** Whether any bet of the round is still open. */
export async function anyOpenCrashBet(db: Handle, roundId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: crashBets.id })
    .from(crashBets)
    .where(and(eq(crashBets.roundId, roundId), eq(crashBets.status, "open")))
    .limit(1);
  return row !== undefined;
}

/** A settled row as SQLite answers it, mapped back to the bet's shape. */
interface SettledRow {
  id: number;
  roundId: number;
  userId: number;
  stake: number;
  autoCashout: number | null;
  requestKey: string;
  status: CrashBet["status"];
  cashedOutAt: number | null;
  payout: number;
  cashoutKey: string | null;
  createdAt: number;
  settledAt: number | null;
}
const RETURNING =
  sql.raw(`returning id, round_id as roundId, user_id as userId, stake, auto_cashout as autoCashout,
  request_key as requestKey, status, cashed_out_at as cashedOutAt, payout, cashout_key as cashoutKey,
  created_at as createdAt, settled_at as settledAt`);
const toBet = (row: SettledRow): CrashBet => ({
  ...row,
  createdAt: new Date(row.createdAt),
  settledAt: row.settledAt === null ? null : new Date(row.settledAt),
});

/**
 * Marks many open bets won in one statement, each at its own multiplier and payout (compare-and-set
 * on `status`: a bet settled already is left alone and not answered). Answers the bets it settled.
 */
export async function cashOutCrashBets(
  tx: Tx,
  wins: readonly { betId: number; cashedOutAt: number; payout: number; cashoutKey: string | null }[],
  settledAt: Date,
): Promise<CrashBet[]> {
  if (wins.length === 0) return [];
  // Through `allTogether`: on a server it shares a request with the set's other first statements.
  const [rows] = (await allTogether<SettledRow>(tx, [
    sql`update crash_bets set status = 'won', cashed_out_at = w.m,
      payout = w.p, cashout_key = w.k, settled_at = ${settledAt.getTime()}
    from (select e.value ->> 'id' as id, e.value ->> 'm' as m, e.value ->> 'p' as p, e.value ->> 'k' as k
      from json_each(${JSON.stringify(wins.map((w) => ({ id: w.betId, m: w.cashedOutAt, p: w.payout, k: w.cashoutKey })))}) as e) as w
    where crash_bets.id = w.id and crash_bets.status = 'open'
    ${RETURNING}`,
  ])) as [SettledRow[]];
  return rows.map(toBet);
}

/**
 * Marks at most `limit` of a round's open bets lost, the oldest first, in one statement; answers the
 * bets it settled (fewer than `limit`: none is left open).
 */
export async function loseOpenCrashBets(
  tx: Tx,
  roundId: number,
  settledAt: Date,
  limit: number,
): Promise<CrashBet[]> {
  const rows =
    await tx.all<SettledRow>(sql`update crash_bets set status = 'lost', settled_at = ${settledAt.getTime()}
    where id in (select id from crash_bets where round_id = ${roundId} and status = 'open' order by id limit ${limit})
    ${RETURNING}`);
  return rows.map(toBet);
}

/** A round's bets with the players' public names (nicknames only), oldest first. */
export async function crashRoundPlayers(db: Handle, roundId: number) {
  return db
    .select({
      userId: crashBets.userId,
      nickname: sql<string | null>`${users.nickname}`,
      stake: crashBets.stake,
      status: crashBets.status,
      cashedOutAt: crashBets.cashedOutAt,
      payout: crashBets.payout,
    })
    .from(crashBets)
    .innerJoin(users, eq(users.id, crashBets.userId))
    .where(eq(crashBets.roundId, roundId))
    .orderBy(crashBets.id);
}
