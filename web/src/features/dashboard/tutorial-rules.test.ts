import { describe, expect, it } from "vitest";
import { shouldShowTutorial, stepAfter, tipIndex } from "./tutorial-rules.ts";

const base = {
  path: "/dashboard",
  wideEnough: true,
  mobileDevice: false,
  selectionPending: false,
  step: null,
} as const;

describe("tutorial rules (spec 000 §2, §4)", () => {
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
});
