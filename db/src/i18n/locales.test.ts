import { describe, expect, it } from "vitest";
import { acceptedLanguages, chooseLocale, directionOf, isLocale, LOCALES, matchLocale } from "./locales.ts";

describe("matchLocale", () => {
  it("matches on the primary language, whatever the region and case", () => {
    expect(matchLocale("ru-RU")).toBe("ru");
    expect(matchLocale("ES-419")).toBe("es");
    expect(matchLocale("ar_EG")).toBe("ar");
    expect(matchLocale("en-GB")).toBe("en");
    expect(matchLocale(" id ")).toBe("id");
  });

  it("takes any Portuguese as Brazilian Portuguese and Indonesian's retired code as Indonesian", () => {
    expect(matchLocale("pt")).toBe("pt-BR");
    expect(matchLocale("pt-PT")).toBe("pt-BR");
    expect(matchLocale("in")).toBe("id");
  });

  it("answers nothing for a language we do not have, or none", () => {
    expect(matchLocale("de-DE")).toBeUndefined();
    expect(matchLocale("")).toBeUndefined();
    expect(matchLocale(null)).toBeUndefined();
    expect(matchLocale(undefined)).toBeUndefined();
  });
});

describe("acceptedLanguages", () => {
  it("orders the ranges by weight, equal weights as written, and leaves out q=0 and *", () => {
    expect(acceptedLanguages("de;q=0.9, ru-RU, *;q=0.5, en;q=0.9, fr;q=0")).toEqual(["ru-RU", "de", "en"]);
  });

  it("reads an empty, missing or malformed header as no preference", () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages("")).toEqual([]);
    expect(acceptedLanguages(" , ;q=1")).toEqual([]);
    expect(acceptedLanguages("es;q=abc, ar")).toEqual(["ar"]);
  });

  it("reads at most 20 ranges of a long header", () => {
    const header = [...Array.from({ length: 20 }, (_, i) => `x${i}`), "ru"].join(",");
    expect(acceptedLanguages(header)).toHaveLength(20);
    expect(acceptedLanguages(header)).not.toContain("ru");
  });
});

describe("chooseLocale: saved choice, then Telegram, then the browser, then English", () => {
  it("takes the player's saved choice over everything", () => {
    expect(chooseLocale({ saved: "es", telegram: "ru", accepted: ["ar"] })).toBe("es");
  });

  it("takes Telegram's language code when nothing is saved", () => {
    expect(chooseLocale({ saved: null, telegram: "ru", accepted: ["ar"] })).toBe("ru");
  });

  it("takes the first of the browser's languages we have", () => {
    expect(chooseLocale({ accepted: ["de-DE", "pt-PT", "ar"] })).toBe("pt-BR");
  });

  it("falls through anything unsupported to English", () => {
    expect(chooseLocale({ saved: "de", telegram: "fr", accepted: ["zh-CN"] })).toBe("en");
    expect(chooseLocale({})).toBe("en");
  });
});

describe("the language list", () => {
  it("has English first, and Arabic alone right to left", () => {
    expect(LOCALES[0]).toBe("en");
    expect(LOCALES.filter((l) => directionOf(l) === "rtl")).toEqual(["ar"]);
    expect(isLocale("pt-BR")).toBe(true);
    expect(isLocale("pt")).toBe(false);
  });
});
