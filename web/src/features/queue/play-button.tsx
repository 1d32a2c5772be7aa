import { useId } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { PRODUCT_NAME } from "../../lib/constants.ts";
import { buttonClasses } from "../../ui/button.tsx";
import { playBlockedReason } from "./constants.ts";
import { queueMessages } from "./messages.ts";
import { usePlay } from "./use-play.ts";

/**
 * "Play {product}" (docs/product/platform.md §2, §4): off unless the player may play; pixel streaming opens
 * /play-pixel, otherwise it joins the queue. When it is off it says why, beside it (or, with
 * `reasonAs="tooltip"`, in a tooltip on hover and focus: the side rail) and as its accessible description;
 * inside a navigation landmark the line is for screen readers only (the page body shows it). It stays focusable
 * (`aria-disabled`, not `disabled`), so keyboards and screen readers reach the reason.
 * `className` styles the button; the reason follows it as a sibling in the parent's layout.
 */
export function PlayButton({
  label,
  className,
  reasonAs = "text",
}: {
  /** Its words when not "Play {product}". */
  label?: string;
  className?: string;
  /** "tooltip" where there is no room for a line of text (the side navigation's 80 px rail). */
  reasonAs?: "text" | "tooltip";
}) {
  const t = useMessages(queueMessages);
  const { enabled, busy, play, block } = usePlay();
  const reasonId = useId();
  const off = !enabled || busy;
  const blocked = playBlockedReason(block);
  const reason = blocked ? t(blocked) : null;
  const tooltip = reasonAs === "tooltip";
  return (
    <span className={tooltip ? "group relative" : "contents"}>
      <button
        type="button"
        data-tutorial="play"
        aria-disabled={off || undefined}
        aria-busy={busy || undefined}
        aria-describedby={reason ? reasonId : undefined}
        onClick={off ? undefined : play}
        className={`${buttonClasses("primary")} whitespace-nowrap aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:active:scale-100 ${className ?? ""}`}
      >
        {label ?? t("play", { product: PRODUCT_NAME })}
      </button>
      {reason ? (
        <span
          id={reasonId}
          data-testid="play-blocked-reason"
          role={tooltip ? "tooltip" : undefined}
          className={
            tooltip
              ? "pointer-events-none absolute bottom-0 start-full ms-3 w-56 rounded-lg border border-line bg-raised px-2.5 py-1.5 text-xs text-ink opacity-0 shadow-card transition group-hover:opacity-100 group-focus-within:opacity-100"
              : // Inside navigation (the side rail, the burger) there is no room for a line: readers still get it.
                "block text-sm text-muted [nav_&]:sr-only"
          }
        >
          {reason}
        </span>
      ) : null}
    </span>
  );
}
