import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import {
  catalogueProblems,
  compileCatalogue,
  PSEUDO_GROWTH,
  pseudoCatalogue,
  pseudoText,
} from "./catalogue.ts";

const render = (locale: string, text: string, values: Record<string, unknown>) =>
  setupI18n({ locale, messages: { [locale]: compileCatalogue({ m: text }) as never } })._("m", values);

describe("plurals through Lingui and Intl.PluralRules (not hand-written)", () => {
  const ru = "{n, plural, one {# монета} few {# монеты} many {# монет} other {# монеты}}";
  it.each([
    [1, "1 монета"],
    [2, "2 монеты"],
    [5, "5 монет"],
    [11, "11 монет"],
    [21, "21 монета"],
    [24, "24 монеты"],
  ])("Russian: %i → %s", (n, expected) => expect(render("ru", ru, { n })).toBe(expected));

  const ar =
    "{n, plural, zero {لا جواهر} one {جوهرة واحدة} two {جوهرتان} few {# جواهر} many {# جوهرة} other {# جوهرة.}}";
  it.each([
    [0, "لا جواهر"],
    [1, "جوهرة واحدة"],
    [2, "جوهرتان"],
    [3, "3 جواهر"],
    [11, "11 جوهرة"],
    [100, "100 جوهرة."],
  ])("Arabic: %i → %s (six forms)", (n, expected) => expect(render("ar", ar, { n })).toBe(expected));

  it("formats numbers in the locale", () => {
    expect(render("en", "{n, number}", { n: 1234567 })).toBe("1,234,567");
    expect(render("ru", "{n, number}", { n: 1234567 })).toBe("1\u00a0234\u00a0567");
    expect(render("pt-BR", "{n, number}", { n: 1234567 })).toBe("1.234.567");
  });
});

describe("catalogueProblems", () => {
  const english = { hello: "Hello {name}", coins: "{n, plural, one {# coin} other {# coins}}" };

  it("passes a sound catalogue", () => {
    const ru = {
      hello: "Привет, {name}",
      coins: "{n, plural, one {# монета} few {# монеты} many {# монет} other {# монеты}}",
    };
    expect(catalogueProblems(english, ru, "ru")).toEqual([]);
  });

  it("names a missing id, an extra one, a lost or invented argument and a text that does not parse", () => {
    expect(catalogueProblems(english, { hello: "Hola {nombre}", extra: "x" }, "es")).toEqual([
      'es: "coins" is missing',
      'es: "extra" is not in English\'s catalogue',
      'es: "hello" lacks the argument {name}',
      'es: "hello" has {nombre}, which English\'s text has not',
    ]);
    expect(catalogueProblems(english, { ...english, hello: "Hola {name" }, "es")[0]).toMatch(
      /^es: "hello" does not parse/,
    );
  });

  it("asks each language for its own plural forms: Russian few and many, Arabic all six", () => {
    expect(catalogueProblems(english, english, "ru")).toEqual([
      'ru: "coins" (plural n) lacks the plural form(s) few, many',
    ]);
    expect(catalogueProblems(english, english, "ar")).toEqual([
      'ar: "coins" (plural n) lacks the plural form(s) zero, two, few, many',
    ]);
    expect(catalogueProblems(english, english, "id")).toEqual([]);
  });
});

describe("the pseudo-locale", () => {
  it("accents every letter and makes each word 40 % longer, keeping spaces, elements and arguments", () => {
    expect(pseudoText("Spin")).toBe("Šþíñ··");
    expect(pseudoText("Go <0>now</0>")).toBe("Ĝó· <0>ñóŵ··</0>");
    // A long text keeps its spaces: it wraps between words, as a real translation does.
    expect(pseudoText("Buy gems with Telegram Stars")).toBe("Ɓúý·· ĝéɱš·· ŵíţĥ·· Ţéĺéĝŕåɱ···· Šţåŕš··");
    const pseudo = pseudoCatalogue({ m: "Hi {name}!" });
    expect(
      setupI18n({ locale: "en-XA", messages: { "en-XA": pseudo as never } })._("m", { name: "Ada" }),
    ).toBe("⟦Ĥí· Ada!·⟧");
    expect(PSEUDO_GROWTH).toBe(0.4);
  });
});
