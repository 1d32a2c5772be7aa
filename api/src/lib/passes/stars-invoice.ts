import { PASS_PERIOD_SECONDS } from "@jadeverse/db/enums/passes";
import { discardSubscription } from "@jadeverse/db/passes/subscriptions";
import { STARS_CURRENCY } from "@jadeverse/db/payments/stars";
import type { Deps } from "../../context.ts";
import { ApiError, forbidden } from "../errors.ts";
import { type TelegramApi, withTelegramTimeout } from "../telegram/client.ts";
import { openPass } from "./open.ts";

/**
 * A season pass in the Mini App, paid in Telegram Stars as a subscription (docs/passes.md): a pending
 * subscription with a random reference, then `createInvoiceLink` in XTR with `subscription_period`
 * 30 days and the reference as its payload. Telegram charges it every 30 days until cancelled; the
 * bot records each charge (`successful_payment`) through db/src/passes, once per charge id.
 */
export async function createPassStarInvoice(
  deps: Deps,
  telegram: TelegramApi,
  user: { id: number; telegramId: string | null },
  passId: number,
) {
  if (!user.telegramId) throw forbidden("TELEGRAM_ACCOUNT_REQUIRED");
  const { pass, subscription } = await openPass(deps, user.id, passId, "stars");
  let invoiceLink: string;
  try {
    invoiceLink = await telegram.createInvoiceLink(
      `JadeVerse ${pass.name} pass`,
      `${pass.tagline} ${pass.perks.join(" · ")}. Renews every 30 days; cancel any time in Settings.`.slice(
        0,
        255,
      ),
      subscription.reference,
      "",
      STARS_CURRENCY,
      [{ label: `${pass.name} pass, 30 days`, amount: pass.priceStars }],
      { subscription_period: PASS_PERIOD_SECONDS },
      withTelegramTimeout(),
    );
  } catch (error) {
    await discardSubscription(deps.db, subscription.id);
    const unavailable = new ApiError(503, "TELEGRAM_UNAVAILABLE");
    unavailable.cause = error;
    throw unavailable;
  }
  return { invoiceLink, subscriptionId: subscription.id, stars: pass.priceStars };
}
