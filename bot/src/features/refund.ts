import { refundStarPassCharge } from "@jadeverse/db/passes/stars";
import { refundStarPayment } from "@jadeverse/db/payments/stars";
import { isCommunityManager } from "@jadeverse/db/telegram/roles";
import { Composer } from "grammy";
import type { BotContext } from "../context.ts";
import {
  REFUND_ALREADY,
  REFUND_NO_TELEGRAM,
  REFUND_NOT_ALLOWED,
  REFUND_NOT_FOUND,
  REFUND_USAGE,
  refundDoneText,
  refundPassDoneText,
  refundSpentText,
  refundTelegramFailedText,
} from "../texts.ts";
import { refundAtTelegram } from "./refund-stars.ts";

/** A `telegram_payment_charge_id` as Telegram writes them (letters, digits, `_`, `-`, `.`). */
const CHARGE_ID = /^[\w.-]{1,128}$/;

/** `/refund <telegram_payment_charge_id>`: community managers refund a Stars payment. */
export const refundFeature = new Composer<BotContext>();

refundFeature.chatType("private").command("refund", async (ctx) => {
  if (!(await isCommunityManager(ctx.db, ctx.from.id))) {
    await ctx.reply(REFUND_NOT_ALLOWED);
    return;
  }
  const chargeId = ctx.match.trim();
  if (!CHARGE_ID.test(chargeId)) {
    await ctx.reply(REFUND_USAGE);
    return;
  }
  // A season pass charge takes its period back; any other charge is a gem pack's (its gems back).
  const pass = await refundStarPassCharge(ctx.db, { chargeId, refundAtTelegram: refundAtTelegram(ctx.api) });
  if (pass.status !== "not_found") {
    ctx.logger.info("telegram stars: pass refund", { chargeId, by: ctx.from.id, ...pass });
    switch (pass.status) {
      case "refunded":
        return void (await ctx.reply(refundPassDoneText(pass.stars, pass.days)));
      case "already_refunded":
        return void (await ctx.reply(REFUND_ALREADY));
      case "no_telegram":
        return void (await ctx.reply(REFUND_NO_TELEGRAM));
      case "telegram_refused":
        return void (await ctx.reply(refundTelegramFailedText(pass.reason)));
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
      return void (await ctx.reply(refundDoneText(outcome.stars, outcome.gems)));
    case "not_found":
      return void (await ctx.reply(REFUND_NOT_FOUND));
    case "already_refunded":
      return void (await ctx.reply(REFUND_ALREADY));
    case "no_telegram":
      return void (await ctx.reply(REFUND_NO_TELEGRAM));
    case "spent":
      return void (await ctx.reply(refundSpentText(outcome.gems)));
    case "telegram_refused":
      return void (await ctx.reply(refundTelegramFailedText(outcome.reason)));
  }
});
