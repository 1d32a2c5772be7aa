import { keepPendingReferral } from "@jadeverse/db/telegram/pending-referrals";
import { clearBotBlocked, telegramPlayer } from "@jadeverse/db/telegram/players";
import { Composer } from "grammy";
import type { BotContext } from "../context.ts";
import { botLocale, noteSenderLanguage } from "../i18n.ts";
import { launchKeyboard, pageDeepLink, START_PAYLOAD } from "../keyboards/launch.ts";
import { welcomeText } from "../texts.ts";

/**
 * `/start [payload]`: the welcome message and the button that opens the Mini App. A payload is
 * - a page (`wheel`, `store`, `leaderboard`, `buy-gems`, `inventory`, `settings`): the button opens the
 *   Mini App on that page (`https://t.me/<bot>/app?startapp=<page>`);
 * - a referral code (from `https://t.me/<bot>?start=<code>`): for a player without an account yet the
 *   button carries it as `startapp`, so the Mini App's Telegram sign-in (signed `start_param`)
 *   registers the referrer (the code is also kept in `telegram_pending_referrals` for a first sign-in
 *   from the menu button); an existing player is told the invite changes nothing;
 * - anything else (malformed): ignored.
 * Private chats only: Telegram offers `web_app` inline buttons only there.
 */
export const startFeature = new Composer<BotContext>();

startFeature.chatType("private").command("start", async (ctx) => {
  await clearBotBlocked(ctx.db, ctx.from.id);
  const payload = ctx.match.trim();
  const page = pageDeepLink(payload);
  let referralCode = !page && START_PAYLOAD.test(payload) ? payload : undefined;
  const existing = await telegramPlayer(ctx.db, ctx.from.id);
  await noteSenderLanguage(ctx, existing);
  // The player's chosen language, else their Telegram's (docs/i18n.md "Which language").
  const locale = botLocale(existing?.language, ctx.from.language_code);
  let note: "referralNote" | "referralAlreadyPlaying" | undefined;
  if (referralCode) {
    if (existing) {
      referralCode = undefined;
      note = "referralAlreadyPlaying";
    } else {
      note = "referralNote";
      // Kept for their first sign-in, in case they open the app from the menu button, not the link.
      await keepPendingReferral(ctx.db, ctx.from.id, referralCode.replace(/^ref[_-]?/i, ""));
    }
  }
  const keyboard = launchKeyboard({
    publicUrl: ctx.config.publicUrl,
    // BOT_USERNAME wins; otherwise the username getMe reported, so deep links always work.
    botUsername: ctx.config.username ?? ctx.me.username,
    referralCode,
    page,
    locale,
  });
  await ctx.reply(welcomeText(locale, note), {
    reply_markup: keyboard,
    link_preview_options: { is_disabled: true },
  });
});
