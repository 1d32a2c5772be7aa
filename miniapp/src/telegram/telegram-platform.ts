import type { ApiClient } from "@jadeverse/web/lib/api-client.ts";
import { ROUTES } from "@jadeverse/web/lib/constants.ts";
import type { Platform } from "@jadeverse/web/lib/platform.ts";
import { shareInBrowser } from "@jadeverse/web/lib/share.ts";
import { closingBehavior, hapticFeedback, mainButton, openLink, shareURL } from "@telegram-apps/sdk-react";

/** Buying gems in Telegram: Telegram Stars and TON (spec 001 purchases). */
export const TELEGRAM_BUY_GEMS = {
  path: `${ROUTES.dashboard}/buy-gems`,
  methods: ["stars", "ton"],
} as const satisfies Platform["buyGems"];

/** Telegram's MainButton shows the page's main action; a later action replaces an earlier one. */
function showMainButton(action: Parameters<Platform["showMainAction"]>[0]): () => void {
  mainButton.setParams.ifAvailable({
    text: action.text,
    isVisible: true,
    isEnabled: !(action.disabled ?? false),
    isLoaderVisible: action.loading ?? false,
  });
  const [, off] = mainButton.onClick.ifAvailable(() => action.onClick());
  return () => {
    off?.();
    mainButton.setParams.ifAvailable({ isVisible: false, isLoaderVisible: false });
  };
}

/** Counts the screens asking for a closing confirmation: it stays on while any of them does. */
let closingRequests = 0;

function confirmClosing(): () => void {
  closingRequests += 1;
  closingBehavior.enableConfirmation.ifAvailable();
  return () => {
    closingRequests -= 1;
    if (closingRequests === 0) closingBehavior.disableConfirmation.ifAvailable();
  };
}

/** The Mini App's Platform: links, sharing, haptics, MainButton and closing go through Telegram. */
export function createTelegramPlatform(api: ApiClient): Platform {
  return {
    kind: "telegram",
    api,
    openLink: (url) => {
      const [opened] = openLink.ifAvailable(url);
      if (!opened) window.open(url, "_blank", "noopener,noreferrer");
    },
    haptic: (kind) => {
      if (kind === "tap") hapticFeedback.impactOccurred.ifAvailable("light");
      else if (kind === "selection") hapticFeedback.selectionChanged.ifAvailable();
      else hapticFeedback.notificationOccurred.ifAvailable(kind);
    },
    share: async (data) => {
      const [shared] = shareURL.ifAvailable(data.url, data.text);
      return shared ? "shared" : shareInBrowser(data);
    },
    showMainAction: showMainButton,
    confirmClosing,
    hasNativeBack: true,
    buyGems: TELEGRAM_BUY_GEMS,
  };
}
