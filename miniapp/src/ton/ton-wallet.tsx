import { useMessages } from "@jadeverse/web/shell";
import { lazy, Suspense } from "react";
import { miniAppMessages } from "../shell/messages.ts";

const TonWalletPanel = lazy(() => import("./ton-wallet-panel.tsx"));

/**
 * The Mini App's TON wallet control (Platform.TonWallet). Its panel is loaded only when a page shows
 * it, so the first screen does not pay for it; TON Connect's UI and its wallet list only when the
 * player opens that panel (ton-wallet-panel.tsx), with the panel's own catalogue. The loading line is
 * the Mini App shell's (on the first load already).
 */
export function TonWallet() {
  const t = useMessages(miniAppMessages);
  return (
    <Suspense fallback={<p className="text-sm text-muted">{t("tonLoading")}</p>}>
      <TonWalletPanel />
    </Suspense>
  );
}
