import { localFigures } from "../../lib/figure-locale.ts";
import { TOKEN_DECIMALS } from "../../lib/format.ts";

/** Whole tokens from on-chain base units (10^6 units per token, docs/product/platform.md §9), exact to the unit. */
export function tokensFromUnits(units: bigint): number {
  const scale = 10n ** BigInt(TOKEN_DECIMALS);
  const sign = units < 0n ? -1 : 1;
  const abs = units < 0n ? -units : units;
  return sign * (Number(abs / scale) + Number(abs % scale) / Number(scale));
}

/**
 * Base units from an amount as a player types it ("1,000.5", "0.000001"), exact: a decimal number
 * with at most `decimals` fraction digits (docs/product/platform.md §9: 6), commas and spaces between digits ignored.
 * Null for anything else (a sign, an exponent, too many decimals).
 */
export function unitsFromTokens(text: string, decimals: number = TOKEN_DECIMALS): bigint | null {
  const plain = text.trim().replace(/[\s,]/g, "");
  const match = /^(\d*)(?:\.(\d*))?$/.exec(plain);
  if (!match || plain === "" || plain === ".") return null;
  const [, whole = "", fraction = ""] = match;
  if (fraction.length > decimals) return null;
  return BigInt(whole || "0") * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, "0") || "0");
}

/**
 * A percent ("4%", "12.5%", at most 2 decimals) with its figure in the player's language ("12,5%" in
 * Russian), as lib/format.ts's formatters write figures.
 */
export function formatPercent(percent: number): string {
  return localFigures(`${Number(percent.toFixed(2))}%`);
}
