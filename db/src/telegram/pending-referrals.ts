import type { Db } from "../client.ts";
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
