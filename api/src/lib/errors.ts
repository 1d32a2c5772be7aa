import type { ContentfulStatusCode } from "hono/utils/http-status";
/**
 * The error catalogue. Spec codes keep their exact names; the rest are ours.
 * Every error response is `{ "error": { "code", "message" } }`.
 */
export const ERROR_CODES = {
  // docs/product/platform.md §8 / docs/product/economy.md §8: the spec's messages, verbatim (the front
  // ends show the server's message, so these are the words players read in English)
  USER_WITH_THIS_EMAIL_ALREADY_CREATED_ERROR: "User with this email is already created.",
  VERIFICATION_TOKEN_INTERVAL_TOO_SMALL: "You must wait before sending a new email!",
  NOT_ENOUGH_GEMS_ERROR: "Not enough gems!",
  INSUFFICIENT_BALANCE_ERROR: "Insufficient balance!",
  SKIN_ALREADY_OWNED_ERROR: "Skin already owned!",
  ALREADY_PLAYING: "You already have an active game session",
  USER_HAS_NOT_VERIFIED_EMAIL: "Please verify your e-mail address before logging in.",
  USER_NOT_FOUND_ERROR: "User not found.",
  // ours
  VALIDATION_ERROR: "The request is invalid.",
  INVALID_JSON: "The request body is not valid JSON.",
  UNAUTHORIZED: "Unauthorized",
  FORBIDDEN: "Forbidden",
  NOT_FOUND: "Not found.",
  RATE_LIMITED: "Too many requests. Please try again later.",
  INVALID_CREDENTIALS: "Invalid e-mail or password.",
  INVALID_TOKEN: "Invalid or expired token.",
  INVALID_RESET_TOKEN: "Invalid or expired reset token. Please request a new password reset.",
  INVALID_OLD_PASSWORD: "Failed to change password. Please check your old password and try again.",
  PASSWORD_NOT_SET: "This account has no password yet.",
  EMAIL_ALREADY_VERIFIED: "This e-mail address is already verified.",
  INVALID_REFERRAL_CODE: "This referral code does not exist.",
  DEMO_NOT_FOUND: "No demo account with this id.",
  TELEGRAM_NOT_CONFIGURED: "Telegram login is not configured on this server.",
  INVALID_TELEGRAM_AUTH: "Telegram authentication data is invalid.",
  TELEGRAM_AUTH_EXPIRED: "Telegram authentication data has expired. Please log in again.",
  TELEGRAM_ALREADY_LINKED: "This Telegram account is linked to another player.",
  ACCOUNT_ALREADY_LINKED: "This account is already linked.",
  REAUTHENTICATION_REQUIRED: "Please confirm it is you: enter your current password.",
  INVALID_PASSWORD: "The password is not correct.",
  TELEGRAM_PROOF_REQUIRED: "Please confirm it is you: log in with Telegram again.",
  PASSWORD_CHANGED_CONCURRENTLY: "Your password was just changed in another request. Please try again.",
  DEMO_IDENTITY_LOCKED: "Demo accounts cannot change their e-mail, password or Telegram link.",
  LOGIN_TEMPORARILY_LOCKED:
    "Too many failed attempts. Please try again later, or reset your password from the login screen.",
  PLAY_NOT_ALLOWED: "Play is open to demo and beta players only.",
  NO_ACTIVE_SESSION: "No active game session. Please join through Play button.",
  SKIN_NOT_FOUND: "No skin with this id.",
  SKIN_NOT_OWNED: "You do not own this skin.",
  ITEM_NOT_FOUND: "No item with this id.",
  ITEM_NOT_OWNED: "You do not own this item.",
  ITEM_NOT_FOR_SALE: "This item is not sold in the store.",
  IDEMPOTENCY_KEY_REUSED: "This Idempotency-Key was already used for a different request.",
  GAME_SERVER_NOT_CONFIGURED: "Game-server reporting is not configured on this server.",
  INVALID_GAME_SERVER_SECRET: "The game-server secret is missing or wrong.",
  METRIC_TOTAL_OVERFLOW:
    "This round would take the player's totals past the largest exact number; it was not recorded.",
  SPIN_NOT_FOUND: "No spin with this id.",
  NOTHING_TO_SHARE: "Only a spin that won an item can be shared.",
  SHARE_NOT_AVAILABLE: "Sharing through Telegram is not available on this server.",
  TON_PROOF_PAYLOAD_INVALID:
    "This wallet connection request expired or was already used. Please connect again.",
  TON_PROOF_INVALID: "The wallet could not prove it owns this address. Please connect again.",
  CONFLICT: "The request conflicts with the current state. Please try again.",
  METHOD_NOT_ALLOWED: "Method not allowed.",
  PAYLOAD_TOO_LARGE: "The request body is too large.",
  TELEGRAM_BOT_NOT_CONFIGURED: "Telegram Stars payments are not available on this server.",
  TELEGRAM_UNAVAILABLE: "Telegram did not answer. Please try again in a moment.",
  TELEGRAM_ACCOUNT_REQUIRED: "This needs a Telegram account: open JadeVerse from Telegram.",
  STARS_PACK_NOT_AVAILABLE: "This gem pack is not sold for Telegram Stars.",
  PAYMENT_NOT_FOUND: "No payment with this id.",
  PACK_NOT_FOUND: "No gem pack with this id.",
  PAYMENT_METHOD_NOT_AVAILABLE: "This payment method is not available on this server.",
  DATABASE_BUSY: "We are very busy right now. Please try again in a moment.",
  PAYMENT_PROVIDER_UNAVAILABLE: "The payment provider did not answer. Please try again in a moment.",
  INVALID_SIGNATURE: "The signature is missing or invalid.",
  INVALID_WEBHOOK_EVENT: "The signed event is not one this endpoint can read.",
  UNSUPPORTED_NETWORK: "Unsupported network",
  TOKEN_NOT_SUPPORTED: "This token is not supported on this network.",
  WRONG_RECIPIENT: "Payments go to the platform wallet only.",
  PRICE_NOT_AVAILABLE: "Failed to fetch the price. Please try again later.",
  TRANSACTION_ALREADY_USED: "This transaction was already used for a payment.",
  PAYMENT_NOT_OPEN: "This payment is no longer open.",
  PAYMENT_IN_PROGRESS: "A transaction was sent for this payment: it can no longer be cancelled.",
  PAYMENT_SIGNATURE_INVALID: "The wallet's signature does not match this purchase. Please sign again.",
  PAYMENT_CHALLENGE_EXPIRED:
    "This purchase request is unknown or has expired. Please start the purchase again.",
  PAYMENT_CHALLENGE_USED: "This signed purchase request was already used. Please start the purchase again.",
  NOT_PRIVATE_INVESTOR: "This wallet address did not participate in the private presale.",
  NOT_PUBLIC_INVESTOR: "This wallet address did not participate in the public presale.",
  NOT_TEAM_MEMBER: "This wallet address is not part of the team allocation.",
  INVESTOR_NOT_FOUND: "Could not find investor record with either address format",
  INVALID_SIGNATURE_FORMAT: "Invalid signature format: a personal_sign signature is 0x and 130 hex digits.",
  SIGNED_MESSAGE_MISMATCH: "The signed message does not describe this change.",
  SIGNATURE_EXPIRED: "The signature is more than 5 minutes old. Please sign again.",
  SIGNATURE_REUSED: "This signature was already used. Please sign again.",
  WALLET_NOT_PROVED: "Sign the message your wallet shows to prove this wallet is yours, then try again.",
  WALLET_PROOF_UNKNOWN: "This signature request was not issued to you. Please sign again.",
  WALLET_PROOF_EXPIRED: "This signature request expired. Please sign again.",
  WALLET_PROOF_MISMATCH:
    "The signed message is not the one issued for this wallet on this site. Please sign again.",
  PRESALE_UNAVAILABLE: "Failed to load presale data from contract. Please try again.",
  STAKING_UNAVAILABLE: "Failed to load staking data from contract. Please try again.",
  INVALID_SOLANA_ADDRESS: "Invalid Solana wallet address format",
  INVALID_AIRDROP_PASSWORD: "Please check your gift card code and try again.",
  AIRDROP_PASSWORD_USED: "Each password can only be used once.",
  AIRDROP_WALLET_REGISTERED: "This wallet is already registered for the airdrop.",
  AIRDROP_NOT_OPEN: "The NFT airdrop is not open.",
  GAME_INVALID_BET: "This bet is not on the table.",
  GAME_BET_OUT_OF_LIMITS: "This bet is outside the table limits of the game.",
  GAME_ACTION_NOT_ALLOWED: "This action is not allowed in the hand as it stands.",
  GAME_ROUND_NOT_FOUND: "No game round with this id.",
  GAME_STATE_CHANGED: "The hand changed in another request. Reload it and try again.",
  BLACKJACK_HAND_OPEN: "Finish your open blackjack hand first.",
  SEED_IN_USE: "Finish your open blackjack hand before revealing its seed.",
  CRASH_NOT_CONFIGURED: "Crash is not available on this server.",
  CRASH_BETTING_CLOSED: "Bets are closed for this crash round. Wait for the next one.",
  CRASH_BET_ALREADY_PLACED: "You already have a bet on this crash round.",
  CRASH_BET_NOT_FOUND: "You have no bet on this crash round.",
  CRASH_ROUND_NOT_RUNNING: "This crash round has not started yet.",
  CRASH_ALREADY_CRASHED: "Too late: the round crashed before your cash-out.",
  CRASH_ALREADY_CASHED_OUT: "This bet was already cashed out.",
  TERMS_NOT_ACCEPTED: "Please confirm that you are 18 or older and accept the Terms before you play or buy.",
  PLAYER_ON_BREAK:
    "You are taking a break from play: games, the wheel, purchases and swaps are paused until it ends.",
  BREAK_CANNOT_SHORTEN: "A break cannot be shortened: the one you are taking ends later.",
  DAILY_BONUS_CLAIMED: "You have claimed today's bonus. The next one is ready at midnight UTC.",
  PASS_NOT_FOUND: "No season pass with this id.",
  PASSES_NOT_OFFERED: "Season passes are not on sale right now.",
  RACE_NOT_FOUND: "No finished race for this month.",
  GOLD_PASS_REQUIRED: "The weekly Gold chest is a perk of the Gold pass.",
  GOLD_CHEST_OPENED: "You opened this week's Gold chest already. The next one is ready on Monday (UTC).",
  PASS_ALREADY_HELD: "You hold this pass already and it renews. Manage it in Settings.",
  PASS_HIGHER_HELD: "You hold a higher pass already.",
  PASS_NOT_HELD: "You hold no season pass that renews.",
  PASS_NOT_BY_CARD: "You hold no season pass paid by card: a pass paid with Stars is managed in Settings.",
  CONSOLE_SECOND_FACTOR_REQUIRED: "Sign in to the console with your authenticator code.",
  CONSOLE_FACTOR_NOT_ENROLLED: "Set up your authenticator first.",
  CONSOLE_FACTOR_ENROLLED: "Your authenticator is set up already.",
  CONSOLE_ORDER_ALREADY_REFUNDED: "This order is refunded already.",
  CONSOLE_ORDER_NOT_REFUNDABLE:
    "Only an order whose payment did not match it, or one still pending, can be marked refunded by hand.",
  CONSOLE_ORDER_NOT_CREDITED: "Only a credited (paid) order's gems can be reversed.",
  CONSOLE_ORDER_NO_DEBT: "This order left no debt to resolve.",
  CONSOLE_DEBT_ALREADY_RESOLVED: "This order's debt is resolved already.",
  INVALID_SECOND_FACTOR: "This code is wrong, expired or used already.",
  ACCOUNT_LOCKED: "This account is locked. Please contact support.",
  COUNTRY_RESTRICTED:
    "JadeVerse is not available in your country. Registration, sign-in, purchases, swaps, games, the wheel and the airdrop are blocked there, as our Terms say.",
  INTERNAL_ERROR: "Internal server error",
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}

