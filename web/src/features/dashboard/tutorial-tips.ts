import type { TutorialStep } from "@jadeverse/api/client";
import type { TutorialMessage } from "./tutorial/messages.ts";

export interface TutorialTip {
  step: TutorialStep;
  /** CSS selectors of what the tip highlights: the box around every one of them that is on screen. */
  targets: readonly string[];
  /** Its words: messages of the tutorial's catalogue (tutorial/messages). */
  title: TutorialMessage;
  body: TutorialMessage;
}

/**
 * The three highlighted tips, in docs/product/platform.md §2's order: rank and XP, the navigation menu, the coin and
 * gem balance. The header's rank badge and level bar carry their test ids (their components' own
 * marks); the side navigation and the balances carry `data-tutorial`.
 */
export const TUTORIAL_TIPS: readonly TutorialTip[] = [
  {
    step: "STEP_1_INTRO",
    targets: ['[data-testid="rank-badge"]', '[data-testid="level-progress"]'],
    title: "t1",
    body: "t1Body",
  },
  {
    step: "STEP_2_MOVEMENT",
    targets: ['[data-tutorial="navigation"]'],
    title: "t2",
    body: "t2Body",
  },
  {
    step: "STEP_3_ACTION",
    targets: ['[data-tutorial="balances"]'],
    title: "t3",
    body: "t3Body",
  },
];
