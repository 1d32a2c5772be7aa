import { useMediaQuery } from "../../lib/use-media-query.ts";
import { KEEP_CLEAR, LAYER } from "../../ui/layers.ts";
import { useSetDialog } from "../dialogs/use-dialog.ts";
import type { FeedbackMode } from "./content.ts";

/** The two halves' names (left: feedback, right: bug report). Kept here: this file is in the first load. */
const FEEDBACK_BUTTON_COPY = {
  feedback: { label: "Send feedback", short: "Feedback" },
  bug: { label: "Report a bug", short: "Bug" },
} as const;

/** Devices that cannot hover: a tap has no half to point at, so it means feedback (spec 001 §2). */
const TOUCH_QUERY = "(hover: none), (pointer: coarse)";

const HALF =
  "inline-flex h-9 items-center gap-1.5 px-3 text-xs font-semibold text-muted transition-colors " +
  "hover:bg-jade hover:text-canvas focus-visible:bg-jade focus-visible:text-canvas";

/**
 * Where the pill floats (bottom-right, above the device's safe area), and the bottom room a page
 * needs so its last content can scroll clear of it: the same offset plus the pill's tallest form
 * (the 2.75 rem round touch button; the two halves are 2.25 rem) and a 0.75 rem gap. The web layout
 * pads its content by FEEDBACK_CLEARANCE wherever the pill shows. Written out whole for Tailwind.
 */
const FEEDBACK_PLACE = "fixed right-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))]";
export const FEEDBACK_CLEARANCE = "pb-[calc(max(0.75rem,env(safe-area-inset-bottom))_+_3.5rem)]";

/**
 * The floating feedback button on every page (spec 001 §2): the left half opens general feedback,
 * the right half a bug report, each lighting up under the pointer. On touch screens it is one
 * round button that opens feedback (the form can switch to a bug report). Kept tiny: it ships in
 * the landing's first load, and the form itself is a lazy dialog. Sits in the bottom-right corner,
 * small, away from the page's main controls; the queue badge keeps clear of it. The web shell leaves it
 * out over the game stream.
 */
export function FeedbackButton() {
  const setDialog = useSetDialog();
  const touch = useMediaQuery(TOUCH_QUERY);
  const open = (mode: FeedbackMode) => setDialog({ kind: "feedback", mode });
  const place = `${FEEDBACK_PLACE} ${LAYER.floating}`;

  if (touch) {
    return (
      <button
        type="button"
        {...KEEP_CLEAR}
        onClick={() => open("feedback")}
        aria-label={FEEDBACK_BUTTON_COPY.feedback.label}
        className={`${place} grid size-11 place-items-center rounded-full border border-line bg-surface/95 text-jade shadow-card`}
      >
        <BubbleIcon className="size-5" />
      </button>
    );
  }
  return (
    <div
      {...KEEP_CLEAR}
      className={`${place} flex overflow-hidden rounded-full border border-line bg-surface/95 shadow-card backdrop-blur`}
    >
      <button
        type="button"
        onClick={() => open("feedback")}
        aria-label={FEEDBACK_BUTTON_COPY.feedback.label}
        className={`${HALF} border-r border-line`}
      >
        <BubbleIcon className="size-4" />
        {FEEDBACK_BUTTON_COPY.feedback.short}
      </button>
      <button
        type="button"
        onClick={() => open("bug")}
        aria-label={FEEDBACK_BUTTON_COPY.bug.label}
        className={HALF}
      >
        <BugIcon className="size-4" />
        {FEEDBACK_BUTTON_COPY.bug.short}
      </button>
    </div>
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
