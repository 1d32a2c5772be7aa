import type { ErrorCode } from "@jadeverse/api/client";

/**
 * The spec's user-facing messages for the API's error codes (spec 000 §8, 001 §8), in one place for
 * the web app and the Mini App. Codes without an entry show the server's message.
 */
export const ERROR_MESSAGES = {
  USER_WITH_THIS_EMAIL_ALREADY_CREATED_ERROR: "User with this email is already created.",
  VERIFICATION_TOKEN_INTERVAL_TOO_SMALL: "You must wait before sending a new email!",
  NOT_ENOUGH_GEMS_ERROR: "Not enough gems!",
  INSUFFICIENT_BALANCE_ERROR: "Insufficient balance!",
  SKIN_ALREADY_OWNED_ERROR: "Skin already owned!",
  ALREADY_PLAYING: "You already have an active game session",
} as const satisfies Partial<Record<ErrorCode, string>>;

/** The network failed before the server answered. */
export const NETWORK_ERROR_MESSAGE = "Network error. Please check your connection and try again.";
/** The server answered without a usable message. */
export const GENERIC_ERROR_MESSAGE = "Something went wrong! Please try again.";
/** A page's code failed to load (typically a new version was deployed meanwhile). */
export const CHUNK_ERROR_MESSAGE = "A new version of JadeVerse is available. Reload to continue.";