/**
 * A message written for its situation rather than its code's own (docs/i18n.md "API error messages"):
 * a message id of errors/messages/ with its values (a value may be such a text itself, a validation
 * problem inside its field's frame), and its English, which is the error's `message`. Made on the
 * server by errors/texts.ts (`errorText`); the error answer renders it in the player's language.
 */
export interface ErrorText {
  readonly id: string;
  readonly values?: Readonly<Record<string, string | number | ErrorText>>;
  readonly english: string;
}

export class ApiError extends Error {
  /** The situation's message, when the error was thrown with one (rendered in the player's language). */
  readonly text: ErrorText | undefined;

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message?: string | ErrorText,
    readonly details?: unknown,
  ) {
    super(typeof message === "object" ? message.english : (message ?? ERROR_CODES[code]));
    this.text = typeof message === "object" ? message : undefined;
  }

  toBody(): ErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.details ? { details: this.details } : {}) },
    };
  }
}

export const badRequest = (code: ErrorCode, message?: string | ErrorText, details?: unknown) =>
  new ApiError(400, code, message, details);
export const unauthorized = (code: ErrorCode = "UNAUTHORIZED", message?: string | ErrorText) =>
  new ApiError(401, code, message);
export const notFound = (code: ErrorCode = "NOT_FOUND", message?: string | ErrorText) =>
  new ApiError(404, code, message);
export const conflict = (code: ErrorCode, message?: string | ErrorText) => new ApiError(409, code, message);
export const forbidden = (code: ErrorCode = "FORBIDDEN", message?: string | ErrorText) =>
  new ApiError(403, code, message);
