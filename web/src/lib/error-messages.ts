import { SPEC_ERROR_MESSAGES } from "@jadeverse/api/client";

/**
 * The spec's user-facing messages for the API's error codes (docs/product/platform.md §8, docs/product/economy.md §8), in one place for
 * the web app and the Mini App, taken from the API's error catalogue (never copied; only these few,
 * so the first load does not carry the whole catalogue). Other codes show the server's message, which
 * the server writes in the player's language; the network and generic fallbacks are the ui
 * catalogue's (`net`, `err`: web/src/ui/messages/).
 */
export const ERROR_MESSAGES = SPEC_ERROR_MESSAGES;
