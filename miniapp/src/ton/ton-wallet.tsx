import { lazy, Suspense } from "react";

const TonWalletPanel = lazy(() => import("./ton-wallet-panel.tsx"));

/**
 * The Mini App's TON wallet control (Platform.TonWallet). Its panel is loaded only when a page shows
 * it, so the first screen does not pay for it; TON Connect's UI and its wallet list only when the
 * player opens that panel (ton-wallet-panel.tsx).
 */
export function TonWallet() {
  return (
    <Suspense fallback={<p className="text-sm text-muted">Loading TON wallet…</p>}>
      <TonWalletPanel />
    </Suspense>
  );
}
