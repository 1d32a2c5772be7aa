import { describe, expect, it } from "vitest";
import { type GamesTranslate, gamesMessages, say } from "../messages.ts";
import {
  autoCashoutProblem,
  bettingSecondsLeft,
  clockOffset,
  curveAt,
  curvePoints,
  multiplierText,
  parseAutoCashout,
  payoutAt,
  phaseParts,
  shortHash,
} from "./crash-rules.ts";

/** The games' English, as a player reading English sees it. */
const t: GamesTranslate = (id, values) => gamesMessages.english._(id, values);

describe("crash rules", () => {
  it("formats multipliers in hundredths", () => {
    expect(multiplierText(100)).toBe("1.00×");
    expect(multiplierText(250)).toBe("2.50×");
    expect(multiplierText(123456)).toBe("1234.56×");
  });

  it("pays floor(stake × m) like the server", () => {
    expect(payoutAt(10, 101)).toBe(10);
    expect(payoutAt(100, 101)).toBe(101);
    expect(payoutAt(7, 155)).toBe(10);
    expect(payoutAt(3, 199)).toBe(5);
    expect(payoutAt(10_000, 100)).toBe(10_000);
  });

  it("parses and checks the auto cash-out target", () => {
    expect(parseAutoCashout("")).toBeNull();
    expect(parseAutoCashout("abc")).toBeNull();
    expect(parseAutoCashout("1.01")).toBe(101);
    expect(parseAutoCashout("2,5")).toBe(250);
    expect(autoCashoutProblem(null, 101, 100_000_000)).toBeNull();
    expect(say(t, autoCashoutProblem(100, 101, 100_000_000))).toMatch(/lowest.*1\.01×/);
    expect(say(t, autoCashoutProblem(500, 101, 400))).toMatch(/highest.*4\.00×/);
    expect(autoCashoutProblem(101, 101, 400)).toBeNull();
  });

  it("counts the betting window down by server time", () => {
    const offset = clockOffset(10_000, 9_000);
    expect(offset).toBe(1_000);
    expect(bettingSecondsLeft(15_000, 9_500 + offset)).toBe(5);
    expect(bettingSecondsLeft(15_000, 14_001)).toBe(1);
    expect(bettingSecondsLeft(15_000, 15_000)).toBe(0);
    expect(bettingSecondsLeft(15_000, 20_000)).toBe(0);
  });

  it("follows the published curve", () => {
    expect(curveAt(0, 0.00006)).toBe(100);
    expect(curveAt(-5, 0.00006)).toBe(100);
    expect(curveAt(10_000, 0.00006)).toBe(Math.floor(100 * Math.exp(0.6)));
  });

  it("names the phase", () => {
    // In parts the dial wraps between; a count of seconds keeps its unit (a non-breaking space).
    expect(phaseParts(t, "betting", { secondsLeft: 3, point: null })).toEqual([
      "Taking bets",
      "starts in 3\u00a0s",
    ]);
    expect(phaseParts(t, "running", { secondsLeft: 0, point: null })).toEqual(["Running"]);
    expect(phaseParts(t, "crashed", { secondsLeft: 0, point: 237 })).toEqual(["Crashed at 2.37×"]);
    expect(phaseParts(t, "crashed", { secondsLeft: 0, point: null })).toEqual(["Crashed"]);
  });

  it("draws a curve from the bottom left to the top right", () => {
    const points = curvePoints(5_000, 0.00006, 200, 100, 4).split(" ");
    expect(points).toHaveLength(5);
    expect(points[0]).toBe("0.0,100.0");
    expect(points[4]).toBe("200.0,0.0");
  });

  it("shortens hashes", () => {
    expect(shortHash("a".repeat(64))).toBe(`${"a".repeat(8)}…${"a".repeat(8)}`);
    expect(shortHash("abc")).toBe("abc");
  });
});
