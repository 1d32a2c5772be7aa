import type { MessageValues } from "@jadeverse/db/i18n/message-book";
import { refundStarPassCharge } from "@jadeverse/db/passes/stars";
import { refundStarPayment } from "@jadeverse/db/payments/stars";
import { isCommunityManager } from "@jadeverse/db/telegram/roles";
import { Composer } from "grammy";
import type { BotContext } from "../context.ts";
import { type BotMessage, botMessages, senderLocale } from "../i18n.ts";
import { refundAtTelegram } from "./refund-stars.ts";

/** A `telegram_payment_charge_id` as Telegram writes them (letters, digits, `_`, `-`, `.`). */
const CHARGE_ID = /^[\w.-]{1,128}$/;

/**
 * `/refund <telegram_payment_charge_id>`: community managers refund a Stars payment. The bot answers in
 * the manager's language (`senderLocale`).
 */
export const refundFeature = new Composer<BotContext>();

refundFeature.chatType("private").command("refund", async (ctx) => {
  const locale = await senderLocale(ctx);
  const say = async (id: BotMessage, values?: MessageValues) => {
    await ctx.reply(botMessages.t(locale, id, values));
  };
  if (!(await isCommunityManager(ctx.db, ctx.from.id))) return say("refundNotAllowed");
  const chargeId = ctx.match.trim();
  if (!CHARGE_ID.test(chargeId)) return say("refundUsage");
  // A season pass charge takes its period back; any other charge is a gem pack's (its gems back).
  const pass = await refundStarPassCharge(ctx.db, { chargeId, refundAtTelegram: refundAtTelegram(ctx.api) });
  if (pass.status !== "not_found") {
    ctx.logger.info("telegram stars: pass refund", { chargeId, by: ctx.from.id, ...pass });
    switch (pass.status) {
      case "refunded":
        return say("refundPassDone", { stars: pass.stars, days: pass.days });
      case "already_refunded":
        return say("refundAlready");
      case "no_telegram":
        return say("refundNoTelegram");
      case "telegram_refused":
        return say("refundTelegramFailed", { reason: pass.reason });
    }
  }
  const outcome = await refundStarPayment(ctx.db, {
    chargeId,
    refundedBy: String(ctx.from.id),
    refundAtTelegram: refundAtTelegram(ctx.api),
  });
  ctx.logger.info("telegram stars: refund", { chargeId, by: ctx.from.id, ...outcome });
  switch (outcome.status) {
    case "refunded":
      return say("refundDone", { stars: outcome.stars, gems: outcome.gems });
    case "not_found":
      return say("refundNotFound");
    case "already_refunded":
      return say("refundAlready");
    case "no_telegram":
      return say("refundNoTelegram");
    case "spent":
      return say("refundSpent", { gems: outcome.gems });
    case "telegram_refused":
      return say("refundTelegramFailed", { reason: outcome.reason });
  }
});
