import { checkPassPreCheckout, isPassPayload, recordStarCharge } from "@jadeverse/db/passes/stars";
import { checkStarPreCheckout, creditStarPayment } from "@jadeverse/db/payments/stars";
import { Composer } from "grammy";
import type { BotContext } from "../context.ts";
import { senderLocale } from "../i18n.ts";
import { preCheckoutErrorText } from "../texts.ts";

/**
 * Telegram Stars (docs/architecture.md §5 "Payments"): the API creates the invoice link; here the bot answers
 * the pre-checkout query after the payments domain checked payment, player and price, and has
 * `successful_payment` credited exactly once (the player is told through a `payment_credited`
 * notification row).
 */
export const paymentsFeature = new Composer<BotContext>();

paymentsFeature.on("pre_checkout_query", async (ctx) => {
  const query = ctx.preCheckoutQuery;
  const input = {
    telegramId: query.from.id,
    currency: query.currency,
    totalAmount: query.total_amount,
    invoicePayload: query.invoice_payload,
  };
  // A season pass's first period (docs/passes.md), or a gem pack.
  const refusal = (await isPassPayload(ctx.db, query.invoice_payload))
    ? await checkPassPreCheckout(ctx.db, input)
    : await checkStarPreCheckout(ctx.db, input);
  if (refusal) {
    // The log in English (our own); the buyer reads it in their language (docs/i18n.md "The bot").
    const reason = preCheckoutErrorText("en", refusal);
    ctx.logger.warn("telegram stars: pre-checkout refused", { from: ctx.from.id, reason });
    const message = preCheckoutErrorText(await senderLocale(ctx), refusal);
    await ctx.answerPreCheckoutQuery(false, { error_message: message });
    return;
  }
  await ctx.answerPreCheckoutQuery(true);
});

paymentsFeature.on("message:successful_payment", async (ctx) => {
  const payment = ctx.message.successful_payment;
  if (await isPassPayload(ctx.db, payment.invoice_payload)) {
    // A season pass period: the first one or a renewal (`is_recurring`), once per charge id.
    const charged = await recordStarCharge(ctx.db, {
      invoicePayload: payment.invoice_payload,
      currency: payment.currency,
      totalAmount: payment.total_amount,
      chargeId: payment.telegram_payment_charge_id,
    });
    const fields = {
      chargeId: payment.telegram_payment_charge_id,
      from: ctx.from?.id,
      recurring: payment.is_recurring === true,
      expires: payment.subscription_expiration_date ?? null,
      status: charged.status,
    };
    if (charged.status === "credited" || charged.status === "duplicate")
      ctx.logger.info("telegram stars: season pass charge", fields);
    else ctx.logger.error("telegram stars: season pass charge not recorded, refund it by hand", fields);
    return;
  }
  const outcome = await creditStarPayment(ctx.db, {
    invoicePayload: payment.invoice_payload,
    currency: payment.currency,
    totalAmount: payment.total_amount,
    chargeId: payment.telegram_payment_charge_id,
    providerChargeId: payment.provider_payment_charge_id,
  });
  const fields = { chargeId: payment.telegram_payment_charge_id, from: ctx.from?.id, ...outcome };
  if (outcome.status === "credited") ctx.logger.info("telegram stars: payment credited", fields);
  else if (outcome.status === "duplicate")
    ctx.logger.info("telegram stars: payment already credited", fields);
  // Telegram took Stars we cannot match: a community manager refunds it (`/refund <chargeId>`).
  else ctx.logger.error("telegram stars: payment not credited, refund it by hand", fields);
});
