import { TUTORIAL_STEPS, type TutorialStep } from "@jadeverse/api/client";
import { TUTORIAL_TIPS } from "./constants.ts";

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

/** Spec 000 §2/§4: a player with no step starts at the first tip; COMPLETE means done. */
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
