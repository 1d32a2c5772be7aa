import type { ApiClient } from "../lib/api-client.ts";
import { ROUTES } from "../lib/constants.ts";
import { WEB_INVITE } from "../lib/invite.ts";
import type { Platform } from "../lib/platform.ts";
import { shareInBrowser } from "../lib/share.ts";
import type { MainActionSlot } from "./main-action-slot.ts";

/** Buying gems on the web: card, EVM and Solana wallets (docs/product/economy.md purchases). */
export const WEB_BUY_GEMS = {
  path: `${ROUTES.dashboard}/buy-gems`,
  methods: ["card", "evm", "solana"],
} as const satisfies Platform["buyGems"];

/** Closing a tab with `beforeunload` prevented makes the browser ask first. */
function confirmClosingInBrowser(): () => void {
  const ask = (event: BeforeUnloadEvent) => event.preventDefault();
  window.addEventListener("beforeunload", ask);
  return () => window.removeEventListener("beforeunload", ask);
}

/** The browser's Platform: new tabs for links, no haptics, the main action as a page button. */
export function createWebPlatform(api: ApiClient, mainActions: MainActionSlot): Platform {
  return {
    kind: "web",
    api,
    openLink: (url) => {
      window.open(url, "_blank", "noopener,noreferrer");
    },
    haptic: () => {},
    share: shareInBrowser,
    showMainAction: (action) => mainActions.show(action),
    confirmClosing: confirmClosingInBrowser,
    hasNativeBack: false,
    buyGems: WEB_BUY_GEMS,
    invite: WEB_INVITE,
    identityProof: () => null,
    openInvoice: null,
    TonWallet: null,
    walletConnectPairing: "qr-modal",
  };
}
