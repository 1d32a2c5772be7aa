import { recentReferrals, referralCounts } from "@jadeverse/db/referrals/statistics";
import type { Deps } from "../../context.ts";
import { RECENT_REFERRALS_LIMIT } from "./constants.ts";

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
 * `GET /users/me/referral-statistics` (docs/product/economy.md §3 "Referral statistics"): counts over the public
 * players whose `referred_by_id` is the caller (demo players are never counted), earnings as the sum
 * of the referral bonuses the ledger paid the caller (a friend who later deleted their account still
 * earned it), the newest friends first.
 */
export async function referralStatisticsFor(deps: Deps, userId: number): Promise<ReferralStatistics> {
  const [counts, recent] = await Promise.all([
    referralCounts(deps.db.orm, userId),
    recentReferrals(deps.db.orm, userId, RECENT_REFERRALS_LIMIT),
  ]);
  return {
    totalReferrals: counts.total,
    verifiedReferrals: counts.verified,
    pendingReferrals: counts.total - counts.verified,
    earnings: { totalGemsEarned: counts.gemsEarned },
    conversionRate: counts.total > 0 ? Math.round((counts.verified / counts.total) * 1000) / 10 : 0,
    recentReferrals: recent.map((row) => ({
      id: row.id,
      nickname: row.nickname,
      registeredAt: row.createdAt.toISOString(),
      isVerified: row.isVerified,
    })),
  };
}
