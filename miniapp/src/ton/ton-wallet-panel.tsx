import { errorMessage, unwrap } from "@jadeverse/web/lib/api-client.ts";
import { usePlatform } from "@jadeverse/web/lib/platform.ts";
import { usePlayer, userKeys } from "@jadeverse/web/lib/queries/users.ts";
import { showToastAtom } from "@jadeverse/web/state/toasts.ts";
import { useQueryClient } from "@tanstack/react-query";
import {
  THEME,
  TonConnectButton,
  TonConnectUIProvider,
  type UIPreferences,
  useTonConnectUI,
} from "@tonconnect/ui-react";
import { useSetAtom } from "jotai";
import { useEffect, useId } from "react";
import { PAYLOAD_REFRESH_MS, requestTonProof, verifyTonProof } from "./ton-proof.ts";

/** Where wallets read who we are: served by the platform (api/src/lib/ton/manifest.ts). */
const MANIFEST_URL = `${window.location.origin}/tonconnect-manifest.json`;

/**
 * TON Connect's blue (#0098ea) under its white "Connect Wallet" is 3.1:1; a deeper blue of the same hue
 * is 5.1:1 (WCAG AA for its 15 px text), on the button and on the accent buttons of its modal.
 */
const READABLE_TON_BLUE = "#0074b3";
const TON_UI: UIPreferences = {
  colorsSet: {
    [THEME.LIGHT]: { connectButton: { background: READABLE_TON_BLUE }, accent: READABLE_TON_BLUE },
    [THEME.DARK]: { connectButton: { background: READABLE_TON_BLUE }, accent: READABLE_TON_BLUE },
  },
};

const TEXT = {
  title: "TON wallet",
  connected: (address: string) => `Connected: ${address.slice(0, 6)}…${address.slice(-4)}`,
  none: "Connect a TON wallet: it proves it is yours with a signature, nothing is sent.",
  saved: "TON wallet connected!",
  failed: "The wallet could not prove it owns this address. Please connect again.",
} as const;

/** TON Connect's button; connecting runs `ton_proof` with our payload and saves the address. */
export default function TonWalletPanel() {
  return (
    <TonConnectUIProvider manifestUrl={MANIFEST_URL} uiPreferences={TON_UI}>
      <TonWalletSection />
    </TonConnectUIProvider>
  );
}

function TonWalletSection() {
  const [ui] = useTonConnectUI();
  const { api } = usePlatform();
  const player = usePlayer();
  const queryClient = useQueryClient();
  const showToast = useSetAtom(showToastAtom);
  const titleId = useId();

  useEffect(() => {
    void requestTonProof(ui, api);
    const refresh = setInterval(() => void requestTonProof(ui, api), PAYLOAD_REFRESH_MS);
    const off = ui.onStatusChange(async (wallet) => {
      if (!wallet) return;
      try {
        const saved = await verifyTonProof(api, wallet);
        if (saved === null) return; // a restored connection: proven when it was made
        showToast({ tone: "success", message: TEXT.saved });
        await queryClient.invalidateQueries({ queryKey: userKeys.me() });
      } catch (error) {
        showToast({ tone: "error", message: errorMessage(error) || TEXT.failed });
        await ui.disconnect().catch(() => {});
        await unwrap(api.api.ton.wallet.$delete()).catch(() => {});
        void requestTonProof(ui, api);
      }
    });
    return () => {
      clearInterval(refresh);
      off();
    };
  }, [ui, api, queryClient, showToast]);

  const tonAddress = player.data?.tonAddress ?? null;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="ton-wallet"
      className="flex w-full max-w-md flex-col gap-3 rounded-2xl border border-line bg-surface p-5"
    >
      <h2 id={titleId} className="font-display text-xl font-bold">
        {TEXT.title}
      </h2>
      <p className="text-sm text-muted">{tonAddress ? TEXT.connected(tonAddress) : TEXT.none}</p>
      <TonConnectButton />
    </section>
  );
}
