import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { LAYER } from "../../ui/layers.ts";
import { Spinner } from "../../ui/spinner.tsx";
import { PURCHASE_TEXT as T } from "./constants.ts";

/** While a payment runs (spec 001 §2): it is in process, and the player must not reload or leave. */
export function PaymentOverlay() {
  return (
    <div
      role="alert"
      aria-busy="true"
      className={`fixed inset-0 ${LAYER.blocking} flex flex-col items-center justify-center gap-3 bg-canvas/90 px-6 text-center`}
    >
      <Spinner />
      <p className="font-display text-xl font-semibold">{T.processing}</p>
      <p className="text-muted">{T.processingNote}</p>
    </div>
  );
}

/** The failure popup titled "Payment Failed" with the reason (spec 001 §2, §8). */
export function PaymentFailedPopup({ reason, onClose }: { reason: string; onClose(): void }) {
  return (
    <Dialog title={T.failedTitle} onClose={onClose} size="sm">
      <div className="flex flex-col gap-4">
        <p className="text-muted">{reason}</p>
        <Button onClick={onClose}>{T.close}</Button>
      </div>
    </Dialog>
  );
}
