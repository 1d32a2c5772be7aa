import { type ReactNode, useEffect, useId, useRef } from "react";
import { useUiMessages } from "./messages.ts";
import { pushModalHost } from "./modal-stack.ts";

export type DialogSize = "sm" | "md" | "lg" | "xl";

const SIZES: Record<DialogSize, string> = {
  sm: "max-w-sm",
  md: "max-w-md",
  lg: "max-w-2xl",
  xl: "max-w-5xl",
};

export interface DialogProps {
  /** Accessible name, shown as the heading unless `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
  /** Optional line under the title; also the dialog's accessible description. */
  description?: ReactNode;
  /** Escape, the close control and a click on the backdrop all call this. */
  onClose(): void;
  size?: DialogSize;
  /** Extra classes for the panel (e.g. a black surface for the trailer). */
  className?: string;
  /** Label of the close control. */
  closeLabel?: string;
  children: ReactNode;
}

/**
 * The one modal of the app: a native `<dialog>` opened with `showModal()`, so the page behind it is
 * inert (focus stays inside: the trap), Escape closes it and focus returns to the opener. Render it
 * only while open; unmounting resets whatever state lives inside. Toasts raised while it is open are
 * shown inside it, above its backdrop (ui/modal-stack.ts).
 */
export function Dialog({
  title,
  hideTitle = false,
  description,
  onClose,
  size = "md",
  className,
  closeLabel,
  children,
}: DialogProps) {
  const t = useUiMessages();
  const ref = useRef<HTMLDialogElement>(null);
  const overlayHost = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // After showModal: the toaster moves into this dialog and re-shows above it (ui/modal-stack.ts).
    const releaseHost = overlayHost.current ? pushModalHost(overlayHost.current) : undefined;
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      releaseHost?.();
      document.body.style.overflow = overflow;
      if (dialog.open) dialog.close();
      opener?.focus({ preventScroll: true });
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click is a mouse shortcut; keyboards close with Escape (onCancel) or the close button.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Escape: we close by unmounting, so the parent's state stays the source of truth.
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${SIZES[size]} overflow-visible bg-transparent p-0 text-ink backdrop:bg-black/70 backdrop:backdrop-blur-sm`}
    >
      <div
        className={`relative max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-card border border-line bg-surface p-6 shadow-card sm:p-8 ${className ?? ""}`}
      >
        <button
          type="button"
          onClick={() => onCloseRef.current()}
          aria-label={closeLabel ?? t("close")}
          className="absolute top-3 end-3 grid size-9 place-items-center rounded-full text-muted transition hover:bg-raised hover:text-ink"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none" stroke="currentColor">
            <path d="M6 6l12 12M18 6L6 18" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <h2
          id={titleId}
          className={hideTitle ? "sr-only" : "pe-8 font-display text-2xl font-bold tracking-tight text-ink"}
        >
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className="mt-2 text-sm text-muted">
            {description}
          </p>
        ) : null}
        <div className={hideTitle && !description ? "" : "mt-5"}>{children}</div>
      </div>
      <div ref={overlayHost} data-overlay-host="" />
    </dialog>
  );
}
