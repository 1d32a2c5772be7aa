import { errorMessage, unwrap, usePlatform } from "@jadeverse/web/platform";
import { showToastAtom, useMessages, userKeys } from "@jadeverse/web/shell";
import { useQueryClient } from "@tanstack/react-query";
import {
  THEME,
  TonConnect,
  TonConnectButton,
  TonConnectUIProvider,
  type UIPreferences,
  useTonConnectUI,
} from "@tonconnect/ui-react";
import { useSetAtom } from "jotai";
import { useEffect } from "react";
import { tonMessages } from "./messages.ts";
import { PAYLOAD_REFRESH_MS, requestTonProof, verifyTonProof } from "./ton-proof.ts";
import type { WalletEntry } from "./wallets-list.ts";

/** Where wallets read who we are: served by the platform (api/src/lib/ton/manifest.ts). */
const MANIFEST_URL = `${window.location.origin}/tonconnect-manifest.json`;

/** TON Connect's button and the accent buttons of its modal in `accent` (a readable blue, see the panel). */
const uiPreferences = (accent: string): UIPreferences => ({
  colorsSet: {
    [THEME.LIGHT]: { connectButton: { background: accent }, accent },
    [THEME.DARK]: { connectButton: { background: accent }, accent },
  },
});

let connector: TonConnect | null = null;

/**
 * The list, held in memory, as the SDK's `walletsListSource`: a `blob:` URL it fetches without the
 * network (the Mini App's CSP allows `blob:` in `connect-src` for it), so the SDK never asks
 * config.ton.org itself and never falls back to its built-in list (logging why).
 */
function walletsListSource(wallets: readonly WalletEntry[]): string {
  return URL.createObjectURL(new Blob([JSON.stringify(wallets)], { type: "application/json" }));
}

/**
 * The app's one TON Connect connector (TON Connect UI is a singleton), made the first time the panel
 * is opened, from the wallet list just loaded: the SDK reads that list from memory and never fetches
 * one itself. Its telemetry (analytics.ton.org, with the Telegram user's id) is off.
 */
function connectorFor(wallets: readonly WalletEntry[]): TonConnect {
  connector ??= new TonConnect({
    manifestUrl: MANIFEST_URL,
    walletsListSource: walletsListSource(wallets),
    analytics: { mode: "off" },
  });
  return connector;
}

export interface TonConnectControlProps {
  wallets: readonly WalletEntry[];
  openModal: boolean;
  accent: string;
}

/**
 * TON Connect's button and modal, loaded once the player opens the TON panel and the wallet list is
 * in; `openModal` opens the wallets modal at once (the player just asked for it). Connecting runs
 * `ton_proof` with our payload and saves the address.
 */
export default function TonConnectControl({ wallets, openModal, accent }: TonConnectControlProps) {
  return (
    <TonConnectUIProvider connector={connectorFor(wallets)} uiPreferences={uiPreferences(accent)}>
      <TonConnectSession openModal={openModal} />
    </TonConnectUIProvider>
  );
}

function TonConnectSession({ openModal }: { openModal: boolean }) {
  // The panel around it has loaded the catalogue already: this never waits.
  const t = useMessages(tonMessages);
  const [ui] = useTonConnectUI();
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  const showToast = useSetAtom(showToastAtom);

  useEffect(() => {
    void requestTonProof(ui, api);
    const refresh = setInterval(() => void requestTonProof(ui, api), PAYLOAD_REFRESH_MS);
    const off = ui.onStatusChange(async (wallet) => {
      if (!wallet) return;
      try {
        const saved = await verifyTonProof(api, wallet);
        if (saved === null) return; // a restored connection: proven when it was made
        showToast({ tone: "success", message: t("saved") });
        await queryClient.invalidateQueries({ queryKey: userKeys.me() });
      } catch (error) {
        showToast({ tone: "error", message: errorMessage(error) || t("failed") });
        await ui.disconnect().catch(() => {});
        await unwrap(api.api.ton.wallet.$delete()).catch(() => {});
        void requestTonProof(ui, api);
      }
    });
    return () => {
      clearInterval(refresh);
      off();
    };
  }, [ui, api, queryClient, showToast, t]);

  useEffect(() => {
    if (!openModal) return;
    let cancelled = false;
    // A session restored from an earlier visit shows on the button (its account menu) instead.
    void ui.connectionRestored.then((restored) => {
      if (!cancelled && !restored) void ui.openModal();
    });
    return () => {
      cancelled = true;
    };
  }, [ui, openModal]);

  return <TonConnectButton />;
}
