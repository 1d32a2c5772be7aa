import { eq } from "drizzle-orm";
import type { Db, Tx } from "../client.ts";
import type { Handle } from "../queries/prepared.ts";
import { telegramPendingReferrals } from "../schema/telegram.ts";

/**
 * Keeps the referral code a Telegram user brought to the bot (`/start <code>`) before they had an
 * account, for their first Mini App sign-in when its own launch carries none (they opened the app from
 * the menu button). A newer code replaces an older one.
 */
export async function keepPendingReferral(
  db: Db,
  telegramId: number | string,
  referralCode: string,
): Promise<void> {
  const row = { telegramId: String(telegramId), referralCode };
  await db.write((tx) =>
    tx
      .insert(telegramPendingReferrals)
      .values(row)
      .onConflictDoUpdate({ target: telegramPendingReferrals.telegramId, set: { referralCode } }),
  );
}

/** How long a code brought to the bot waits for the player's first sign-in. */
export const PENDING_REFERRAL_DAYS = 30;

/** The code waiting for this Telegram user's first sign-in, unless it is older than the limit. */
export async function pendingReferralCode(
  db: Handle,
  telegramId: string,
  now: Date = new Date(),
): Promise<string | undefined> {
  const [row] = await db
    .select({ code: telegramPendingReferrals.referralCode, createdAt: telegramPendingReferrals.createdAt })
    .from(telegramPendingReferrals)
    .where(eq(telegramPendingReferrals.telegramId, telegramId));
  if (!row || now.getTime() - row.createdAt.getTime() > PENDING_REFERRAL_DAYS * 86_400_000) return undefined;
  return row.code;
}

/** Forgets the code once the player has an account (in the sign-up's write transaction). */
export async function deletePendingReferral(tx: Tx, telegramId: string): Promise<void> {
  await tx.delete(telegramPendingReferrals).where(eq(telegramPendingReferrals.telegramId, telegramId));
}
