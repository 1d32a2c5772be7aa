import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { gemPacks } from "../schema/catalog.ts";
import { starPayments } from "../schema/telegram.ts";
import type { StarsPackPrices } from "./stars-config.ts";

/** Random bytes of an invoice payload (Telegram allows 1–128 bytes; 24 bytes → 32 characters). */
const INVOICE_PAYLOAD_BYTES = 24;

export { STAR_PAYMENT_STATUSES, type StarPaymentStatus } from "../schema/telegram.ts";

export type StarPayment = typeof starPayments.$inferSelect;

export interface StarPack {
  id: number;
  name: string;
  gems: number;
  badge: string | null;
  /** Its price in Telegram Stars. */
  stars: number;
}

/** Active gem packs that have a Stars price, in the store's order. */
export async function starPacks(db: Db, prices: StarsPackPrices): Promise<StarPack[]> {
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

export interface StarOrder {
  paymentId: number;
  /** Travels through Telegram's invoice and comes back in the pre-checkout query and the payment. */
  invoicePayload: string;
  pack: StarPack;
}

/**
 * Opens an order for a gem pack: a `created` payment row at the pack's current price with a random
 * `invoice_payload`. Null when the pack is not sold for Stars (inactive, unknown, or unpriced).
 */
export async function createStarOrder(
  db: Db,
  prices: StarsPackPrices,
  userId: number,
  packId: number,
): Promise<StarOrder | null> {
  const pack = (await starPacks(db, prices)).find((p) => p.id === packId);
  if (!pack) return null;
  const invoicePayload = randomBytes(INVOICE_PAYLOAD_BYTES).toString("base64url");
  const [payment] = await db.write((tx) =>
    tx
      .insert(starPayments)
      .values({ userId, packId: pack.id, stars: pack.stars, gems: pack.gems, invoicePayload })
      .returning({ id: starPayments.id }),
  );
  if (!payment) throw new Error("createStarOrder: insert returned nothing");
  return { paymentId: payment.id, invoicePayload, pack };
}

/** Drops an order no invoice link reached (it can never be paid); a paid one is kept. */
export async function discardStarOrder(db: Db, paymentId: number): Promise<void> {
  await db.write((tx) =>
    tx.delete(starPayments).where(and(eq(starPayments.id, paymentId), eq(starPayments.status, "created"))),
  );
}

/** One of the player's own Stars payments (undefined for anyone else's). */
export async function findStarPayment(
  db: Db,
  userId: number,
  paymentId: number,
): Promise<StarPayment | undefined> {
  const [row] = await db.orm
    .select()
    .from(starPayments)
    .where(and(eq(starPayments.id, paymentId), eq(starPayments.userId, userId)));
  return row;
}
