import { RARITIES, STORE_TYPES } from "@jadeverse/db/enums/catalog";
import { z } from "zod";
import {
  IDEMPOTENCY_KEY_PATTERN,
  MAX_SWAP_GEMS,
  STORE_MAX_FILTER_VALUES,
  STORE_MAX_PAGE,
  STORE_MAX_PRICE_GEMS,
  STORE_PAGE_SIZE,
  STORE_SEARCH_MAX_LENGTH,
} from "./constants.ts";

/** Whole numbers written with digits only (`12`, never `1e3`, ` 12` or `-1`), bounded. */
const digits = (max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/, "expected digits only")
    .transform(Number)
    .pipe(z.number().int().max(max));

/** A query parameter that may be repeated (`type=A&type=B`): one value or several, as a list. */
const repeatable = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.array(z.enum(values)).max(STORE_MAX_FILTER_VALUES)])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

const paging = {
  page: digits(STORE_MAX_PAGE).pipe(z.number().min(1)).optional().default(1),
  limit: digits(STORE_PAGE_SIZE).pipe(z.number().min(1)).optional().default(STORE_PAGE_SIZE),
};

/**
 * `GET /api/store` (docs/product/economy.md §7): paging, repeatable `type` and `rarity` (also as `type[]` /
 * `rarity[]`), `search`, price bounds. Unknown parameters are refused, so a misspelt filter is a 400
 * rather than silently ignored.
 */
export const storeQuery = z
  .strictObject({
    ...paging,
    type: repeatable(STORE_TYPES),
    "type[]": repeatable(STORE_TYPES),
    rarity: repeatable(RARITIES),
    "rarity[]": repeatable(RARITIES),
    search: z
      .string()
      .trim()
      .max(STORE_SEARCH_MAX_LENGTH)
      .optional()
      .transform((s) => (s ? s : undefined)),
    minPriceGems: digits(STORE_MAX_PRICE_GEMS).optional(),
    maxPriceGems: digits(STORE_MAX_PRICE_GEMS).optional(),
  })
  .refine(
    (q) => q.minPriceGems === undefined || q.maxPriceGems === undefined || q.minPriceGems <= q.maxPriceGems,
    { message: "minPriceGems must not exceed maxPriceGems", path: ["minPriceGems"] },
  )
  .transform(({ "type[]": types, "rarity[]": rarities, ...q }) => ({
    ...q,
    type: [...new Set([...q.type, ...types])],
    rarity: [...new Set([...q.rarity, ...rarities])],
  }));

/** `GET /api/store/inventory`: paging and an optional (repeatable) type list. */
export const inventoryQuery = z
  .strictObject({
    ...paging,
    type: repeatable(STORE_TYPES),
    "type[]": repeatable(STORE_TYPES),
  })
  .transform(({ "type[]": types, ...q }) => ({ ...q, type: [...new Set([...q.type, ...types])] }));

/** A catalog id in a path: a positive integer in plain digits (`0`, `-1`, `1.5`, `1e2` are refused). */
export const catalogIdParam = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, "expected a positive integer id")
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .max(2 ** 31),
    ),
});

const gems = z.number().int().positive().max(MAX_SWAP_GEMS);

/**
 * `POST /api/finance/gems-to-coins`: whole gems, as `gemsAmount` (docs/product/economy.md §7) or `amount`. Exactly
 * one of the two.
 */
export const swapBody = z
  .strictObject({ gemsAmount: gems.optional(), amount: gems.optional() })
  .superRefine((body, ctx) => {
    if ((body.gemsAmount === undefined) === (body.amount === undefined))
      ctx.addIssue({
        code: "custom",
        message: "give exactly one of gemsAmount and amount",
        path: ["gemsAmount"],
      });
  })
  .transform((body) => ({ gems: (body.gemsAmount ?? body.amount) as number }));

/** The optional `Idempotency-Key` header of a swap: a retried request carrying it applies once. */
export const idempotencyHeader = z.object({
  "idempotency-key": z.string().regex(IDEMPOTENCY_KEY_PATTERN, "1-128 printable characters").optional(),
});
