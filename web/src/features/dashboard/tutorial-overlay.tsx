import { useAtomValue } from "jotai";
import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { Button } from "../../ui/button.tsx";
import { tutorialMessages } from "./tutorial/messages.ts";
import {
  type Box,
  highlightBox,
  shouldShowTutorial,
  stepAfter,
  tipIndex,
  unionBox,
} from "./tutorial-rules.ts";
import { avatarSelectionPendingAtom } from "./tutorial-state.ts";
import { TUTORIAL_TIPS } from "./tutorial-tips.ts";
import { useTutorial, useTutorialScreen } from "./use-tutorial.ts";

/**
 * The three-tip tutorial (docs/product/platform.md §2, §4): highlights each target, x/3, Previous / Next tip / Finish /
 * Skip Tutorial; each change saved through `PATCH /api/users/me`. Only on /dashboard, wider than
 * 1300 px, not on mobile devices, and not while the welcome avatar picker is unconfirmed. It covers
 * the whole dashboard, so it is a modal dialog named by its tip's title: focus moves into it when it
 * opens, Tab stays inside, Escape skips it (closing is skipping: docs/product/platform.md §4), and focus goes back to
 * where it was when it closes.
 */
export function TutorialOverlay() {
  const t = useMessages(tutorialMessages);
  const { pathname } = useLocation();
  const { wideEnough, mobileDevice } = useTutorialScreen();
  const selectionPending = useAtomValue(avatarSelectionPendingAtom);
  const { step, setStep, ready } = useTutorial();
  const visible =
    ready && shouldShowTutorial({ path: pathname, wideEnough, mobileDevice, selectionPending, step });
  const index = tipIndex(step);
  const tip = TUTORIAL_TIPS[index];
  const rect = useTargetBox(visible ? tip?.targets : undefined);
  const dialog = useRef<HTMLElement>(null);
  const open = visible && tip !== undefined;
  useModalFocus(dialog, open);
  if (!open) return null;
  const last = index === TUTORIAL_TIPS.length - 1;
  const skip = () => setStep(stepAfter(step, "skip"));
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      skip();
    } else if (event.key === "Tab") keepTabInside(event);
  };
  return (
    <div className="fixed inset-0 z-50" data-testid="tutorial">
      {rect ? (
        <div
          aria-hidden="true"
          data-testid="tutorial-highlight"
          className="pointer-events-none fixed rounded-2xl ring-4 ring-gold shadow-[0_0_0_9999px_rgb(0_0_0/0.6)] transition-all motion-reduce:transition-none"
          style={highlightBox(rect, { width: window.innerWidth, height: window.innerHeight })}
        />
      ) : (
        <div aria-hidden="true" className="fixed inset-0 bg-black/60" />
      )}
      <section
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="tutorial-title"
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="fixed w-80 outline-none rounded-card border border-gold/50 bg-surface p-5 shadow-card"
        style={rect ? tipPlacement(rect) : { left: "50%", top: "40%" }}
      >
        <p className="text-xs font-semibold text-muted">
          {index + 1}/{TUTORIAL_TIPS.length}
        </p>
        <h2 id="tutorial-title" className="mt-1 font-display text-lg font-semibold">
          {t(tip.title)}
        </h2>
        <p className="mt-2 text-sm text-muted">{t(tip.body)}</p>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <Button variant="ghost" onClick={skip}>
            {t("skip")}
          </Button>
          <div className="ms-auto flex gap-2">
            {index > 0 ? (
              <Button variant="secondary" onClick={() => setStep(stepAfter(step, "previous"))}>
                {t("previous")}
              </Button>
            ) : null}
            <Button onClick={() => setStep(stepAfter(step, "next"))}>{t(last ? "finish" : "next")}</Button>
          </div>
        </div>
      </section>
    </div>
  );
}

/** While `open`: focus into the dialog, and back to the element that had it once the dialog closes. */
function useModalFocus(dialog: RefObject<HTMLElement | null>, open: boolean) {
  useEffect(() => {
    if (!open) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.focus();
    return () => {
      if (before?.isConnected) before.focus();
    };
  }, [dialog, open]);
}

/** Tab and Shift+Tab cycle through the dialog's enabled buttons instead of leaving it. */
function keepTabInside(event: KeyboardEvent<HTMLElement>) {
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>("button:not([disabled])")];
  const first = controls[0];
  const lastControl = controls.at(-1);
  if (!first || !lastControl) return event.preventDefault();
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    lastControl.focus();
  } else if (!event.shiftKey && active === lastControl) {
    event.preventDefault();
    first.focus();
  }
}

/** The tip card's width and the room it needs, px (matches `w-80` and its content). */
const TIP_CARD = { width: 320, height: 240, gap: 16 } as const;

/** Below the target when it fits, else beside it; always inside the window. */
function tipPlacement(rect: Box): { left: number; top: number } {
  const { width, height, gap } = TIP_CARD;
  const fitsBelow = rect.top + rect.height + gap + height <= window.innerHeight;
  const left = fitsBelow ? rect.left : rect.left + rect.width + gap;
  const top = fitsBelow ? rect.top + rect.height + gap : rect.top + rect.height / 2 - height / 2;
  return {
    left: Math.min(Math.max(gap, left), window.innerWidth - width - gap),
    top: Math.min(Math.max(gap, top), window.innerHeight - height - gap),
  };
}

/** The on-screen box around every shown element of `targets`, followed across resizes and scrolls. */
function useTargetBox(targets: readonly string[] | undefined): Box | null {
  const [box, setBox] = useState<Box | null>(null);
  const key = targets?.join(",");
  useEffect(() => {
    if (!key) return setBox(null);
    const measure = () => {
      const shown = [...document.querySelectorAll(key)].filter(
        (element) => element.getClientRects().length > 0,
      );
      setBox(unionBox(shown.map((element) => element.getBoundingClientRect())));
    };
    measure();
    window.addEventListener("resize", measure);
    window.addEventListener("scroll", measure, { passive: true });
    return () => {
      window.removeEventListener("resize", measure);
      window.removeEventListener("scroll", measure);
    };
  }, [key]);
  return box;
}
