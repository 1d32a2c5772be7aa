import { z } from "zod";

/** Telegram Stars' currency code (Stars invoices name no payment provider). */
export const STARS_CURRENCY = "XTR";

/** The gem packs' prices in Stars when `STARS_PACK_PRICES` is unset: pack id → Stars. */
export const DEFAULT_STARS_PACK_PRICES = "1:100,2:250,3:1000,4:2500";

/** Gem pack id → its price in Stars; a pack without a price is not sold for Stars. */
export type StarsPackPrices = ReadonlyMap<number, number>;

/**
 * `STARS_PACK_PRICES`: `packId:stars` pairs, comma-separated (e.g. `1:100,2:250`), each price ≥ 1.
 * The API's env.ts validates it with this schema once, at boot.
 */
export const starsPackPricesSchema = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v : DEFAULT_STARS_PACK_PRICES))
  .transform((v, ctx): StarsPackPrices => {
    const prices = new Map<number, number>();
    for (const pair of v
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean)) {
      const m = pair.match(/^(\d{1,6}):(\d{1,6})$/);
      if (!m || Number(m[2]) < 1) {
        ctx.addIssue({ code: "custom", message: "expected packId:stars pairs like 1:100,2:250" });
        return z.NEVER;
      }
      prices.set(Number(m[1]), Number(m[2]));
    }
    return prices;
  });
