/** Payment constants: plain values for the schema, the API and the front ends. */

/** The ways to pay for a gem pack; each is an adapter behind the payments domain (db/src/payments). */
export const PAYMENT_RAILS = ["stars", "stripe", "wert", "evm", "solana"] as const;
export type PaymentRail = (typeof PAYMENT_RAILS)[number];

/**
 * An order's states. `created`: opened, nothing paid yet. `pending`: the rail reported a payment on its
 * way (Stripe's delayed methods, a crypto transfer sent, Wert processing). `paid`: verified by the
 * server and credited once. `failed`: the rail said no, or what arrived did not match the order.
 * `cancelled`: the player gave up before paying. `expired`: nothing arrived in time. `refunded`: the
 * gems were taken back.
 */
export const PAYMENT_STATUSES = [
  "created",
  "pending",
  "paid",
  "failed",
  "cancelled",
  "expired",
  "refunded",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Telegram Stars' currency code (Stars invoices name no payment provider). */
export const STARS_CURRENCY = "XTR";
