import { expect, test } from "@playwright/test";
import { numberProblems } from "./lib/number-rule.ts";

// The number rule the sweep reads off every page (e2e/lib/number-rule.ts, docs/product/economy.md §9), checked on
// the figures players saw before it held (issue 31) and on the ones that keep it. No browser.

test("the number rule flags what players saw break it", () => {
  const broken = [
    "Played 1,155 times", // comma thousands
    "9.2K gems won", // 9 237: below 100 000, so "9 237"
    "2 500 000 coins", // from 100 000: "2.5M"
    "Your balance: 1,300 gems",
    "⟦Ƥĺåýéđ·· 1155 ţíɱéš⟧", // the pseudo-locale keeps the rule: "1 155"
    "55,555.555556", // comma thousands, six decimals
    "52 777.777778 a month", // six decimals
    "Total 1155", // thousands run together
    "123.456K", // three decimals
  ];
  for (const text of broken) expect(numberProblems(text), text).not.toEqual([]);
});

test("the number rule keeps what is written by it", () => {
  const kept = [
    "Played 1 155 times",
    "9 237 gems won",
    "2.05M coins won",
    "52.97M",
    "100K",
    "Your balance: 1 300 gems",
    "55 555.56",
    "57.3%",
    "2.00×",
    "1h 2m",
    "Nov 23, 2026",
    "2025 Q1",
    // The pseudo-locale's "2025 Q1" (docs/i18n.md): read as the English it stands for.
    "⟦2025 Ǫ·1⟧",
    "© 2026 JadeVerse",
    "game #1234",
    "$0.012345",
    "0.000995 ETH",
    "$19.99",
    "12:30:05",
  ];
  for (const text of kept) expect(numberProblems(text), text).toEqual([]);
});
