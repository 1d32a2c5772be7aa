import type { z } from "zod";

/**
 * The daily bonus's coins by streak day (docs/daily-bonus.md): day 1 of a streak, day 2, …; from the
 * table's last day on, every claim pays that last amount (the cap).
 */
export const DEFAULT_DAILY_BONUS_COINS = [1_000, 1_500, 2_000, 2_500, 3_000, 4_000, 5_000] as const;

/** `DAILY_BONUS_COINS=1000,1500,…`: whole coins per streak day, 1 to 30 days, each 1 to 1,000,000. */
export function parseBonusTable(text: string, ctx: z.RefinementCtx): readonly number[] {
  const parts = text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const table = parts.map(Number);
  if (table.length < 1 || table.length > 30)
    ctx.addIssue({ code: "custom", message: "1 to 30 amounts, one per streak day" });
  for (const [i, coins] of table.entries())
    if (!Number.isInteger(coins) || coins < 1 || coins > 1_000_000)
      ctx.addIssue({
        code: "custom",
        message: `day ${i + 1}: "${parts[i]}" is not a whole number of coins from 1 to 1000000`,
      });
  return table;
}

/** The coins a claim on streak day `streak` (1 = the first day) pays: capped at the table's last day. */
export const coinsForStreak = (table: readonly number[], streak: number): number =>
  table[Math.min(Math.max(streak, 1), table.length) - 1]!;
