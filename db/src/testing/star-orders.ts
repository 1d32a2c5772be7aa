import { expect } from "vitest";
import { createStarOrder, creditStarPayment } from "../payments/stars.ts";
import { db, newPlayer } from "./payment-edges.ts";

// What the Stars suites share (db/src/payments/stars*.test.ts), on the database `usePaymentEdges()`
// opened: players with a Stars order for pack 1 (400 gems for 100 Stars), Telegram's
// `successful_payment` for it, and orders paid that way.
let lastTelegramId = 7_000_000;
let lastCharge = 0;

/** A Telegram charge id no payment used yet. */
export const newChargeId = () => `stxCharge-${++lastCharge}`;

/** A player (a Telegram one unless told otherwise) with a fresh Stars order for pack 1. */
export async function starOrder(withTelegram = true) {
  const telegramId = String(++lastTelegramId);
  const userId = await newPlayer(withTelegram ? telegramId : undefined);
  const opened = (await createStarOrder(db, userId, 1))!;
  return { userId, telegramId, order: opened.order, payload: opened.invoicePayload };
}

/** Telegram's `successful_payment` for `payload`: 100 Stars unless told otherwise. */
export const starPayment = (
  payload: string,
  chargeId: string,
  totalAmount = 100,
  providerChargeId: string | undefined = "",
) => ({ invoicePayload: payload, currency: "XTR", totalAmount, chargeId, providerChargeId });

/** A Stars order its player paid in full (400 gems credited), with its charge id. */
export async function paidStarOrder(withTelegram = true) {
  const opened = await starOrder(withTelegram);
  const chargeId = newChargeId();
  expect((await creditStarPayment(db, starPayment(opened.payload, chargeId))).status).toBe("credited");
  return { ...opened, chargeId };
}
