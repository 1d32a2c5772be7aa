import type { Db } from "@jadeverse/db/client";
import { findOwnOrder } from "@jadeverse/db/payments/orders";
import { createStarOrder, discardStarOrder, STARS_CURRENCY } from "@jadeverse/db/payments/stars";
import { ApiError, forbidden, notFound } from "../errors.ts";
import { formatLargeNumber } from "../number-text.ts";
import { type TelegramApi, withTelegramTimeout } from "../telegram/client.ts";

/**
 * Creates a Stars invoice for a gem pack: the payments domain opens a `created` order with a random
 * `invoice_payload`, then the Bot API's `createInvoiceLink` (XTR, one price, no provider token) makes
 * the link. The bot checks that payload in the pre-checkout query and has the gems credited on
 * `successful_payment`, through the same payments domain.
 */
export async function createStarInvoice(
  db: Db,
  telegram: TelegramApi,
  user: { id: number; telegramId: string | null },
  packId: number,
) {
  if (!user.telegramId) throw forbidden("TELEGRAM_ACCOUNT_REQUIRED");
  const opened = await createStarOrder(db, user.id, packId);
  if (!opened) throw notFound("STARS_PACK_NOT_AVAILABLE");
  const { pack } = opened;
  const paymentId = opened.order.id;
  const gems = formatLargeNumber(pack.gems);
  let invoiceLink: string;
  try {
    invoiceLink = await telegram.createInvoiceLink(
      // Within Telegram's 32 characters: the number rule writes any gem count in at most 14 ("1000000000.00T").
      `${gems} gems`,
      `${pack.name}: ${gems} gems for JadeVerse (virtual currency).`.slice(0, 255),
      opened.invoicePayload,
      "",
      STARS_CURRENCY,
      [{ label: pack.name.slice(0, 32) || "Gems", amount: pack.stars }],
      undefined,
      withTelegramTimeout(),
    );
  } catch (error) {
    // No link reached the player: the order can never be paid, so it goes.
    await discardStarOrder(db, paymentId);
    const unavailable = new ApiError(503, "TELEGRAM_UNAVAILABLE");
    unavailable.cause = error; // logged with the 5xx (grammY's messages name the method, never the token)
    throw unavailable;
  }
  return { invoiceLink, paymentId, stars: pack.stars, gems: pack.gems };
}

/** One of the player's own Stars payments (404 for anyone else's, and for other rails' orders). */
export async function starPaymentOf(db: Db, userId: number, paymentId: number) {
  const row = await findOwnOrder(db, userId, paymentId);
  if (row?.rail !== "stars") throw notFound("PAYMENT_NOT_FOUND");
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    paymentId: row.id,
    packId: row.packId,
    status: row.status,
    stars: Number(row.amount),
    gems: row.gems,
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    refundedAt: iso(row.refundedAt),
  };
}
