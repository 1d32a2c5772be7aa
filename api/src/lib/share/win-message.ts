import type { Db } from "@jadeverse/db/client";
import { spinToShare } from "@jadeverse/db/share/win";
import type { Api } from "grammy";
import type { InlineQueryResultArticle } from "grammy/types";
import { ApiError } from "../errors.ts";

/** What a shared win looks like in the chat it is sent to (Telegram's prepared inline message). */
export function winArticle(
  spin: { id: number; rewardLabel: string; itemRarity: string | null },
  link: string,
) {
  const rarity = spin.itemRarity ? `${spin.itemRarity.toLowerCase()} ` : "";
  return {
    type: "article",
    id: `win-${spin.id}`,
    title: `I won ${spin.rewardLabel} on JadeVerse!`,
    description: "Share your win from the Wheel of Fortune",
    input_message_content: {
      message_text: `🎉 I just won ${rarity}${spin.rewardLabel} on the JadeVerse Wheel of Fortune! Spin with me:`,
    },
    reply_markup: { inline_keyboard: [[{ text: "🎰 Play JadeVerse", url: link }]] },
  } satisfies InlineQueryResultArticle;
}

let botUsername: Promise<string> | undefined;

/** The bot's username for the link: BOT_USERNAME, else asked once from Telegram. */
function usernameOf(api: Api, configured: string | undefined): Promise<string> {
  if (configured) return Promise.resolve(configured.replace(/^@/, ""));
  botUsername ??= api.getMe().then((me) => me.username);
  return botUsername;
}

/**
 * Prepares the player's item win for Telegram's `shareMessage` (Bot API `savePreparedInlineMessage`):
 * only their own spin that won an item, only for a player with a Telegram account. The message's
 * button opens the Mini App with the player's referral code, so a friend who joins counts.
 */
export async function prepareWinMessage(
  db: Db,
  api: Api,
  configuredUsername: string | undefined,
  userId: number,
  spinId: number,
): Promise<{ preparedMessageId: string; expiresAt: string }> {
  const row = await spinToShare(db.orm, userId, spinId);
  if (!row) throw new ApiError(404, "SPIN_NOT_FOUND");
  if (row.rewardType !== "nft") throw new ApiError(400, "NOTHING_TO_SHARE");
  if (!row.telegramId) throw new ApiError(400, "TELEGRAM_ACCOUNT_REQUIRED");
  const username = await usernameOf(api, configuredUsername);
  const link = `https://t.me/${username}?startapp=${encodeURIComponent(row.referralCode)}`;
  const prepared = await api.savePreparedInlineMessage(Number(row.telegramId), winArticle(row, link), {
    allow_user_chats: true,
    allow_group_chats: true,
    allow_channel_chats: true,
  });
  return {
    preparedMessageId: prepared.id,
    expiresAt: new Date(prepared.expiration_date * 1000).toISOString(),
  };
}
