import { PASS_RAILS } from "@jadeverse/db/enums/passes";
import { z } from "zod";

/** One pass of the pass table (docs/passes.md), as both front ends show it. */
export const seasonPassSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  tagline: z.string(),
  priceCents: z.number().int().positive().describe("Per 30 days on the web (Stripe)"),
  priceStars: z.number().int().positive().describe("Per 30 days in Telegram (Stars)"),
  durationDays: z.number().int().positive(),
  tier: z.number().int().min(1).describe("Higher replaces lower and goes first in the play queue"),
  bonusMultiplier: z.number().int().min(1).describe("The daily bonus is multiplied by it"),
  perks: z.array(z.string()),
});
export type SeasonPassView = z.infer<typeof seasonPassSchema>;

/** `GET /api/passes`: the pass table. */
export const passesResponse = z.strictObject({ data: z.array(seasonPassSchema) });

/** The pass a player holds now. */
export const heldPassSchema = z.strictObject({
  subscriptionId: z.number().int(),
  passId: z.number().int(),
  name: z.string(),
  tier: z.number().int(),
  rail: z.enum(PASS_RAILS),
  renews: z.boolean().describe("False once cancelled: the paid time is kept, nothing more is charged"),
  paidUntil: z.string().describe("The pass holds until then; it renews then when `renews`"),
  frame: z.enum(["gold"]).nullable().describe("The avatar's frame this pass gives (Gold: gold)"),
});

/** `GET /api/passes/mine`: the pass held now (or null) and the latest subscriptions. */
export const myPassResponse = z.strictObject({
  held: heldPassSchema.nullable(),
  pending: z
    .array(z.strictObject({ subscriptionId: z.number().int(), passId: z.number().int() }))
    .describe("Subscriptions opened and not paid yet (a checkout or an invoice on its way)"),
});

/** The pass to buy (`POST /api/passes/stars-invoice`, `POST /api/passes/checkout`). */
export const passBody = z.strictObject({ passId: z.number().int().positive() });

/** `POST /api/passes/stars-invoice` (the Mini App opens it with `openInvoice`). */
export const passInvoiceResponse = z.strictObject({
  invoiceLink: z.string(),
  subscriptionId: z.number().int(),
  stars: z.number().int().positive(),
});

/** `POST /api/passes/checkout` (the browser goes to `url`). */
export const passCheckoutResponse = z.strictObject({
  url: z.string(),
  subscriptionId: z.number().int(),
});

/** `POST /api/passes/cancel`. */
export const passCancelResponse = z.strictObject({ held: heldPassSchema });

/** `POST /api/passes/billing-portal`: where the browser goes to manage the card subscription. */
export const passPortalResponse = z.strictObject({ url: z.string() });
