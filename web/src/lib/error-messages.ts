import { ERROR_CODES, type ErrorCode } from "@jadeverse/api/client";

/** The spec's codes whose messages the front ends show as they are (spec 000 §8, 001 §8). */
const SPEC_CODES = [
  "USER_WITH_THIS_EMAIL_ALREADY_CREATED_ERROR",
  "VERIFICATION_TOKEN_INTERVAL_TOO_SMALL",
  "NOT_ENOUGH_GEMS_ERROR",
  "INSUFFICIENT_BALANCE_ERROR",
  "SKIN_ALREADY_OWNED_ERROR",
  "ALREADY_PLAYING",
] as const satisfies readonly ErrorCode[];

type SpecCode = (typeof SPEC_CODES)[number];

/**
 * The spec's user-facing messages for the API's error codes, in one place for the web app and the
 * Mini App, taken from the API's error catalogue (never copied). Other codes show the server's message.
 */
export const ERROR_MESSAGES = Object.fromEntries(SPEC_CODES.map((code) => [code, ERROR_CODES[code]])) as {
  readonly [C in SpecCode]: (typeof ERROR_CODES)[C];
};

/** The network failed before the server answered. */
export const NETWORK_ERROR_MESSAGE = "Network error. Please check your connection and try again.";
/** The server answered without a usable message. */
export const GENERIC_ERROR_MESSAGE = "Something went wrong! Please try again.";
/** A page's code failed to load (typically a new version was deployed meanwhile). */
export const CHUNK_ERROR_MESSAGE = "A new version of JadeVerse is available. Reload to continue.";
