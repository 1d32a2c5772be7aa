import type { ApiClient, InvoiceOutcome, Platform } from "@jadeverse/web/platform";
import { shareInBrowser, TELEGRAM_INVITE } from "@jadeverse/web/platform";
import { ROUTES } from "@jadeverse/web/routes";
import {
  closingBehavior,
  hapticFeedback,
  invoice,
  mainButton,
  openLink,
  shareMessage,
  shareURL,
} from "@telegram-apps/sdk-react";
import { TonWallet } from "../ton/ton-wallet.tsx";

/**
 * Buying gems in Telegram: Telegram Stars only, as Telegram's rules for digital goods require (the
 * TON wallet connects for identity, never to pay for gems).
 */
export const TELEGRAM_BUY_GEMS = {
  path: `${ROUTES.dashboard}/buy-gems`,
  methods: ["stars"],
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

const OUTCOMES = new Set<InvoiceOutcome>(["paid", "cancelled", "failed", "pending"]);

/** Telegram's payment sheet for an invoice link (`https://t.me/$…`); how it closed. */
async function openStarsInvoice(invoiceLink: string): Promise<InvoiceOutcome> {
  if (!invoice.open.isAvailable())
    throw new Error("This Telegram version cannot open invoices. Please update Telegram.");
  const status = await invoice.open(invoiceLink, "url");
  return OUTCOMES.has(status as InvoiceOutcome) ? (status as InvoiceOutcome) : "failed";
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
export function createTelegramPlatform(api: ApiClient, rawInitData: string): Platform {
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
      // A prepared message where the client has `shareMessage`; the link when preparing fails.
      const preparedId =
        data.prepared && shareMessage.isAvailable() ? await data.prepared().catch(() => null) : null;
      if (preparedId) {
        // Declining in Telegram's dialog rejects: that is the player's answer, not a reason to ask again.
        return shareMessage(preparedId).then(
          () => "shared" as const,
          () => "failed" as const,
        );
      }
      const [shared] = shareURL.ifAvailable(data.url, data.text);
      return shared ? "shared" : shareInBrowser(data);
    },
    showMainAction: showMainButton,
    confirmClosing,
    hasNativeBack: true,
    buyGems: TELEGRAM_BUY_GEMS,
    invite: TELEGRAM_INVITE,
    identityProof: () => ({ telegramInitData: rawInitData }),
    openInvoice: openStarsInvoice,
    TonWallet,
    walletConnectPairing: "app-links",
  };
}
