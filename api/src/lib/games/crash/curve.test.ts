// The published curve of a running crash round (docs/crash.md: Rounds): the multiplier at a
// millisecond, and the first millisecond it reaches a point, when the round crashes or an automatic
// cash-out fires.
import { describe, expect, it } from "vitest";
import { msToReach, multiplierAt } from "./curve.ts";

const RATE = 0.00006;

describe("crash curve", () => {
  it("grows as floor(100 × e^(0.00006 × t)) hundredths, from 1.00× at the start", () => {
    expect(multiplierAt(0, RATE)).toBe(100);
    expect(multiplierAt(165, RATE)).toBe(100);
    expect(multiplierAt(166, RATE)).toBe(101);
    expect(multiplierAt(11_552, RATE)).toBe(199);
    expect(multiplierAt(11_553, RATE)).toBe(200);
    expect(multiplierAt(38_376, RATE)).toBe(999);
    expect(multiplierAt(38_377, RATE)).toBe(1000);
    expect(multiplierAt(10_000, 0.0001)).toBe(271); // e = 2.718…
  });

  it("stays at 1.00× for a time before the round's start (a client clock ahead of the server)", () => {
    expect(multiplierAt(-5, RATE)).toBe(100);
    expect(multiplierAt(-1_000_000, RATE)).toBe(100);
  });

  it("reaches 2.00× after 11.553 s and 10.00× after 38.377 s", () => {
    expect(msToReach(101, RATE)).toBe(166);
    expect(msToReach(200, RATE)).toBe(11_553);
    expect(msToReach(235, RATE)).toBe(14_241);
    expect(msToReach(1000, RATE)).toBe(38_377);
    expect(msToReach(100_000_000, RATE)).toBe(230_259);
  });

  it("crashes a 1.00× round the moment it starts", () => {
    expect(msToReach(100, RATE)).toBe(0);
    expect(msToReach(50, RATE)).toBe(0);
    expect(msToReach(0, RATE)).toBe(0);
    expect(msToReach(-100, RATE)).toBe(0);
  });

  it("finds the first whole millisecond even where e^x rounds across the point", () => {
    // At these rates the logarithm's estimate lands one millisecond late or early; the answer is
    // still the first millisecond at which the shown multiplier reaches 2.00×.
    const late = Math.log(2) / 492;
    expect(multiplierAt(491, late)).toBe(199);
    expect(multiplierAt(492, late)).toBe(200);
    expect(msToReach(200, late)).toBe(492);
    const early = Math.log(2) / 1143;
    expect(multiplierAt(1143, early)).toBe(199);
    expect(multiplierAt(1144, early)).toBe(200);
    expect(msToReach(200, early)).toBe(1144);
  });

  it("answers the first millisecond at which the multiplier reaches every point up to 100.00×", () => {
    for (const rate of [RATE, 0.0001, 0.00123])
      for (let point = 101; point <= 10_000; point += 7) {
        const t = msToReach(point, rate);
        expect(multiplierAt(t, rate)).toBeGreaterThanOrEqual(point);
        expect(multiplierAt(t - 1, rate)).toBeLessThan(point);
      }
  });
});
