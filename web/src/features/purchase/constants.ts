/** After Telegram says "paid", how long (and how often) we look for the bot's credit. */
export const CREDIT_POLL = { intervalMs: 700, timeoutMs: 20_000 } as const;

/** How long the "Payment Successful!" popup stays (docs/product/economy.md §9: 4 s). */
export const SUCCESS_POPUP_MS = 4_000;

/**
 * docs/product/economy.md §4, §8, §9: the crypto purchase's timings (its messages are the area's
 * catalogue's, messages/, raised as payment-failure.ts's PaymentProblem).
 */
export const CRYPTO = {
  /** After asking the wallet to switch network, before going on (docs/product/economy.md §9: 1500 ms). */
  networkSwitchWaitMs: 1_500,
  /** How long the purchase waits for its socket to connect before going on (ours: 5 s). */
  socketConnectWaitMs: 5_000,
  /** How long the server's outcome is waited for (docs/product/economy.md §9: 600,000 ms). */
  confirmationTimeoutMs: 600_000,
} as const;
