import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { isPublicPlayer } from "../leaderboard/demo-players.ts";
import { ledgerEntries } from "../schema/ledger.ts";
import { users } from "../schema/users.ts";

/** The ledger reason under which the referral bonus is paid (api/src/lib/accounts/referral-bonus.ts). */
export const REFERRAL_BONUS_REASON = "referral-bonus";
/** The ledger reference of the bonus paid for one friend: this prefix and the friend's id. */
export const REFERRAL_BONUS_REFERENCE_PREFIX = "user:";

/**
 * A friend counts as verified once the referrer was paid the referral bonus for them: a gems entry of
 * the referrer's with reason `referral-bonus` and reference `user:<friend id>` (paid exactly when the
 * friend's e-mail is confirmed or the friend signed up through Telegram, once per friend). The
 * friend's id is named with its table: drizzle leaves a lone column unqualified, and inside the
 * subquery `id` would mean the ledger entry's.
 */
const bonusPaid = (referrerId: number) =>
  sql<number>`exists (select 1 from ${ledgerEntries} where ${and(
    eq(ledgerEntries.userId, referrerId),
    eq(ledgerEntries.currency, "gems"),
    eq(ledgerEntries.reason, REFERRAL_BONUS_REASON),
  )} and ${ledgerEntries.reference} = ${REFERRAL_BONUS_REFERENCE_PREFIX} || ${users}.${sql.identifier(users.id.name)})`;

/**
 * Friends the player referred, still on the books (a deleted account is no longer a referral) and
 * public: a demo player (demo-players.ts) is never counted as anyone's referral.
 */
const referredBy = (userId: number) =>
  and(eq(users.referredById, userId), isNull(users.deletedAt), isPublicPlayer());

export interface ReferralCounts {
  total: number;
  verified: number;
  /** Gems the ledger paid the player as referral bonuses. */
  gemsEarned: number;
}

/** How many friends the player referred, how many of them are verified, and the gems earned. */
export async function referralCounts(db: Database, userId: number): Promise<ReferralCounts> {
  const [counts] = await db
    .select({
      total: sql<number>`count(*)`,
      verified: sql<number>`coalesce(sum(${bonusPaid(userId)}), 0)`,
    })
    .from(users)
    .where(referredBy(userId));
  const [earned] = await db
    .select({ gems: sql<number>`coalesce(sum(${ledgerEntries.delta}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        eq(ledgerEntries.currency, "gems"),
        eq(ledgerEntries.reason, REFERRAL_BONUS_REASON),
      ),
    );
  return {
    total: Number(counts?.total ?? 0),
    verified: Number(counts?.verified ?? 0),
    gemsEarned: Number(earned?.gems ?? 0),
  };
}

export interface RecentReferral {
  id: number;
  nickname: string | null;
  createdAt: Date;
  isVerified: boolean;
}

/** The newest `limit` friends the player referred, newest first. */
export async function recentReferrals(
  db: Database,
  userId: number,
  limit: number,
): Promise<RecentReferral[]> {
  const rows = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      createdAt: users.createdAt,
      isVerified: bonusPaid(userId),
    })
    .from(users)
    .where(referredBy(userId))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, isVerified: Boolean(row.isVerified) }));
}
