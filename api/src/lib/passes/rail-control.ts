import type { PassRail } from "@jadeverse/db/enums/passes";
import { findUserById } from "@jadeverse/db/users/find";
import Stripe from "stripe";
import type { Deps } from "../../context.ts";
import { stripeRail } from "../payments/stripe-client.ts";
import { withTelegramTimeout } from "../telegram/client.ts";

/** A subscription as its rail knows it. */
export interface RailSubscription {
  userId: number;
  rail: PassRail;
  /** Stripe's `sub_…`, or the Stars subscription's first `telegram_payment_charge_id`. */
  providerRef: string;
}

/** How a rail's subscription should stop: at the end of the paid period, or now. */
export type StopWhen = "period_end" | "now";

/** Telegram's answers that mean the subscription charges no more already. */
const TELEGRAM_ALREADY_STOPPED =
  /SUBSCRIPTION_(ALREADY_)?CANCEL|CHARGE_ALREADY_REFUNDED|SUBSCRIPTION_EXPIRED/i;

/**
 * Stops a subscription's renewal at its rail (docs/passes.md "Cancelling"): Telegram's
 * `editUserStarSubscription(is_canceled)` (it renews no more; the paid period stays), or Stripe's
 * `cancel_at_period_end` (a player's cancellation) or its immediate cancel (a replaced pass, whose
 * time was carried over to the new one). Resolves once the rail confirmed; throws when it could not
 * be reached or refused (the caller answers 503, or the job tries again).
 */
export async function stopAtRail(deps: Deps, sub: RailSubscription, when: StopWhen): Promise<void> {
  if (sub.rail === "stars") {
    const api = deps.telegram?.api;
    if (!api) throw new Error("passes: no Bot API client to stop a Stars subscription");
    const user = await findUserById(deps.db.orm, sub.userId);
    if (!user?.telegramId) throw new Error("passes: the Stars subscriber has no Telegram account");
    try {
      await api.editUserStarSubscription(
        Number(user.telegramId),
        sub.providerRef,
        true,
        withTelegramTimeout(),
      );
    } catch (error) {
      if (error instanceof Error && TELEGRAM_ALREADY_STOPPED.test(error.message)) return;
      throw error;
    }
    return;
  }
  const rail = stripeRail(deps.env);
  // Stryker disable next-line ConditionalExpression: without Stripe the call below throws as well; this says why
  if (!rail) throw new Error("passes: Stripe is not configured to stop a subscription");
  try {
    if (when === "now") await rail.stripe.subscriptions.cancel(sub.providerRef);
    else await rail.stripe.subscriptions.update(sub.providerRef, { cancel_at_period_end: true });
  } catch (error) {
    // A subscription Stripe has already cancelled charges no more.
    if (error instanceof Stripe.errors.StripeInvalidRequestError && /cancel/i.test(error.message)) return;
    throw error;
  }
}
