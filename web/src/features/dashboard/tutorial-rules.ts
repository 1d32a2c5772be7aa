import { TUTORIAL_STEPS, type TutorialStep } from "@jadeverse/api/client";
import { TUTORIAL_TIPS } from "./tutorial-tips.ts";

export interface TutorialContext {
  /** The current path, without the shell's basename. */
  path: string;
  /** Viewport width above BREAKPOINTS.tutorialCutoff. */
  wideEnough: boolean;
  /** A phone or tablet (coarse pointer / mobile user agent). */
  mobileDevice: boolean;
  /** The welcome avatar picker is open and unconfirmed. */
  selectionPending: boolean;
  step: TutorialStep | null | undefined;
}

/** docs/product/platform.md §2/§4: a player with no step starts at the first tip; COMPLETE means done. */
export const effectiveStep = (step: TutorialStep | null | undefined): TutorialStep =>
  !step || step === "NOT_STARTED" ? "STEP_1_INTRO" : step;

/** Index (0–2) of the tip to show, or -1 when the tutorial is over. */
export const tipIndex = (step: TutorialStep | null | undefined): number =>
  TUTORIAL_TIPS.findIndex((tip) => tip.step === effectiveStep(step));

/** Only on /dashboard, wider than 1300 px, not on mobile devices, not during avatar selection, not finished. */
export function shouldShowTutorial(context: TutorialContext): boolean {
  return (
    context.path === "/dashboard" &&
    context.wideEnough &&
    !context.mobileDevice &&
    !context.selectionPending &&
    tipIndex(context.step) >= 0
  );
}

/** The step saved by Next tip / Previous (clamped to the tips) and by Finish / Skip Tutorial. */
export function stepAfter(
  step: TutorialStep | null | undefined,
  move: "next" | "previous" | "skip",
): TutorialStep {
  const complete = TUTORIAL_STEPS[TUTORIAL_STEPS.length - 1] as TutorialStep;
  if (move === "skip") return complete;
  const index = tipIndex(step);
  const target = move === "next" ? index + 1 : Math.max(0, index - 1);
  return TUTORIAL_TIPS[target]?.step ?? complete;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The smallest box holding every one of `boxes` (null when there are none). */
export function unionBox(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  const left = Math.min(...boxes.map((b) => b.left));
  const top = Math.min(...boxes.map((b) => b.top));
  const right = Math.max(...boxes.map((b) => b.left + b.width));
  const bottom = Math.max(...boxes.map((b) => b.top + b.height));
  return { left, top, width: right - left, height: bottom - top };
}

/** The highlight's margin around its target and its ring's width, px (`ring-4`). */
export const HIGHLIGHT = { padding: 6, ring: 4 } as const;

/**
 * The highlight around `target`: `HIGHLIGHT.padding` larger on each side, but kept (ring included)
 * inside the window, so a target at an edge (the side navigation, full height at the left) is framed
 * whole instead of clipped.
 */
export function highlightBox(target: Box, viewport: { width: number; height: number }): Box {
  const { padding, ring } = HIGHLIGHT;
  const left = Math.max(ring, target.left - padding);
  const top = Math.max(ring, target.top - padding);
  const right = Math.min(viewport.width - ring, target.left + target.width + padding);
  const bottom = Math.min(viewport.height - ring, target.top + target.height + padding);
  return { left, top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}
