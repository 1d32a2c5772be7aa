import { describe, expect, it } from "vitest";
import { countdownText } from "./countdown.ts";

describe("countdownText", () => {
  it("reads hours, minutes and seconds, rounding a started second up and never below zero", () => {
    expect(countdownText(5 * 3_600_000 + 12 * 60_000 + 9_000)).toBe("05:12:09");
    expect(countdownText(86_400_000)).toBe("24:00:00");
    expect(countdownText(1)).toBe("00:00:01");
    expect(countdownText(0)).toBe("00:00:00");
    expect(countdownText(-5_000)).toBe("00:00:00");
  });
});
