import type { Page } from "@playwright/test";
import { ABBREVIATE_FROM, LARGE_UNITS } from "../../api/src/lib/number-text.ts";
import { ACCENTED } from "../../db/src/i18n/catalogue.ts";

/**
 * The number rule every page keeps (docs/product/economy.md §9; web/src/lib/format.ts formats by it), read off the
 * page as a player reads it:
 * - from 100 000 a figure is abbreviated K, M, B or T with at most two decimals ("2.05M");
 * - below 100 000 it is whole or decimal with its thousands separated by spaces ("9 237"), never by
 *   commas, never abbreviated ("9.2K" is 9 237 shown wrong), never run together ("1155");
 * - at most two decimals, except a dollar price (a token's price has six) and a crypto amount.
 * Exempt by design, and marked so on the page: the header's compact balances and a chip's face
 * (`data-figure="compact"`, docs/product/platform.md §9: K from 1 000), the wheel's coins (`data-figure="wheel"`),
 * screen-reader text (the exact amount), code, addresses and hashes (`code`, `.font-mono`).
 */

const UNITS: Record<string, number> = Object.fromEntries(
  LARGE_UNITS.map((unit) => [unit.suffix, unit.value]),
);
/** Where a four-digit number is a year: a date, a quarter ("2025 Q1"), a copyright, or a year alone. */
const YEAR_CONTEXT = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b|©|\bQ[1-4]\b|^\d{4}$/;
/** Units after which more than two decimals are the amount's own precision. */
const CRYPTO_UNITS = /^\s*(ETH|SOL|USDC|USDT|BNB|POL|MATIC|AVAX|TON|ARB|OP|BASE)\b/;

/**
 * A figure: digits grouped by spaces (ordinary, no-break or narrow no-break) or run together, an
 * optional decimal part and an optional K/M/B/T. Not part of a word, an id (#12), a time (12:30), a
 * path or a hash.
 */
const FIGURE = /(?<![\w.,#:/\\-])(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:\.(\d+))?([KMBT])?(?![\w:/])/g;

/**
 * The pseudo-locale's text (docs/i18n.md "The pseudo-locale": in ⟦…⟧, letters accented, padded with ·)
 * read as the English it stands for, so the rule's contexts ("Q1", month names) still read.
 */
const PLAIN = new Map(Object.entries(ACCENTED).map(([letter, accented]) => [accented, letter]));
const unpseudo = (text: string) =>
  text.includes("⟦") ? [...text.replace(/[·⟦⟧]/g, "")].map((c) => PLAIN.get(c) ?? c).join("") : text;

/** What breaks the rule in one piece of text (empty when nothing does). */
export function numberProblems(shown: string): string[] {
  const text = unpseudo(shown);
  const problems: string[] = [];
  for (const match of text.matchAll(/\d,\d{3}(?!\d)/g))
    problems.push(`comma thousands "${around(text, match.index)}"`);
  for (const match of text.matchAll(FIGURE)) {
    const [figure, whole = "", decimals = "", suffix] = match;
    const value = Number(`${whole.replace(/\D/g, "")}.${decimals || "0"}`);
    const after = text.slice((match.index ?? 0) + figure.length);
    const before = text.slice(0, match.index);
    if (suffix) {
      if (value * (UNITS[suffix] ?? 1) < ABBREVIATE_FROM - 0.5)
        problems.push(`abbreviated below 100 000 "${figure}"`);
      if (decimals.length > 2) problems.push(`more than 2 decimals "${figure}"`);
      continue;
    }
    if (Math.round(value) >= ABBREVIATE_FROM) problems.push(`not abbreviated from 100 000 "${figure}"`);
    else if (!/\s|\u00a0|\u202f/.test(whole) && Number(whole) >= 1000) {
      const year = Number(whole) >= 1900 && Number(whole) <= 2100 && !decimals && YEAR_CONTEXT.test(text);
      if (!year) problems.push(`thousands not separated "${figure}"`);
    }
    if (decimals.length > 2 && !before.endsWith("$") && !CRYPTO_UNITS.test(after))
      problems.push(`more than 2 decimals "${figure}"`);
  }
  return problems;
}

const around = (text: string, index = 0) => text.slice(Math.max(0, index - 12), index + 16).trim();

/** Every visible text of the page that is not exempt (see above), one entry per text node. */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const EXEMPT = "[data-figure], .sr-only, script, style, code, pre, .font-mono, template, noscript";
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !/\d/.test(text) || !parent || parent.closest(EXEMPT)) continue;
      if (!parent.checkVisibility({ opacityProperty: false, visibilityProperty: true })) continue;
      texts.push(text);
    }
    return texts;
  });
}

/** The page's figures that break the rule, each with the text it sits in. */
export async function numberRuleViolations(page: Page): Promise<string[]> {
  const found = new Set<string>();
  for (const text of await visibleTexts(page))
    for (const problem of numberProblems(text)) found.add(`${problem} in "${text.slice(0, 80)}"`);
  return [...found];
}
