import { useMediaQuery } from "../../lib/use-media-query.ts";
import { KEEP_CLEAR, LAYER } from "../../ui/layers.ts";
import { useUiMessages } from "../../ui/messages.ts";
import { useSetDialog } from "../dialogs/use-dialog.ts";
import type { FeedbackMode } from "./content.ts";

/** Devices that cannot hover: a tap has no half to point at, so it means feedback (docs/product/economy.md §2). */
const TOUCH_QUERY = "(hover: none), (pointer: coarse)";

const HALF =
  "inline-flex h-9 items-center gap-1.5 px-3 text-xs font-semibold text-muted transition-colors " +
  "hover:bg-jade hover:text-canvas focus-visible:bg-jade focus-visible:text-canvas";

/**
 * The dock the button sits in: a strip across the bottom of the screen (above the device's safe area),
 * opaque, so the button covers nothing of the page: what scrolls under the strip is out of view, as
 * under the Mini App's tab bar. Its height is `--feedback-dock-height` (styles.css), which also keeps
 * the browser's scrolling into view above it and lifts a page's sticky tool row over it. The web
 * layout pads its content by FEEDBACK_CLEARANCE wherever the dock shows, so the page's end scrolls
 * clear of it. Written out whole for Tailwind.
 */
const FEEDBACK_DOCK =
  "fixed inset-x-0 bottom-0 flex h-[calc(var(--feedback-dock-height)+env(safe-area-inset-bottom,0px))] " +
  "items-center justify-end border-t border-line bg-canvas px-3 pb-[env(safe-area-inset-bottom,0px)]";
export const FEEDBACK_CLEARANCE =
  "pb-[calc(var(--feedback-dock-height)+env(safe-area-inset-bottom,0px)+0.75rem)]";

/**
 * The feedback button on every page (docs/product/economy.md §2), in its dock at the bottom right: the left half
 * opens general feedback, the right half a bug report, each lighting up under the pointer. On touch
 * screens it is one round button that opens feedback (the form can switch to a bug report). Kept tiny:
 * it ships in the landing's first load (its four texts are the ui catalogue's, on every first load), and
 * the form itself is a lazy dialog with its own catalogue. The queue badge keeps clear of the dock. The
 * web shell leaves it out over the game stream.
 */
export function FeedbackButton() {
  const t = useUiMessages();
  const setDialog = useSetDialog();
  const touch = useMediaQuery(TOUCH_QUERY);
  const open = (mode: FeedbackMode) => setDialog({ kind: "feedback", mode });

  return (
    <div {...KEEP_CLEAR} data-feedback-dock="" className={`${FEEDBACK_DOCK} ${LAYER.pageBar}`}>
      {touch ? (
        <button
          type="button"
          onClick={() => open("feedback")}
          aria-label={t("sendFeedback")}
          className="grid size-11 place-items-center rounded-full border border-line bg-surface text-jade shadow-card"
        >
          <BubbleIcon className="size-5" />
        </button>
      ) : (
        <div className="flex overflow-hidden rounded-full border border-line bg-surface shadow-card">
          <button type="button" onClick={() => open("feedback")} className={`${HALF} border-e border-line`}>
            <BubbleIcon className="size-4" />
            <HalfName shown={t("feedbackShort")} spoken={t("sendFeedback")} />
          </button>
          <button type="button" onClick={() => open("bug")} className={HALF}>
            <BugIcon className="size-4" />
            <HalfName shown={t("bugShort")} spoken={t("reportBug")} />
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * A half's word on screen ("Bug") and its name for assistive technology ("Report a bug"), which holds
 * the word in every language (web/src/ui/messages.test.ts), so a voice command naming what is seen works.
 */
function HalfName({ shown, spoken }: { shown: string; spoken: string }) {
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{spoken}</span>
    </>
  );
}

function BubbleIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="none" stroke="currentColor">
      <path d="M4 5h16v11H9l-5 4V5z" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

function BugIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="none" stroke="currentColor">
      <path
        d="M8 8h8v6a4 4 0 0 1-8 0V8zm1-3l2 3m4-3l-2 3M4 12h4m8 0h4M5 18l3-2m11 2l-3-2M5 7l3 2m11-2l-3 2"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
