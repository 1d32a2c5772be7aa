import { abbreviate } from "../../lib/format.ts";

/**
 * Spec 000 §9: token amounts use 6 decimals; amounts of 100000 or more are abbreviated K, M, B, T
 * with 2 decimals, smaller ones grouped in thousands.
 */

export const TOKEN_DECIMALS = 6;

const UNITS = [
  { value: 1e12, suffix: "T" },
  { value: 1e9, suffix: "B" },
  { value: 1e6, suffix: "M" },
  { value: 1e3, suffix: "K" },
] as const;

const ABBREVIATE_FROM = 100_000;

const grouped = new Intl.NumberFormat("en-US", { maximumFractionDigits: TOKEN_DECIMALS });

/** Whole tokens from on-chain base units (10^6 units per token), exact to the unit. */
export function tokensFromUnits(units: bigint): number {
  const scale = 10n ** BigInt(TOKEN_DECIMALS);
  const sign = units < 0n ? -1 : 1;
  const abs = units < 0n ? -units : units;
  return sign * (Number(abs / scale) + Number(abs % scale) / Number(scale));
}

/**
 * "12,345.5", "99,999.999999", "123.46K", "1.00M", "2.50B", "1.00T". Below 100000 the amount keeps up
 * to 6 decimals (the token's precision) with thousands separators; from 100000 it is abbreviated
 * with exactly 2 decimals, moving to the next unit when rounding reaches 1000 (999,999 → "1.00M").
 */
export function formatTokenAmount(amount: number): string {
  if (!Number.isFinite(amount)) return "0";
  const sign = amount < 0 ? "-" : "";
  const abs = Math.abs(amount);
  if (abs < ABBREVIATE_FROM) return `${sign}${grouped.format(abs)}`;
  const short = abbreviate(abs, UNITS, 2);
  if (short) return `${sign}${short.scaled.toFixed(2)}${short.suffix}`;
  return `${sign}${grouped.format(abs)}`;
}
