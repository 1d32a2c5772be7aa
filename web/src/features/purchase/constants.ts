import { formatLargeNumber } from "../../lib/format.ts";

/** The Telegram Stars purchase panel's words (the Mini App's Purchase section; not in the spec). */
export const STARS_TEXT = {
  title: "Buy gems with Telegram Stars",
  note: "Paid in Telegram. Gems are added as soon as Telegram confirms the payment.",
  /** The buy button's accessible name holds its visible amount as shown (1,000), as WCAG 2.5.3 asks. */
  buy: (stars: number) => `Buy for ${formatLargeNumber(stars)} Stars`,
  cancelled: "Payment cancelled.",
  failed: "The payment did not go through. Nothing was charged.",
  pending: "Telegram is still processing your payment. Your gems arrive as soon as it is confirmed.",
  slow: "Payment received. Your gems arrive in a moment.",
  loadFailed: "Gem packs could not be loaded.",
  other: "Something went wrong!",
} as const;

/** After Telegram says "paid", how long (and how often) we look for the bot's credit. */
export const CREDIT_POLL = { intervalMs: 700, timeoutMs: 20_000 } as const;

/** The purchase flow's words (docs/product/economy.md §2, §8 "Payments"). */
export const PURCHASE_TEXT = {
  title: "Purchase",
  /** The pack button's name: its visible price, said with what it buys (WCAG 2.5.3, label in name). */
  buy: (name: string, price: string) => `Buy ${name} for ${price}`,
  loadFailed: "Gem packs could not be loaded.",
  pickerTitle: "Choose a payment method",
  classic: "Classic Payment",
  classicNote: "Card, Apple Pay or Google Pay",
  crypto: "Crypto Payment",
  cryptoNote: "Pay from your EVM or Solana wallet",
  confirm: "Confirm",
  backToMethods: "Back to methods",
  backToBlockchain: "Back to blockchain",
  changedMyMind: "Changed my mind",
  providerStep: "Choose a card provider",
  chainStep: "Choose a blockchain",
  tokenStep: "Choose a token",
  evm: "EVM",
  solana: "Solana",
  solanaNote: "SOL and SPL tokens",
  comingSoon: "Coming Soon",
  notAvailable: (what: string) => `${what} payments are not available on this server yet.`,
  processing: "Payment in process",
  processingNote: "Please do not reload or leave this page.",
  successTitle: "Payment Successful!",
  failedTitle: "Payment Failed",
  failedDefault: "Payment failed. Please try again.",
  initFailed: "Failed to initialize payment with backend",
  close: "Close",
} as const;

/** How long the "Payment Successful!" popup stays (docs/product/economy.md §9: 4 s). */
export const SUCCESS_POPUP_MS = 4_000;

/** docs/product/economy.md §4, §8, §9: the crypto purchase's rules and messages. */
export const CRYPTO = {
  /** After asking the wallet to switch network, before going on (docs/product/economy.md §9: 1500 ms). */
  networkSwitchWaitMs: 1_500,
  /** How long the purchase waits for its socket to connect before going on (ours: 5 s). */
  socketConnectWaitMs: 5_000,
  /** How long the server's outcome is waited for (docs/product/economy.md §9: 600,000 ms). */
  confirmationTimeoutMs: 600_000,
  cancelled: "Transaction was cancelled",
  timeout: "Payment confirmation timeout. Please contact support if funds were deducted.",
  failedDefault: "Payment failed. Please try again.",
  noTransferId: "Failed to initialize payment - no transferId received",
  insufficient: "Insufficient balance in your wallet.",
  timedOut: "Payment confirmation timed out. Please check your transaction status.",
} as const;

/** docs/product/economy.md §5, §8: the Solana purchase's own messages. */
export const SOLANA_PAYMENT = {
  connectFirst: "Please connect your Solana wallet first",
  noNetwork: "Solana network configuration not found",
  notConfigured: "Platform wallet address not configured",
} as const;

/**
 * docs/product/economy.md §8's display mapping: a message naming "Insufficient" reads as the wallet's balance, one
 * naming "timeout" as a confirmation that timed out; anything else as it is.
 */
export function displayPaymentError(message: string): string {
  if (/insufficient/i.test(message)) return CRYPTO.insufficient;
  if (/timeout/i.test(message)) return CRYPTO.timedOut;
  return message;
}
