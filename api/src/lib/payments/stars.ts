import { parseBotEnv } from "@jadeverse/bot/env";
import type { Db } from "@jadeverse/db/client";
import { gemPacks, type STAR_PAYMENT_STATUSES, starPayments, type User } from "@jadeverse/db/schema";
import { and, asc, eq } from "drizzle-orm";
import type { Api } from "grammy";
import type { Env } from "../../env.ts";
import { randomToken } from "../crypto.ts";
import { ApiError, forbidden, notFound } from "../errors.ts";
import { TELEGRAM_CALL_TIMEOUT_MS } from "../telegram/client.ts";

/** Telegram Stars' currency code; Stars invoices name no payment provider. */
export const STARS_CURRENCY = "XTR";
/** Random bytes of an invoice payload (Telegram allows 1–128 bytes; 24 bytes → 32 characters). */
const INVOICE_PAYLOAD_BYTES = 24;

const pricesByEnv = new WeakMap<Env, Map<number, number>>();

/** Per-pack Stars prices (`STARS_PACK_PRICES`, read with the bot's schema), parsed once per env. */
export function starsPrices(env: Env): Map<number, number> {
  let prices = pricesByEnv.get(env);
  if (!prices) {
    prices = parseBotEnv(env).starsPackPrices;
    pricesByEnv.set(env, prices);
  }
  return prices;
}

/** Active gem packs that have a Stars price, in the store's order. */
export async function starPacks(db: Db, prices: Map<number, number>) {
  const packs = await db.orm
    .select({ id: gemPacks.id, name: gemPacks.name, gems: gemPacks.gems, badge: gemPacks.badge })
    .from(gemPacks)
    .where(eq(gemPacks.active, true))
    .orderBy(asc(gemPacks.sortOrder), asc(gemPacks.id));
  return packs.flatMap((pack) => {
    const stars = prices.get(pack.id);
    return stars ? [{ ...pack, stars }] : [];
  });
}

/**
 * Creates a Stars invoice for a gem pack: a `created` payment row with a random `invoice_payload`, then
 * the Bot API's `createInvoiceLink` (XTR, one price, no provider token). The bot checks that payload
 * in the pre-checkout query and credits the gems on `successful_payment`.
 */
export async function createStarInvoice(
  db: Db,
  telegram: Api,
  prices: Map<number, number>,
  user: Pick<User, "id" | "telegramId">,
  packId: number,
) {
  if (!user.telegramId) throw forbidden("TELEGRAM_ACCOUNT_REQUIRED");
  const pack = (await starPacks(db, prices)).find((p) => p.id === packId);
  if (!pack) throw notFound("STARS_PACK_NOT_AVAILABLE");
  const invoicePayload = randomToken(INVOICE_PAYLOAD_BYTES);
  const [payment] = await db.write((tx) =>
    tx
      .insert(starPayments)
      .values({ userId: user.id, packId: pack.id, stars: pack.stars, gems: pack.gems, invoicePayload })
      .returning({ id: starPayments.id }),
  );
  const paymentId = payment!.id;
  let invoiceLink: string;
  try {
    invoiceLink = await telegram.createInvoiceLink(
      `${pack.gems.toLocaleString("en-US")} gems`.slice(0, 32),
      `${pack.name}: ${pack.gems.toLocaleString("en-US")} gems for JadeVerse (virtual currency).`.slice(
        0,
        255,
      ),
      invoicePayload,
      "",
      STARS_CURRENCY,
      [{ label: pack.name.slice(0, 32) || "Gems", amount: pack.stars }],
      undefined,
      // (grammY's Node typings want the abort-controller shim's AbortSignal; the native one works.)
      AbortSignal.timeout(TELEGRAM_CALL_TIMEOUT_MS) as Parameters<Api["createInvoiceLink"]>[7],
    );
  } catch (error) {
    // No link reached the player: the row can never be paid, so it goes.
    await db.write((tx) =>
      tx.delete(starPayments).where(and(eq(starPayments.id, paymentId), eq(starPayments.status, "created"))),
    );
    const unavailable = new ApiError(503, "TELEGRAM_UNAVAILABLE");
    unavailable.cause = error; // logged with the 5xx (grammY's messages name the method, never the token)
    throw unavailable;
  }
  return { invoiceLink, paymentId, stars: pack.stars, gems: pack.gems };
}

/** One of the player's own Stars payments (404 for anyone else's). */
export async function starPaymentOf(db: Db, userId: number, paymentId: number) {
  const [row] = await db.orm
    .select()
    .from(starPayments)
    .where(and(eq(starPayments.id, paymentId), eq(starPayments.userId, userId)));
  if (!row) throw notFound("PAYMENT_NOT_FOUND");
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    paymentId: row.id,
    packId: row.packId,
    status: row.status as (typeof STAR_PAYMENT_STATUSES)[number],
    stars: row.stars,
    gems: row.gems,
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    refundedAt: iso(row.refundedAt),
  };
}
