import { lazy, Suspense } from "react";

const TonWalletPanel = lazy(() => import("./ton-wallet-panel.tsx"));

/**
 * The Mini App's TON wallet control (Platform.TonWallet). TON Connect's UI is loaded only when a page
 * shows it, so the first screen does not pay for it.
 */
export function TonWallet() {
  return (
    <Suspense fallback={<p className="text-sm text-muted">Loading TON Connect…</p>}>
      <TonWalletPanel />
    </Suspense>
  );
}
