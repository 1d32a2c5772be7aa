import type { Tx } from "@jadeverse/db/client";
import { LedgerError, ledger } from "@jadeverse/db/ledger";
import { enqueueNotification } from "@jadeverse/db/notifications";
import type { User } from "@jadeverse/db/users/user";
import { REFERRAL_BONUS_GEMS } from "./constants.ts";

/**
 * Pays the referrer once a referred player is verified (e-mail confirmed, or a Telegram identity).
 * Keyed by the referred player, so it can only ever be paid once per friend.
 */
export async function payReferralBonus(tx: Tx, referred: Pick<User, "id" | "referredById">): Promise<void> {
  if (!referred.referredById) return;
  try {
    const paid = await ledger.apply(tx, {
      key: `referral-bonus:${referred.id}`,
      reason: "referral-bonus",
      reference: `user:${referred.id}`,
      changes: [{ userId: referred.referredById, currency: "gems", delta: REFERRAL_BONUS_GEMS }],
    });
    if (paid.applied) {
      await enqueueNotification(tx, {
        userId: referred.referredById,
        kind: "referral_verified",
        payload: { gems: REFERRAL_BONUS_GEMS },
        dedupeKey: `referral_verified:${referred.id}`,
      });
    }
  } catch (error) {
    // A referrer whose account was deleted simply earns nothing; nothing was written.
    if (!(error instanceof LedgerError && error.code === "USER_NOT_FOUND")) throw error;
  }
}
