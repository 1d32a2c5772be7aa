import type { TutorialStep } from "@jadeverse/api/client";

export interface TutorialTip {
  step: TutorialStep;
  /** CSS selectors of what the tip highlights: the box around every one of them that is on screen. */
  targets: readonly string[];
  title: string;
  body: string;
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
    title: "Your rank and XP",
    body: "Your rank, VIP level and title sit here. Every game earns XP: fill the bar to reach the next level.",
  },
  {
    step: "STEP_2_MOVEMENT",
    targets: ['[data-tutorial="navigation"]'],
    title: "Find your way",
    body: "The side menu takes you to the store, your items, the wheel, the leaderboard and your settings.",
  },
  {
    step: "STEP_3_ACTION",
    targets: ['[data-tutorial="balances"]'],
    title: "Your coins and gems",
    body: "Jade Gems and Golden Coins live here. Buy gems or swap them for coins any time.",
  },
];
