/** The Telegram Stars purchase panel's words (the Mini App's Purchase section; not in the spec). */
export const STARS_TEXT = {
  title: "Buy gems with Telegram Stars",
  note: "Paid in Telegram. Gems are added as soon as Telegram confirms the payment.",
  buy: (stars: number) => `Buy for ${stars} Stars`,
  credited: (gems: string) => `${gems} gems added to your balance!`,
  cancelled: "Payment cancelled.",
  failed: "The payment did not go through. Nothing was charged.",
  pending: "Telegram is still processing your payment. Your gems arrive as soon as it is confirmed.",
  slow: "Payment received. Your gems arrive in a moment.",
  loadFailed: "Gem packs could not be loaded.",
  other: "Something went wrong!",
} as const;

/** After Telegram says "paid", how long (and how often) we look for the bot's credit. */
export const CREDIT_POLL = { intervalMs: 700, timeoutMs: 20_000 } as const;
