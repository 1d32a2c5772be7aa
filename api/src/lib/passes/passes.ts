import { listPasses, type SeasonPass } from "@jadeverse/db/passes/catalog";
import { type HeldPass, heldPass, subscriptionsOf } from "@jadeverse/db/passes/subscriptions";
import type { Deps } from "../../context.ts";
import { frameOf } from "./perks.ts";
import type { SeasonPassView } from "./responses.ts";

export const nowOf = (deps: Deps) => deps.now?.() ?? new Date();

export const passView = (pass: SeasonPass): SeasonPassView => ({
  id: pass.id,
  name: pass.name,
  tagline: pass.tagline,
  priceCents: pass.priceCents,
  priceStars: pass.priceStars,
  durationDays: pass.durationDays,
  tier: pass.tier,
  bonusMultiplier: pass.bonusMultiplier,
  perks: pass.perks,
});

/** The pass table (docs/passes.md), Gold first. */
export async function passTable(deps: Deps) {
  return { data: (await listPasses(deps.db.orm)).map(passView) };
}

export const heldView = ({ subscription, pass }: HeldPass) => ({
  subscriptionId: subscription.id,
  passId: pass.id,
  name: pass.name,
  tier: pass.tier,
  rail: subscription.rail,
  renews: subscription.renews,
  // Stryker disable next-line OptionalChaining: a held subscription is paid until a time (heldPass reads paid_until > now)
  paidUntil: subscription.paidUntil?.toISOString() ?? "",
  frame: frameOf(pass.tier),
});

/** The pass the player holds now, and the subscriptions they opened that are not paid yet. */
export async function myPass(deps: Deps, userId: number) {
  const held = await heldPass(deps.db.orm, userId, nowOf(deps));
  const recent = await subscriptionsOf(deps.db.orm, userId, 5);
  return {
    held: held ? heldView(held) : null,
    pending: recent
      .filter(({ subscription }) => subscription.status === "pending")
      .map(({ subscription }) => ({ subscriptionId: subscription.id, passId: subscription.passId })),
  };
}

/** What the player's pass multiplies the daily bonus by (1 without one). */
export async function bonusMultiplierOf(deps: Deps, userId: number, at: Date): Promise<number> {
  return (await heldPass(deps.db.orm, userId, at))?.pass.bonusMultiplier ?? 1;
}
