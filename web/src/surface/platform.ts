/**
 * `@jadeverse/web/platform`: the contract a shell implements for the screens (`Platform`, provided
 * through `AppProviders`), the API client the screens call through and its helpers, and the pieces a
 * shell's platform builds on (the invite links, the browser's share sheet).
 */
export { type ApiClient, errorMessage, isApiError, type Transport, unwrap } from "../lib/api-client.ts";
export { TELEGRAM_INVITE } from "../lib/invite.ts";
export { type InvoiceOutcome, type Platform, usePlatform } from "../lib/platform.ts";
export { shareInBrowser } from "../lib/share.ts";
