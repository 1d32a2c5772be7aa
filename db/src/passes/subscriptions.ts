import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import type { PassRail } from "../enums/passes.ts";
import type { Handle } from "../queries/prepared.ts";
import { seasonPasses } from "../schema/catalog.ts";
import { type PassSubscription, passSubscriptions } from "../schema/passes.ts";
import type { SeasonPass } from "./catalog.ts";

export type { PassSubscription };

/** Which subscription a rail's report names: our reference, the rail's subscription, or our id. */
export type SubscriptionMatch = { reference: string } | { providerRef: string } | { id: number };

export function matchSubscription(match: SubscriptionMatch) {
  if ("reference" in match) return eq(passSubscriptions.reference, match.reference);
  if ("providerRef" in match) return eq(passSubscriptions.providerRef, match.providerRef);
  return eq(passSubscriptions.id, match.id);
}

export async function findSubscription(
  db: Handle,
  match: SubscriptionMatch,
): Promise<PassSubscription | undefined> {
  const [row] = await db.select().from(passSubscriptions).where(matchSubscription(match)).limit(1);
  return row;
}

/** The pass a player holds now: their active subscription paid past `now`, with its pass. */
export interface HeldPass {
  subscription: PassSubscription;
  pass: SeasonPass;
}

export async function heldPass(db: Handle, userId: number, now: Date): Promise<HeldPass | null> {
  const [row] = await db
    .select({ subscription: passSubscriptions, pass: seasonPasses })
    .from(passSubscriptions)
    .innerJoin(seasonPasses, eq(seasonPasses.id, passSubscriptions.passId))
    .where(
      and(
        eq(passSubscriptions.userId, userId),
        eq(passSubscriptions.status, "active"),
        gt(passSubscriptions.paidUntil, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The tiers of the players among `userIds` who hold a pass now (absent: no pass). */
export async function heldTiers(db: Handle, userIds: number[], now: Date): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: passSubscriptions.userId, tier: seasonPasses.tier })
    .from(passSubscriptions)
    .innerJoin(seasonPasses, eq(seasonPasses.id, passSubscriptions.passId))
    .where(
      and(
        inArray(passSubscriptions.userId, userIds),
        eq(passSubscriptions.status, "active"),
        gt(passSubscriptions.paidUntil, now),
      ),
    );
  return new Map(rows.map((row) => [row.userId, row.tier]));
}

/** A player's subscriptions, newest first (Settings and the console show them). */
export function subscriptionsOf(db: Handle, userId: number, limit = 20) {
  return db
    .select({ subscription: passSubscriptions, passName: seasonPasses.name })
    .from(passSubscriptions)
    .innerJoin(seasonPasses, eq(seasonPasses.id, passSubscriptions.passId))
    .where(eq(passSubscriptions.userId, userId))
    .orderBy(desc(passSubscriptions.id))
    .limit(limit);
}

/** Why a player may not start this pass now. */
export type OpenRefusal = "already_held" | "higher_held";

/**
 * Whether a player holding `held` may buy `pass`: not the pass they hold while it still renews (a
 * cancelled one may be bought again: its paid time carries over), and never a lower tier than the
 * one they hold (Gold replaces Silver, not the other way round).
 */
export function refusalToOpen(held: HeldPass | null, pass: SeasonPass): OpenRefusal | null {
  if (!held) return null;
  if (held.pass.tier > pass.tier) return "higher_held";
  if (held.pass.id === pass.id && held.subscription.renews) return "already_held";
  return null;
}

/**
 * Opens a `pending` subscription with a fresh reference at the pass's price on the rail (Stars or
 * cents). Answers why not when the player may not buy it now.
 */
export async function openSubscription(
  db: Db,
  input: { userId: number; pass: SeasonPass; rail: PassRail; now: Date },
): Promise<{ subscription: PassSubscription } | { refused: OpenRefusal }> {
  const refused = refusalToOpen(await heldPass(db.orm, input.userId, input.now), input.pass);
  if (refused) return { refused };
  const stars = input.rail === "stars";
  const [subscription] = await db.write((tx) =>
    tx
      .insert(passSubscriptions)
      .values({
        userId: input.userId,
        passId: input.pass.id,
        rail: input.rail,
        reference: randomBytes(24).toString("base64url"),
        amount: stars ? input.pass.priceStars : input.pass.priceCents,
        currency: stars ? "XTR" : "usd",
      })
      .returning(),
  );
  // Stryker disable next-line all: an insert … returning always answers its row
  if (!subscription) throw new Error("passes: the subscription was not written");
  return { subscription };
}

/** Drops a pending subscription no invoice or checkout reached (it can never be paid). */
export async function discardSubscription(db: Db, id: number): Promise<void> {
  await db.write((tx) =>
    tx
      .delete(passSubscriptions)
      .where(and(eq(passSubscriptions.id, id), eq(passSubscriptions.status, "pending"))),
  );
}

/** Records the rail's subscription (Stripe's `sub_…`) on ours, once it is known. */
export async function setSubscriptionProviderRef(db: Db, match: SubscriptionMatch, providerRef: string) {
  await db.write((tx) => tx.update(passSubscriptions).set({ providerRef }).where(matchSubscription(match)));
}

/**
 * Whether the subscription renews, as its rail now says: false once cancelled there (the paid time
 * stays; the rail charges no more), true again when resumed there. Answers the subscription, or
 * undefined when unknown.
 */
export async function setRenewal(
  db: Db,
  match: SubscriptionMatch,
  renews: boolean,
  now: Date = new Date(),
): Promise<PassSubscription | undefined> {
  const [row] = await db.write((tx) =>
    tx
      .update(passSubscriptions)
      // A repeated report keeps when the rail first stopped it.
      .set({
        renews,
        railStoppedAt: renews ? null : sql`coalesce(${passSubscriptions.railStoppedAt}, ${now.getTime()})`,
      })
      .where(matchSubscription(match))
      .returning(),
  );
  return row;
}

/**
 * Subscriptions that are over for us (replaced by a higher pass, or ended by a refund) which their
 * rail may still renew: the `pass-rail-stops` job stops them there.
 */
export function toStopAtRail(db: Handle, limit = 20) {
  return db
    .select({
      id: passSubscriptions.id,
      userId: passSubscriptions.userId,
      rail: passSubscriptions.rail,
      providerRef: passSubscriptions.providerRef,
    })
    .from(passSubscriptions)
    .where(
      and(
        inArray(passSubscriptions.status, ["replaced", "ended"]),
        isNull(passSubscriptions.railStoppedAt),
        isNotNull(passSubscriptions.providerRef),
      ),
    )
    .orderBy(passSubscriptions.id)
    .limit(limit);
}

/** The rail confirmed it charges this subscription no more. */
export async function markRailStopped(db: Db, id: number, now: Date = new Date()): Promise<void> {
  await db.write((tx) =>
    tx.update(passSubscriptions).set({ railStoppedAt: now }).where(eq(passSubscriptions.id, id)),
  );
}

/**
 * The rail ended the subscription (Stripe's `customer.subscription.deleted`, at the end of a cancelled
 * period or at once by an operator there): it stops renewing and ends now.
 */
export async function endSubscription(
  db: Db,
  match: SubscriptionMatch,
  now: Date,
): Promise<PassSubscription | undefined> {
  return db.write(async (tx) => {
    const [row] = await tx.select().from(passSubscriptions).where(matchSubscription(match)).limit(1);
    if (!row || row.status === "ended" || row.status === "replaced") return row;
    const paidUntil = row.paidUntil && row.paidUntil < now ? row.paidUntil : now;
    const [ended] = await tx
      .update(passSubscriptions)
      .set({ status: "ended", renews: false, railStoppedAt: now, endedAt: now, paidUntil })
      .where(eq(passSubscriptions.id, row.id))
      .returning();
    return ended;
  });
}
