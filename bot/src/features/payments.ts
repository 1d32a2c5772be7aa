import { Composer } from "grammy";
import type { BotContext } from "../context.ts";
import { checkPreCheckout, creditStarPayment } from "./payments-store.ts";

/**
 * Telegram Stars (ARCHITECTURE §5 "Payments"): the API creates the invoice link; here the bot answers
 * the pre-checkout query after checking payment, player and price, and credits `successful_payment`
 * exactly once (the player is told through a `payment_credited` notification row).
 */
export const paymentsFeature = new Composer<BotContext>();

paymentsFeature.on("pre_checkout_query", async (ctx) => {
  const refusal = await checkPreCheckout(ctx.db, ctx.preCheckoutQuery);
  if (refusal) {
    ctx.logger.warn("telegram stars: pre-checkout refused", { from: ctx.from.id, reason: refusal });
    await ctx.answerPreCheckoutQuery(false, { error_message: refusal });
    return;
  }
  await ctx.answerPreCheckoutQuery(true);
});

paymentsFeature.on("message:successful_payment", async (ctx) => {
  const payment = ctx.message.successful_payment;
  const outcome = await creditStarPayment(ctx.db, payment);
  const fields = { chargeId: payment.telegram_payment_charge_id, from: ctx.from?.id, ...outcome };
  if (outcome.status === "credited") ctx.logger.info("telegram stars: payment credited", fields);
  else if (outcome.status === "duplicate")
    ctx.logger.info("telegram stars: payment already credited", fields);
  // Telegram took Stars we cannot match: a community manager refunds it (`/refund <chargeId>`).
  else ctx.logger.error("telegram stars: payment not credited, refund it by hand", fields);
});
