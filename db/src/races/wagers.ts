import { and, asc, count, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Tx } from "../client.ts";
import type { Handle } from "../queries/prepared.ts";
import { raceWagers } from "../schema/races.ts";
import { users } from "../schema/users.ts";

/** The race month of an instant, `YYYY-MM` in UTC (docs/races.md). */
export const raceMonth = (at: Date) => at.toISOString().slice(0, 7);

/** The first instant of the month after `month` (`YYYY-MM`): when its race ends. */
export function raceEnd(month: string): Date {
  const [year, mon] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, mon, 1));
}

/** The month before `month`. */
export function previousMonth(month: string): string {
  const [year, mon] = month.split("-").map(Number) as [number, number];
  return raceMonth(new Date(Date.UTC(year, mon - 2, 1)));
}

/**
 * Adds a round's stake to the player's tally for the month, inside the transaction that records the
 * round (db/src/metrics/rounds.ts): a stake counts once, with the round.
 */
export async function addRaceWager(
  tx: Tx,
  userId: number,
  month: string,
  coins: number,
  at: Date,
): Promise<void> {
  if (coins <= 0) return;
  await tx
    .insert(raceWagers)
    .values({ month, userId, coins, updatedAt: at })
    .onConflictDoUpdate({
      target: [raceWagers.month, raceWagers.userId],
      set: { coins: sql`${raceWagers.coins} + ${coins}`, updatedAt: at },
    });
}

/**
 * Who may be ranked (docs/races.md "Who is ranked"): a player, not a demo persona or a demo copy, not
 * deleted, not locked by an operator, and not taking a break or self-excluded at `now`.
 */
const rankable = (now: Date) =>
  and(
    isNull(users.demoId),
    isNull(users.demoOfId),
    isNull(users.deletedAt),
    isNull(users.lockedAt),
    or(isNull(users.breakUntil), lt(users.breakUntil, now)),
  );

/** The board's order: more coins wagered first; of equal tallies, the one reached first; then the id. */
const BOARD_ORDER = [desc(raceWagers.coins), asc(raceWagers.updatedAt), asc(raceWagers.userId)] as const;

export interface Standing {
  position: number;
  userId: number;
  nickname: string | null;
  coins: number;
}

/** The month's top `limit` rankable players, in the board's order. */
export async function raceStandings(db: Handle, month: string, now: Date, limit = 100): Promise<Standing[]> {
  const rows = await db
    .select({ userId: raceWagers.userId, nickname: users.nickname, coins: raceWagers.coins })
    .from(raceWagers)
    .innerJoin(users, eq(users.id, raceWagers.userId))
    .where(and(eq(raceWagers.month, month), gt(raceWagers.coins, 0), rankable(now)))
    .orderBy(...BOARD_ORDER)
    .limit(limit);
  return rows.map((row, i) => ({ position: i + 1, ...row }));
}

/** How many rankable players took part in the month. */
export async function raceEntrants(db: Handle, month: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(raceWagers)
    .innerJoin(users, eq(users.id, raceWagers.userId))
    .where(and(eq(raceWagers.month, month), gt(raceWagers.coins, 0), rankable(now)));
  // Stryker disable next-line OptionalChaining: count() always answers one row
  return row?.n ?? 0;
}

/**
 * A player's own place in the month's race: their tally and position among the rankable (null when
 * they wagered nothing or may not be ranked).
 */
export async function raceStandingOf(
  db: Handle,
  month: string,
  userId: number,
  now: Date,
): Promise<{ position: number; coins: number } | null> {
  const [mine] = await db
    .select({ coins: raceWagers.coins, updatedAt: raceWagers.updatedAt })
    .from(raceWagers)
    .innerJoin(users, eq(users.id, raceWagers.userId))
    .where(
      and(eq(raceWagers.month, month), eq(raceWagers.userId, userId), gt(raceWagers.coins, 0), rankable(now)),
    );
  if (!mine) return null;
  const [ahead] = await db
    .select({ n: count() })
    .from(raceWagers)
    .innerJoin(users, eq(users.id, raceWagers.userId))
    .where(
      and(
        eq(raceWagers.month, month),
        rankable(now),
        or(
          gt(raceWagers.coins, mine.coins),
          and(eq(raceWagers.coins, mine.coins), lt(raceWagers.updatedAt, mine.updatedAt)),
          and(
            eq(raceWagers.coins, mine.coins),
            eq(raceWagers.updatedAt, mine.updatedAt),
            lt(raceWagers.userId, userId),
          ),
        ),
      ),
    );
  // Stryker disable next-line OptionalChaining: count() always answers one row
  return { position: (ahead?.n ?? 0) + 1, coins: mine.coins };
}
