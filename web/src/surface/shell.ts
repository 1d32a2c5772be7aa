/**
 * `@jadeverse/web/shell`: what a shell mounts around the pages (the web app's own shell and the
 * Telegram Mini App): the providers and their context, the jotai store and the session, the signed-in
 * player's query, the dialog host, the toaster, the page loading and error screens, the page handle,
 * the product's name. Everything here is on every first screen already; what only a later screen needs
 * has an entry of its own (`./player`, `./navigation`, `./wallet`), so importing this one never pulls
 * it into the first load.
 */
export { DialogHost, type DialogRenderer } from "../features/dialogs/dialog-host.tsx";
export { AccessNotices } from "../features/legal/access-notices.tsx";
export { defineMessages, useMessages } from "../i18n/messages.ts";
export { richText } from "../i18n/rich-text.tsx";
export { startI18n } from "../i18n/start.ts";
export { PRODUCT_NAME } from "../lib/constants.ts";
export { usePlayer, userKeys } from "../lib/queries/users.ts";
export { createQueryClient } from "../lib/query-client.ts";
export { sessionTokenStorage } from "../lib/session-token.ts";
export { usePageHandle, usePageTitle } from "../shell/page-title.ts";
export { RouteError } from "../shell/route-error.tsx";
export { type AppContext, AppProviders } from "../state/app-providers.tsx";
export { sessionAtom } from "../state/auth.ts";
export { createSession, useSession } from "../state/session.ts";
export { createAppStore } from "../state/store.ts";
export { showToastAtom } from "../state/toasts.ts";
export { PageLoading } from "../ui/page-loading.tsx";
export { Toaster } from "../ui/toaster.tsx";
