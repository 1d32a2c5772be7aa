import { BREAK_KINDS } from "@jadeverse/api/client";
import { describe, expect, it } from "vitest";
import { BREAK_CHOICES, breakEndText } from "../../lib/break-text.ts";
import { BREAK_LABELS, breakSpan } from "./break-end.ts";
import { profileMessages } from "./messages.ts";

const english = (until: string, kind: string) =>
  profileMessages.english._("breakRunning", breakSpan(until, kind, "en"));

describe("a running break", () => {
  it("reads in English as lib/break-text.ts writes its end", () => {
    const until = "2026-12-06T13:00:00.000Z";
    const sentence = (end: string) =>
      `You are taking a break ${end}: games, the wheel, gem purchases and swaps are paused. A break cannot be shortened.`;
    expect(english(until, "cool-off-7d")).toBe(sentence(breakEndText(until, "cool-off-7d")));
    expect(english(until, "self-exclusion-permanent")).toBe(sentence("for good"));
    expect(english("soon", "cool-off-24h")).toBe(sentence(breakEndText("soon", "cool-off-24h")));
  });

  it("writes its end in the player's language, the date as that language writes it", () => {
    const until = "2026-12-06T13:00:00.000Z";
    const ru = breakSpan(until, "cool-off-30d", "ru");
    expect(ru.span).toBe("until");
    expect(ru.end).toBe(new Date(until).toLocaleString("ru", { dateStyle: "long", timeStyle: "short" }));
    expect(breakSpan(until, "cool-off-30d", "en-XA")).toEqual(breakSpan(until, "cool-off-30d", "en"));
  });

  it("labels every break kind, in English as the choices list them", () => {
    expect(Object.keys(BREAK_LABELS).sort()).toEqual([...BREAK_KINDS].sort());
    for (const choice of BREAK_CHOICES)
      expect(profileMessages.english._(BREAK_LABELS[choice.kind])).toBe(choice.label);
  });
});
