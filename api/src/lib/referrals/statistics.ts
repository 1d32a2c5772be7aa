import { ledgerEntries, users } from "@jadeverse/db/schema";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Deps } from "../../context.ts";
import {
  RECENT_REFERRALS_LIMIT,
  REFERRAL_BONUS_REASON,
  REFERRAL_BONUS_REFERENCE_PREFIX,
} from "./constants.ts";

/**
 * A friend counts as verified once the referrer was paid the referral bonus for them: a gems entry of
 * the referrer's with reason `referral-bonus` and reference `user:<friend id>` (lib/accounts/
 * referral-bonus.ts pays it exactly when the friend's e-mail is confirmed or the friend signed up
 * through Telegram, once per friend). The friend's id is named with its table: drizzle leaves a lone
 * column unqualified, and inside the subquery `id` would mean the ledger entry's.
 */
const bonusPaid = (referrerId: number) =>
  sql<number>`exists (select 1 from ${ledgerEntries} where ${and(
    eq(ledgerEntries.userId, referrerId),
    eq(ledgerEntries.currency, "gems"),
    eq(ledgerEntries.reason, REFERRAL_BONUS_REASON),
  )} and ${ledgerEntries.reference} = ${REFERRAL_BONUS_REFERENCE_PREFIX} || ${users}.${sql.identifier(users.id.name)})`;

/** Friends the player referred, still on the books (a deleted account is no longer a referral). */
const referredBy = (userId: number) => and(eq(users.referredById, userId), isNull(users.deletedAt));

export interface ReferralStatistics {
  totalReferrals: number;
  verifiedReferrals: number;
  pendingReferrals: number;
  earnings: { totalGemsEarned: number };
  /** Verified friends out of all referred friends, in percent with one decimal (0 without referrals). */
  conversionRate: number;
  recentReferrals: { id: number; nickname: string | null; registeredAt: string; isVerified: boolean }[];
}

/**
 * `GET /users/me/referral-statistics` (spec 001 §3 "Referral statistics"): counts over the players
 * whose `referred_by_id` is the caller, earnings as the sum of the referral bonuses the ledger paid
 * the caller (a friend who later deleted their account still earned it), the newest friends first.
 */
export async function referralStatisticsFor(deps: Deps, userId: number): Promise<ReferralStatistics> {
  const orm = deps.db.orm;
  const [counts] = await orm
    .select({
      total: sql<number>`count(*)`,
      verified: sql<number>`coalesce(sum(${bonusPaid(userId)}), 0)`,
    })
    .from(users)
    .where(referredBy(userId));
  const [earned] = await orm
    .select({ gems: sql<number>`coalesce(sum(${ledgerEntries.delta}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        eq(ledgerEntries.currency, "gems"),
        eq(ledgerEntries.reason, REFERRAL_BONUS_REASON),
      ),
    );
  const recent = await orm
    .select({
      id: users.id,
      nickname: users.nickname,
      createdAt: users.createdAt,
      isVerified: bonusPaid(userId),
    })
    .from(users)
    .where(referredBy(userId))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(RECENT_REFERRALS_LIMIT);

  const total = Number(counts?.total ?? 0);
  const verified = Number(counts?.verified ?? 0);
  return {
    totalReferrals: total,
    verifiedReferrals: verified,
    pendingReferrals: total - verified,
    earnings: { totalGemsEarned: Number(earned?.gems ?? 0) },
    conversionRate: total > 0 ? Math.round((verified / total) * 1000) / 10 : 0,
    recentReferrals: recent.map((row) => ({
      id: row.id,
      nickname: row.nickname,
      registeredAt: row.createdAt.toISOString(),
      isVerified: Boolean(row.isVerified),
    })),
  };
}
