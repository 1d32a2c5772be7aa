import { describe, expect, it } from "vitest";
import { tutorialMessages } from "./tutorial/messages.ts";
import { highlightBox, shouldShowTutorial, stepAfter, tipIndex, unionBox } from "./tutorial-rules.ts";
import { TUTORIAL_TIPS } from "./tutorial-tips.ts";

const base = {
  path: "/dashboard",
  wideEnough: true,
  mobileDevice: false,
  selectionPending: false,
  step: null,
} as const;

describe("tutorial rules (docs/product/platform.md §2, §4)", () => {
  it("starts a player with no step at the first tip", () => {
    expect(tipIndex(null)).toBe(0);
    expect(tipIndex("NOT_STARTED")).toBe(0);
    expect(tipIndex("STEP_3_ACTION")).toBe(2);
    expect(tipIndex("STEP_4_COMPLETE")).toBe(-1);
  });
  it("shows only on /dashboard, above 1300 px, off mobile devices, not during avatar selection", () => {
    expect(shouldShowTutorial(base)).toBe(true);
    expect(shouldShowTutorial({ ...base, path: "/dashboard/wheel" })).toBe(false);
    expect(shouldShowTutorial({ ...base, wideEnough: false })).toBe(false);
    expect(shouldShowTutorial({ ...base, mobileDevice: true })).toBe(false);
    expect(shouldShowTutorial({ ...base, selectionPending: true })).toBe(false);
    expect(shouldShowTutorial({ ...base, step: "STEP_4_COMPLETE" })).toBe(false);
  });
  it("moves between tips and completes on the last Next or on Skip", () => {
    expect(stepAfter(null, "next")).toBe("STEP_2_MOVEMENT");
    expect(stepAfter("STEP_2_MOVEMENT", "previous")).toBe("STEP_1_INTRO");
    expect(stepAfter("STEP_1_INTRO", "previous")).toBe("STEP_1_INTRO");
    expect(stepAfter("STEP_3_ACTION", "next")).toBe("STEP_4_COMPLETE");
    expect(stepAfter("STEP_1_INTRO", "skip")).toBe("STEP_4_COMPLETE");
  });
  it("orders the tips as the spec lists them: rank and XP, navigation menu, coin and gem balance", () => {
    expect(TUTORIAL_TIPS.map((tip) => tutorialMessages.english._(tip.title))).toEqual([
      "Your rank and XP",
      "Find your way",
      "Your coins and gems",
    ]);
    expect(TUTORIAL_TIPS.map((tip) => tip.step)).toEqual([
      "STEP_1_INTRO",
      "STEP_2_MOVEMENT",
      "STEP_3_ACTION",
    ]);
  });
  it("frames a target at the window's edge inside the window, ring included", () => {
    const viewport = { width: 1440, height: 900 };
    // The side navigation: full height at the left edge.
    expect(highlightBox({ left: 0, top: 0, width: 80, height: 900 }, viewport)).toEqual({
      left: 4,
      top: 4,
      width: 82,
      height: 892,
    });
    expect(highlightBox({ left: 100, top: 100, width: 50, height: 20 }, viewport)).toEqual({
      left: 94,
      top: 94,
      width: 62,
      height: 32,
    });
  });
  it("highlights the box around every target of a tip", () => {
    expect(
      unionBox([
        { left: 10, top: 20, width: 30, height: 10 },
        { left: 50, top: 15, width: 40, height: 30 },
      ]),
    ).toEqual({ left: 10, top: 15, width: 80, height: 30 });
    expect(unionBox([])).toBeNull();
  });
});
