import { Composer } from "grammy";
import type { BotContext } from "../context.ts";
import { launchKeyboard, START_PAYLOAD } from "../keyboards/launch.ts";
import { REFERRAL_NOTE, WELCOME_TEXT } from "../texts.ts";

/**
 * `/start [payload]`: the welcome message and the button that opens the Mini App. A payload is a
 * referral code (from `https://t.me/<bot>?start=<code>`); a malformed one is ignored.
 * Private chats only: Telegram offers `web_app` inline buttons only there.
 */
export const startFeature = new Composer<BotContext>();

startFeature.chatType("private").command("start", async (ctx) => {
  const payload = ctx.match.trim();
  const referralCode = START_PAYLOAD.test(payload) ? payload : undefined;
  const keyboard = launchKeyboard({
    publicUrl: ctx.config.publicUrl,
    // BOT_USERNAME wins; otherwise the username getMe reported, so referral links always work.
    botUsername: ctx.config.username ?? ctx.me.username,
    referralCode,
  });
  const text = referralCode ? `${WELCOME_TEXT}\n\n${REFERRAL_NOTE}` : WELCOME_TEXT;
  await ctx.reply(text, { reply_markup: keyboard, link_preview_options: { is_disabled: true } });
});
