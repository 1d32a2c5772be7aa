import { describe, expect, it } from "vitest";
import { RACE_TEXT, raceTimeLeft } from "./race-text.ts";

describe("the race's labels", () => {
  it("counts days, hours and minutes down, never below zero", () => {
    expect(raceTimeLeft(((12 * 24 + 4) * 60 + 9) * 60_000 + 59_000)).toBe("12d 04h 09m");
    expect(raceTimeLeft(59_000)).toBe("0d 00h 00m");
    expect(raceTimeLeft(-5)).toBe("0d 00h 00m");
  });

  it("names the month and a band of places", () => {
    expect(RACE_TEXT.monthName("2026-11")).toBe("November 2026");
    expect(RACE_TEXT.band(1, 1)).toBe("#1");
    expect(RACE_TEXT.band(4, 10)).toBe("#4–10");
  });
});
