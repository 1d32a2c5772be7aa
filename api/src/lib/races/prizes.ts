import type { Prize } from "@jadeverse/db/races/payout";
import type { z } from "zod";

/**
 * The monthly race's prize table (docs/races.md "Prizes"), `RACE_PRIZES`: comma-separated
 * `place=coins` or `from-to=coins` entries, each optionally `:item-slug` (a catalog item).
 */
export const DEFAULT_RACE_PRIZES =
  "1=5000000:crown-of-the-nine-dragons,2=2500000:jade-emperors-seal,3=1000000:folding-fan-of-winds," +
  "4-10=250000,11-50=50000,51-100=10000";

/** The most places a race pays (its board shows the top 100). */
export const RACE_PLACES = 100;

export interface PrizeBand {
  from: number;
  to: number;
  coins: number;
  itemSlug: string | null;
}

const ENTRY = /^(\d+)(?:-(\d+))?=(\d+)(?::([a-z0-9-]+))?$/;

/** Reads `RACE_PRIZES` into bands, in place order; a malformed or overlapping entry is an issue. */
export function parseRacePrizes(value: string, ctx: z.RefinementCtx): PrizeBand[] {
  const bands: PrizeBand[] = [];
  for (const entry of value
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean)) {
    const match = entry.match(ENTRY);
    const from = Number(match?.[1]);
    const to = Number(match?.[2] ?? match?.[1]);
    if (!match || from < 1 || to < from || to > RACE_PLACES) {
      ctx.addIssue({
        code: "custom",
        message: `"${entry}" is not place=coins[:item] or from-to=coins[:item] within 1-${RACE_PLACES}`,
      });
      continue;
    }
    if (bands.some((band) => from <= band.to && to >= band.from)) {
      ctx.addIssue({ code: "custom", message: `"${entry}" overlaps another entry` });
      continue;
    }
    bands.push({ from, to, coins: Number(match[3]), itemSlug: match[4] ?? null });
  }
  return bands.sort((a, b) => a.from - b.from);
}

/** A place's prize from the bands, or null when the place wins nothing. */
export function prizeFor(bands: readonly PrizeBand[], position: number): Prize | null {
  const band = bands.find((b) => position >= b.from && position <= b.to);
  return band ? { coins: band.coins, itemSlug: band.itemSlug } : null;
}
