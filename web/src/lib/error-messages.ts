import { SPEC_ERROR_MESSAGES } from "@jadeverse/api/client";

/**
 * The spec's user-facing messages for the API's error codes (docs/product/platform.md §8, docs/product/economy.md §8), in one place for
 * the web app and the Mini App, taken from the API's error catalogue (never copied; only these few,
 * so the first load does not carry the whole catalogue). Other codes show the server's message.
 */
export const ERROR_MESSAGES = SPEC_ERROR_MESSAGES;

/** The network failed before the server answered. */
export const NETWORK_ERROR_MESSAGE = "Network error. Please check your connection and try again.";
/** The server answered without a usable message. */
export const GENERIC_ERROR_MESSAGE = "Something went wrong! Please try again.";
/** A page's code failed to load (typically a new version was deployed meanwhile). */
export const CHUNK_ERROR_MESSAGE = "A new version of JadeVerse is available. Reload to continue.";
