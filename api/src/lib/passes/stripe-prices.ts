import type { z } from "zod";

/**
 * `STRIPE_PASS_PRICES`: `passId=price_…` pairs, comma-separated, e.g. `1=price_1Gold,2=price_1Silver`
 * (docs/passes.md "Configuring the prices"). Answers pass id → Price id.
 */
export function parsePassPrices(value: string, ctx: z.RefinementCtx): ReadonlyMap<number, string> {
  const prices = new Map<number, string>();
  for (const pair of value
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = pair.match(/^(\d+)=(price_\w+)$/);
    if (!match) {
      ctx.addIssue({ code: "custom", message: `"${pair}" is not passId=price_… (e.g. 1=price_1Abc)` });
      continue;
    }
    prices.set(Number(match[1]), String(match[2]));
  }
  return prices;
}
