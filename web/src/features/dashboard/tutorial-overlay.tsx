import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { BREAKPOINTS } from "../../lib/constants.ts";
import { useMediaQuery } from "../../lib/use-media-query.ts";
import { Button } from "../../ui/button.tsx";
import { TUTORIAL_TIPS } from "./constants.ts";
import { shouldShowTutorial, stepAfter, tipIndex } from "./tutorial-rules.ts";
import { avatarSelectionPendingAtom } from "./tutorial-state.ts";
import { useTutorial } from "./use-tutorial.ts";

/** Phones and tablets: a coarse primary pointer (spec 000 §2 "hidden … on mobile devices"). */
const MOBILE_DEVICE_QUERY = "(pointer: coarse)";

/**
 * The three-tip tutorial (spec 000 §2, §4): highlights each target, x/3, Previous / Next tip / Finish /
 * Skip Tutorial; each change saved through `PATCH /api/users/me`. Only on /dashboard, wider than
 * 1300 px, not on mobile devices, and not while the welcome avatar picker is unconfirmed.
 */
export function TutorialOverlay() {
  const { pathname } = useLocation();
  const wideEnough = useMediaQuery(`(min-width: ${BREAKPOINTS.tutorialCutoff + 1}px)`);
  const mobileDevice = useMediaQuery(MOBILE_DEVICE_QUERY);
  const selectionPending = useAtomValue(avatarSelectionPendingAtom);
  const { step, setStep, ready } = useTutorial();
  const visible =
    ready && shouldShowTutorial({ path: pathname, wideEnough, mobileDevice, selectionPending, step });
  const index = tipIndex(step);
  const tip = TUTORIAL_TIPS[index];
  const rect = useTargetRect(visible ? tip?.target : undefined);
  if (!visible || !tip) return null;
  const last = index === TUTORIAL_TIPS.length - 1;
  return (
    <div className="fixed inset-0 z-50" data-testid="tutorial">
      {rect ? (
        <div
          aria-hidden="true"
          className="pointer-events-none fixed rounded-2xl ring-4 ring-gold shadow-[0_0_0_9999px_rgb(0_0_0/0.6)] transition-all"
          style={{ left: rect.left - 6, top: rect.top - 6, width: rect.width + 12, height: rect.height + 12 }}
        />
      ) : (
        <div aria-hidden="true" className="fixed inset-0 bg-black/60" />
      )}
      <section
        role="dialog"
        aria-modal="false"
        aria-labelledby="tutorial-title"
        className="fixed w-80 rounded-card border border-gold/50 bg-surface p-5 shadow-card"
        style={rect ? tipPlacement(rect) : { left: "50%", top: "40%" }}
      >
        <p className="text-xs font-semibold text-muted">
          {index + 1}/{TUTORIAL_TIPS.length}
        </p>
        <h2 id="tutorial-title" className="mt-1 font-display text-lg font-semibold">
          {tip.title}
        </h2>
        <p className="mt-2 text-sm text-muted">{tip.body}</p>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <Button variant="ghost" onClick={() => setStep(stepAfter(step, "skip"))}>
            Skip Tutorial
          </Button>
          <div className="ml-auto flex gap-2">
            {index > 0 ? (
              <Button variant="secondary" onClick={() => setStep(stepAfter(step, "previous"))}>
                Previous
              </Button>
            ) : null}
            <Button onClick={() => setStep(stepAfter(step, "next"))}>{last ? "Finish" : "Next tip"}</Button>
          </div>
        </div>
      </section>
    </div>
  );
}

/** The tip card's width and the room it needs, px (matches `w-80` and its content). */
const TIP_CARD = { width: 320, height: 240, gap: 16 } as const;

/** Below the target when it fits, else beside it; always inside the window. */
function tipPlacement(rect: DOMRect): { left: number; top: number } {
  const { width, height, gap } = TIP_CARD;
  const fitsBelow = rect.bottom + gap + height <= window.innerHeight;
  const left = fitsBelow ? rect.left : rect.right + gap;
  const top = fitsBelow ? rect.bottom + gap : rect.top + rect.height / 2 - height / 2;
  return {
    left: Math.min(Math.max(gap, left), window.innerWidth - width - gap),
    top: Math.min(Math.max(gap, top), window.innerHeight - height - gap),
  };
}

/** The on-screen box of `[data-tutorial=target]`, followed across resizes and scrolls. */
function useTargetRect(target: string | undefined): DOMRect | null {
  const [rect, setRect] = useState<DOMRect | null>(null);
  useEffect(() => {
    if (!target) return setRect(null);
    const measure = () => {
      const element = [...document.querySelectorAll(`[data-tutorial="${target}"]`)].find(
        (candidate) => candidate.getClientRects().length > 0,
      );
      setRect(element ? element.getBoundingClientRect() : null);
    };
    measure();
    window.addEventListener("resize", measure);
    window.addEventListener("scroll", measure, { passive: true });
    return () => {
      window.removeEventListener("resize", measure);
      window.removeEventListener("scroll", measure);
    };
  }, [target]);
  return rect;
}
