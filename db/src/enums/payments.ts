/** A Telegram Stars payment's states: plain constants for the schema, the API and the front ends. */
export const STAR_PAYMENT_STATUSES = ["created", "paid", "refunded"] as const;
export type StarPaymentStatus = (typeof STAR_PAYMENT_STATUSES)[number];
