import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { dismissToastAtom, type Toast, toastsAtom } from "../state/toasts.ts";
import { useUiMessages } from "./messages.ts";
import { subscribeModalHosts, topModalHost } from "./modal-stack.ts";

const TONES: Record<Toast["tone"], string> = {
  info: "border-line bg-raised text-ink",
  // The tone is the border and its accent; the text stays ink, which reads on the surface in every
  // theme (Telegram's own red and green do not reach 4.5:1 on every theme's surface).
  success: "border-success/70 border-s-4 border-s-success bg-surface text-ink",
  error: "border-danger/70 border-s-4 border-s-danger bg-surface text-ink",
};

function ToastItem({ toast, dismissLabel }: { toast: Toast; dismissLabel: string }) {
  const dismiss = useSetAtom(dismissToastAtom);
  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast, dismiss]);
  return (
    // The live-region role sits inside the item: an <li> with a role of its own is no list item.
    <li className="pointer-events-auto">
      <div
        role={toast.tone === "error" ? "alert" : "status"}
        className={`flex items-center gap-3 rounded-xl border px-4 py-3 text-sm font-medium shadow-card ${TONES[toast.tone]}`}
      >
        <span className="flex-1">{toast.message}</span>
        <button
          type="button"
          onClick={() => dismiss(toast.id)}
          aria-label={dismissLabel}
          className="rounded-full px-1 text-muted hover:text-ink"
        >
          ×
        </button>
      </div>
    </li>
  );
}

/**
 * Renders the toasts queued through `showToastAtom`, top centre. The list is a manual popover,
 * re-shown on every change so it is the last of the top layer. While a modal dialog is open the list
 * lives inside it (its overlay host): shown after the dialog it is above the backdrop, and as the
 * dialog's content it is not made inert by it (toast and dismiss stay usable).
 */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  // Read before any toast: a language's catalogue is then at hand when the first one shows.
  const t = useUiMessages();
  const modalHost = useSyncExternalStore(subscribeModalHosts, topModalHost, () => null);
  const ref = useRef<HTMLOListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new host remounts the list, which must be shown again.
  useEffect(() => {
    const list = ref.current;
    // A dialog closing takes the list out of the page until it re-renders into its next host.
    if (!list?.isConnected || typeof list.showPopover !== "function") return;
    if (list.matches(":popover-open")) list.hidePopover();
    if (toasts.length > 0) list.showPopover();
  }, [toasts, modalHost]);
  // No toast, no list: an empty list in a dialog is noise to assistive technology (axe's `list` rule).
  if (toasts.length === 0) return null;
  const list = (
    <ol
      ref={ref}
      popover="manual"
      aria-label={t("toasts")}
      className="pointer-events-none fixed inset-x-0 top-4 m-0 mx-auto flex w-full max-w-sm flex-col gap-2 border-0 bg-transparent p-4 [&:not(:popover-open)]:hidden"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} dismissLabel={t("dismiss")} />
      ))}
    </ol>
  );
  return modalHost ? createPortal(list, modalHost) : list;
}
