/** Tutorial step values (docs/product/platform.md §3), in order: plain constants for the schema, the API and the front ends. */
export const TUTORIAL_STEPS = [
  "NOT_STARTED",
  "STEP_1_INTRO",
  "STEP_2_MOVEMENT",
  "STEP_3_ACTION",
  "STEP_4_COMPLETE",
] as const;
export type TutorialStep = (typeof TUTORIAL_STEPS)[number];
