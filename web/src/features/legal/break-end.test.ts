import { describe, expect, it } from "vitest";
import { breakEndText } from "../../lib/break-text.ts";
import { breakEnd } from "./break-end.ts";
import { legalMessages } from "./messages.ts";

const english = (until: string, kind: string) => {
  const end = breakEnd(until, kind, "en");
  return legalMessages.english._(end.id, end.values);
};

describe("breakEnd", () => {
  it("says in English exactly what lib/break-text.ts says, in the refusal's sentence", () => {
    for (const [until, kind] of [
      ["2026-12-06T13:00:00.000Z", "cool-off-7d"],
      ["2027-06-01T08:30:00.000Z", "self-exclusion-6m"],
      ["2027-06-01T08:30:00.000Z", "self-exclusion-permanent"],
      ["not a date", "cool-off-24h"],
    ] as const)
      expect(english(until, kind)).toBe(
        `Games, the wheel, gem purchases and swaps are paused ${breakEndText(until, kind)}.`,
      );
  });

  it("writes the end in the player's language", () => {
    const end = breakEnd("2026-12-06T13:00:00.000Z", "cool-off-7d", "ru");
    expect(end.id).toBe("pausedUntil");
    expect(end.values?.end).toMatch(/декабря 2026/);
    expect(breakEnd("2026-12-06T13:00:00.000Z", "cool-off-7d", "en-XA")).toEqual(
      breakEnd("2026-12-06T13:00:00.000Z", "cool-off-7d", "en"),
    );
  });
});
