import { describe, expect, it, vi } from "vitest";
import {
  COMBINING_MARKS_MAX,
  FALLBACK_NICKNAME,
  graphemeLength,
  NAME_MAX,
  NICKNAME_MAX,
  namesFromTelegram,
  normaliseDisplayText,
} from "./display-name.ts";

const zalgo = `a${"\u0301\u0316\u0336".repeat(100)}`; // 300 marks on one letter

/** Everything a hostile client has sent as a name, and what is left of it once cleaned. */
const HOSTILE: [raw: string, problem: string, cleaned: string][] = [
  ["\u202Egnp.exe\u0007\n", "control", "gnp.exe"],
  ["evil\u202Etxt.exe", "bidi", "eviltxt.exe"],
  ["\u2066x\u2069", "bidi", "x"],
  ["shape\u206Ad", "bidi", "shaped"],
  ["line\nbreak", "control", "line break"],
  ["a\u0000b", "control", "ab"],
  ["zero\u200Bwidth", "zero-width", "zerowidth"],
  ["\u3164", "zero-width", ""],
  ["\u200B\u200B", "zero-width", ""],
  ["\u0301\u0302\u0303", "combining", ""],
  ["\u200D\u0301", "combining", ""],
  ["   \u2800  ", "invisible", ""],
  ["x".repeat(NAME_MAX + 151), "too-long", "x".repeat(NAME_MAX)],
];

describe("normaliseDisplayText", () => {
  it("names the rule each hostile text breaks, and cleans it to text that breaks none", () => {
    for (const [raw, problem, cleaned] of HOSTILE) {
      const result = normaliseDisplayText(raw, NAME_MAX);
      expect(result, JSON.stringify(raw)).toEqual({ problem, value: cleaned });
      // Cleaning is final: the cleaned text passes every rule and is left as it is.
      expect(normaliseDisplayText(result.value, NAME_MAX)).toEqual({ problem: null, value: result.value });
    }
  });

  it("leaves ordinary text in any script alone (NFC, trimmed, one space between words)", () => {
    const fine = [
      "Mei Lin",
      "Zoë",
      "Nguyễn Thị Ánh",
      "สวัสดี", // Thai: vowel and tone marks
      "क्षत्रिय", // Devanagari conjuncts
      "שָׁלוֹם", // pointed Hebrew
      "👩‍👩‍👧‍👦 family",
      "❤️ 1️⃣ 🏳️‍🌈",
      "نیم‌فاصله", // Persian zero-width non-joiner stays
    ];
    for (const text of fine)
      expect(normaliseDisplayText(text, NAME_MAX), text).toEqual({ problem: null, value: text });
    expect(normaliseDisplayText("  e\u0301  ", NAME_MAX)).toEqual({ problem: null, value: "é" });
    expect(normaliseDisplayText("two  \u00A0spaces", NAME_MAX)).toEqual({
      problem: null,
      value: "two spaces",
    });
    expect(normaliseDisplayText("", NAME_MAX)).toEqual({ problem: null, value: "" });
  });

  it("refuses a 300-mark zalgo letter and keeps the letter with at most COMBINING_MARKS_MAX accents", () => {
    const result = normaliseDisplayText(zalgo, NAME_MAX);
    expect(result.problem).toBe("combining");
    expect(graphemeLength(result.value)).toBe(1);
    expect(result.value.normalize("NFD").startsWith("a")).toBe(true);
    expect(result.value.length).toBeLessThanOrEqual(1 + COMBINING_MARKS_MAX);
    expect(normaliseDisplayText(result.value, NAME_MAX)).toEqual({ problem: null, value: result.value });
  });

  it("allows COMBINING_MARKS_MAX accents on a character and cuts the rest", () => {
    // Marks of one combining class, so NFC keeps their order.
    const most = `x${"\u0316\u0317\u0318".slice(0, COMBINING_MARKS_MAX)}`;
    expect(normaliseDisplayText(most, NAME_MAX).problem).toBeNull();
    const over = `${most}\u0319`;
    expect(normaliseDisplayText(over, NAME_MAX)).toEqual({
      problem: "combining",
      value: most.normalize("NFC"),
    });
  });

  it("counts length as a person sees it", () => {
    const family = "👩‍👩‍👧‍👦";
    expect(graphemeLength(family)).toBe(1);
    expect(normaliseDisplayText(family.repeat(NICKNAME_MAX), NICKNAME_MAX).problem).toBeNull();
    expect(normaliseDisplayText(family.repeat(NICKNAME_MAX + 1), NICKNAME_MAX)).toEqual({
      problem: "too-long",
      value: family.repeat(NICKNAME_MAX),
    });
  });
});

describe("namesFromTelegram", () => {
  it("cleans every name and keeps a readable nickname", () => {
    expect(namesFromTelegram({ first_name: "\u202Egnp.exe\u0007\n", last_name: "x".repeat(201) })).toEqual({
      nickname: "gnp.exe xxxxxxxxxxxxxxxxx",
      firstName: "gnp.exe",
      lastName: "x".repeat(NAME_MAX),
      telegramUsername: null,
    });
  });

  it("prefers the username, then the full name, then Player", () => {
    expect(namesFromTelegram({ first_name: "Mei", username: "mei_42" }).nickname).toBe("mei_42");
    expect(namesFromTelegram({ first_name: "Mei", last_name: "Lin" }).nickname).toBe("Mei Lin");
    expect(namesFromTelegram({ first_name: "\u200B\u3164", last_name: "\u0301" })).toEqual({
      nickname: FALLBACK_NICKNAME,
      firstName: null,
      lastName: null,
      telegramUsername: null,
    });
    // A username that is no Telegram username is not shown as one.
    expect(namesFromTelegram({ first_name: "Mei", username: "mei\u202E" })).toMatchObject({
      nickname: "Mei",
      telegramUsername: null,
    });
  });
});

describe("loading the rules", () => {
  it("builds the grapheme segmenter on first use, not when the module loads (the front ends load it for its limits)", async () => {
    // Intl's members are typed read-only; the test swaps the constructor for one that counts.
    const intl = Intl as { Segmenter: typeof Intl.Segmenter };
    const original = intl.Segmenter;
    let built = 0;
    intl.Segmenter = new Proxy(original, {
      construct(target, args, newTarget) {
        built++;
        return Reflect.construct(target, args, newTarget);
      },
    });
    try {
      vi.resetModules();
      const fresh = await import("./display-name.ts");
      expect(built).toBe(0);
      expect(fresh.graphemeLength("👩‍👩‍👧é")).toBe(2);
      expect(fresh.normaliseDisplayText("e\u0301", NICKNAME_MAX)).toEqual({ value: "é", problem: null });
      expect(built).toBe(1);
    } finally {
      intl.Segmenter = original;
    }
  });
});
