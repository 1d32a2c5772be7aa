import { useEffect, useRef } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { formatLargeNumber } from "../../lib/format.ts";
import { Button } from "../../ui/button.tsx";
import { CurrencyIcon } from "../../ui/currency-icon.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { LAYER } from "../../ui/layers.ts";
import { Spinner } from "../../ui/spinner.tsx";
import { SUCCESS_POPUP_MS } from "./constants.ts";
import { purchaseMessages } from "./messages.ts";
import { failureText, type PaymentFailure } from "./payment-failure.ts";

/** While a payment runs (docs/product/economy.md §2): it is in process, and the player must not reload or leave. */
export function PaymentOverlay() {
  const t = useMessages(purchaseMessages);
  return (
    <div
      role="alert"
      aria-busy="true"
      className={`fixed inset-0 ${LAYER.blocking} flex flex-col items-center justify-center gap-3 bg-canvas/90 px-6 text-center`}
    >
      <Spinner />
      <p className="font-display text-xl font-semibold">{t("processing")}</p>
      <p className="text-muted">{t("processingNote")}</p>
    </div>
  );
}

/** The failure popup titled "Payment Failed" with the reason (docs/product/economy.md §2, §8). */
export function PaymentFailedPopup({ reason, onClose }: { reason: PaymentFailure; onClose(): void }) {
  const t = useMessages(purchaseMessages);
  return (
    <Dialog title={t("failedTitle")} onClose={onClose} size="sm">
      <div className="flex flex-col gap-4">
        <p className="text-muted">{failureText(reason, t)}</p>
        <Button onClick={onClose}>{t("close")}</Button>
      </div>
    </Dialog>
  );
}

/** "Payment Successful!" with "+N Gems" (docs/product/economy.md §2), closing by itself after 4 s (docs/product/economy.md §9). */
export function PaymentSuccessPopup({ gems, onClose }: { gems: number; onClose(): void }) {
  const t = useMessages(purchaseMessages);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const timer = setTimeout(() => close.current(), SUCCESS_POPUP_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Dialog title={t("successTitle")} onClose={onClose} size="sm">
      <div className="flex flex-col items-center gap-4">
        <p data-testid="popup-gems" className="flex items-center gap-2 font-display text-3xl font-bold">
          <CurrencyIcon currency="gems" className="size-7" />
          {t("successGems", { gems: formatLargeNumber(gems), count: gems })}
        </p>
        <Button className="w-full" onClick={onClose}>
          {t("close")}
        </Button>
      </div>
    </Dialog>
  );
}
