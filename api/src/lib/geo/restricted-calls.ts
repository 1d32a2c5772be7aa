/**
 * The calls that play or buy (docs/security.md "18+", "Taking a break"): refused to a player who has
 * not accepted the Terms or is taking a break (middleware/play-eligibility.ts). A new round of every
 * game (a streamed game's queue included), the wheel, the daily bonus, gem purchases on every rail,
 * the swap.
 */
export const PLAY_AND_BUY_CALLS: readonly string[] = [
  "/finance/gems-to-coins",
  "/payments/stars/invoice",
  "/stripe/create-payment-link",
  "/passes/stars-invoice",
  "/passes/checkout",
  "/v1/crypto/initialize-payment",
  "/v1/crypto/payment-request",
  "/v1/solana/initialize-payment",
  "/v1/wert/initialize-payment",
  "/games/roulette/spin",
  "/games/baccarat/deal",
  "/games/slots/spin",
  "/games/blackjack/deal",
  "/games/crash/bet",
  "/wheel/spin",
  "/daily-bonus/claim",
  "/queue/join",
];

/**
 * The calls the restricted-countries rule guards (middleware/restricted-countries.ts; POST, paths
 * under /api): sign-up and every sign-in, every call that plays or buys, the airdrop claim. Webhooks
 * (the rails' own servers), cash-outs and open hands (what a player owns) are not among them.
 */
export const RESTRICTED_CALLS: readonly string[] = [
  "/auth/register",
  "/auth/login",
  "/auth/login-demo",
  "/auth/telegram-login",
  "/auth/telegram-miniapp",
  ...PLAY_AND_BUY_CALLS,
  "/private-reward-airdrop/register",
];
