import { afterEach, describe, expect, it } from "vitest";
import { setFigureLocale } from "./figure-locale.ts";
import { formatLargeNumber, formatUsd, formatWhole, formatWinRate } from "./format.ts";

afterEach(() => setFigureLocale("en"));

describe("figures in the player's language", () => {
  it("are English's number rule, unchanged, in English and in the pseudo-locale", () => {
    for (const locale of ["en", "en-XA"] as const) {
      setFigureLocale(locale);
      expect(formatWhole(9237)).toBe("9 237");
      expect(formatLargeNumber(2_050_000)).toBe("2.05M");
      expect(formatUsd(1050)).toBe("$1 050.00");
    }
  });

  it("keep the rule's rounding and K/M/B/T, in each language's grouping and decimal mark", () => {
    setFigureLocale("ru");
    expect(formatWhole(9237)).toBe("9\u00a0237");
    expect(formatLargeNumber(2_050_000)).toBe("2,05M");
    expect(formatWinRate(57.34)).toBe("57,3%");
    setFigureLocale("es");
    expect(formatWhole(9237)).toBe("9237");
    expect(formatWhole(12_345)).toBe("12.345");
    setFigureLocale("pt-BR");
    expect(formatUsd(1050)).toBe("$1.050,00");
    setFigureLocale("id");
    expect(formatLargeNumber(99_999)).toBe("99.999");
  });

  it("keep a number whole inside right-to-left text in Arabic: Latin digits grouped by a comma", () => {
    setFigureLocale("ar");
    expect(formatWhole(1000)).toBe("1,000");
    expect(formatLargeNumber(2_500_000)).toBe("2.5M");
  });
});
