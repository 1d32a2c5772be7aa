import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AIRDROP_CODE_SPACE } from "./codes.ts";
import {
  AIRDROP_GUESS_CEILING_DEFAULT,
  AIRDROP_ODDS_ADDRESSES,
  AIRDROP_ODDS_DAYS,
  airdropGuessesPerDay,
  airdropHitChance,
  formatChance,
} from "./guessing.ts";

// docs/vesting-and-airdrop.md "NFT airdrop", "Guessing": the budgets a guesser gets and the chance they give it.

describe("airdropHitChance: 1 − C(S − L, A) / C(S, A)", () => {
  it("is exact on spaces small enough to count by hand", () => {
    // One live code among 4, one guess: 1/4.
    expect(airdropHitChance(1, 1, 4)).toBeCloseTo(0.25, 12);
    // 2 live among 5, 2 guesses: 1 − C(3, 2)/C(5, 2) = 1 − 3/10.
    expect(airdropHitChance(2, 2, 5)).toBeCloseTo(0.7, 12);
    // 3 live among 10, 2 guesses: 1 − C(7, 2)/C(10, 2) = 1 − 21/45.
    expect(airdropHitChance(3, 2, 10)).toBeCloseTo(24 / 45, 12);
    // 2 live among 5, 3 guesses (A = S − L, the last count with a miss left): 1 − C(3, 3)/C(5, 3).
    expect(airdropHitChance(2, 3, 5)).toBeCloseTo(0.9, 12);
    // No guess, no live code: no chance.
    expect(airdropHitChance(2, 0, 5)).toBe(0);
    expect(airdropHitChance(0, 3, 5)).toBe(0);
  });

  it("is certain once the guesses outnumber the codes that are not live, and never above 1", () => {
    expect(airdropHitChance(2, 4, 5)).toBe(1); // A = S − L + 1: no way to miss both
    expect(airdropHitChance(2, 5, 5)).toBe(1); // every code
    expect(airdropHitChance(2, 6, 5)).toBe(1); // more guesses than codes
    expect(airdropHitChance(2, 100, 5)).toBe(1);
  });

  it("is about A × L / S while that is small, over the real 32^5 codes", () => {
    expect(AIRDROP_CODE_SPACE).toBe(33_554_432);
    const chance = airdropHitChance(100, 140);
    expect(chance).toBeGreaterThan(0);
    expect(chance).toBeCloseTo((140 * 100) / AIRDROP_CODE_SPACE, 6);
  });
});

describe("formatChance: two significant figures, > 99.9 % short of certainty", () => {
  it("writes the figures of docs/vesting-and-airdrop.md", () => {
    const cases: [number, string][] = [
      [0, "0.0 %"],
      [0.00042, "0.042 %"],
      [0.0042, "0.42 %"],
      [0.01, "1.0 %"],
      [0.042, "4.2 %"],
      [0.099, "9.9 %"],
      [0.105, "11 %"],
      [0.5, "50 %"],
      [0.994, "99 %"],
      [0.99499, "99 %"],
      // Near certainty a rounded figure would read "100 %": one decimal, rounded down.
      [0.995, "99.5 %"],
      [0.997, "99.7 %"],
      [0.99949, "99.9 %"],
      [0.9995, "> 99.9 %"],
      [0.99999, "> 99.9 %"],
      [1, "> 99.9 %"],
    ];
    for (const [chance, written] of cases) expect(formatChance(chance), String(chance)).toBe(written);
  });
});

describe("the odds table of docs/vesting-and-airdrop.md", () => {
  // The table under "Guessing" is these functions' output for the default ceiling: it must not drift.
  const doc = readFileSync(new URL("../../../docs/vesting-and-airdrop.md", import.meta.url), "utf8");
  const section = doc.slice(doc.indexOf("## NFT airdrop"));
  const number = (cell: string) => Number(cell.replace(/,/g, ""));
  const rows = section
    .split("\n")
    .filter((line) => /^\|\s+[\d,]+\s+\|/.test(line))
    .map((line) =>
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );

  it("has a row for each guesser and 100 or 1,000 live codes, over the campaign lengths shown", () => {
    expect(section).toContain(
      `\`AIRDROP_GUESS_CEILING_PER_HOUR\` (default ${AIRDROP_GUESS_CEILING_DEFAULT})`,
    );
    expect(rows.map(([addresses, , live]) => [number(addresses ?? ""), number(live ?? "")])).toEqual(
      AIRDROP_ODDS_ADDRESSES.flatMap((n) => [
        [n, 100],
        [n, 1_000],
      ]),
    );
    expect(section).toContain(`| ${AIRDROP_ODDS_DAYS.map((days) => `${days} days`).join(" |  ")}`);
  });

  it("is what the budgets give: G(N) = min(10 × N, 24 × 6 + N) a day, and its chances", () => {
    for (const [addresses, perDayCell, liveCell, ...chances] of rows) {
      const n = number(addresses as string);
      const perDay = airdropGuessesPerDay(n);
      const perHour = perDay / 24;
      expect(perDayCell).toBe(
        `${perDay.toLocaleString("en-US")} (${perHour >= 10 ? Math.round(perHour) : perHour.toPrecision(2)}/h)`,
      );
      const live = number(liveCell as string);
      expect(chances, `${n} addresses, ${live} live codes`).toEqual(
        AIRDROP_ODDS_DAYS.map((days) => formatChance(airdropHitChance(live, perDay * days))),
      );
    }
  });

  it("G(N): the addresses' own budgets, or the ceiling's day at full speed plus 1 an address", () => {
    expect(airdropGuessesPerDay(1)).toBe(10);
    expect(airdropGuessesPerDay(14)).toBe(140);
    expect(airdropGuessesPerDay(16)).toBe(144 + 16);
    expect(airdropGuessesPerDay(100, 12)).toBe(24 * 12 + 100);
    expect(airdropGuessesPerDay(3, 12)).toBe(30);
  });
});
