import type { Tx } from "@jadeverse/db/client";
import { markEmailVerified } from "@jadeverse/db/users/login";
import { payReferralBonus } from "./referral-bonus.ts";

/**
 * The one path by which an address becomes verified, whichever link proved it (verification, reset,
 * e-mail change): marks `email` verified only while it is still the account's address and not yet
 * verified, and then pays the referrer (once per friend, by the ledger's idempotency key).
 * Returns whether this call verified it.
 */
export async function markAddressVerified(tx: Tx, userId: number, email: string): Promise<boolean> {
  const verified = await markEmailVerified(tx, userId, email);
  if (!verified) return false;
  await payReferralBonus(tx, verified);
  return true;
}
