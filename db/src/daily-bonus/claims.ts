import { and, desc, eq } from "drizzle-orm";
import type { Tx } from "../client.ts";
import { ledger } from "../ledger.ts";
import type { Handle } from "../queries/prepared.ts";
import { type DailyBonusClaim, dailyBonusClaims } from "../schema/daily-bonus.ts";

export type { DailyBonusClaim };

/** The ledger key of a player's bonus for a day: one credit per player per UTC day. */
export const dailyBonusKey = (userId: number, day: string) => `daily-bonus:${userId}:${day}`;

/** The player's newest claim (the streak continues from it when it was yesterday's). */
export async function latestClaim(db: Handle, userId: number): Promise<DailyBonusClaim | undefined> {
  const [row] = await db
    .select()
    .from(dailyBonusClaims)
    .where(eq(dailyBonusClaims.userId, userId))
    .orderBy(desc(dailyBonusClaims.day))
    .limit(1);
  return row;
}

export type ClaimOutcome =
  | { status: "claimed"; claim: DailyBonusClaim; balance: number }
  | { status: "already-claimed"; claim: DailyBonusClaim };

/**
 * Claims `day`'s bonus inside the caller's write transaction: the streak continues from `yesterday`'s
 * claim or starts at 1, `coinsFor(streak)` is credited through the ledger under the day's key, and the
 * day's row is written with it. A second claim of the day (a retry, a parallel request) changes
 * nothing and answers the first.
 */
export async function claimDailyBonus(
  tx: Tx,
  input: { userId: number; day: string; yesterday: string; coinsFor: (streak: number) => number },
): Promise<ClaimOutcome> {
  const { userId, day, yesterday } = input;
  const [today] = await tx
    .select()
    .from(dailyBonusClaims)
    .where(and(eq(dailyBonusClaims.userId, userId), eq(dailyBonusClaims.day, day)));
  if (today) return { status: "already-claimed", claim: today };
  const [previous] = await tx
    .select({ streak: dailyBonusClaims.streak })
    .from(dailyBonusClaims)
    .where(and(eq(dailyBonusClaims.userId, userId), eq(dailyBonusClaims.day, yesterday)));
  const streak = (previous?.streak ?? 0) + 1;
  const coins = input.coinsFor(streak);
  // The day's row is the claim's lock: a parallel claim that got here first leaves nothing to insert.
  const [claim] = await tx
    .insert(dailyBonusClaims)
    .values({ userId, day, streak, coins })
    .onConflictDoNothing()
    .returning();
  if (!claim) {
    const [first] = await tx
      .select()
      .from(dailyBonusClaims)
      .where(and(eq(dailyBonusClaims.userId, userId), eq(dailyBonusClaims.day, day)));
    if (!first) throw new Error("daily bonus: the day's claim vanished");
    return { status: "already-claimed", claim: first };
  }
  const result = await ledger.apply(tx, {
    key: dailyBonusKey(userId, day),
    reason: "daily-bonus",
    reference: `daily-bonus:${day}`,
    changes: [{ userId, currency: "coins", delta: coins }],
  });
  return { status: "claimed", claim, balance: result.balances[0]!.balance };
}
