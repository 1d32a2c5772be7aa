import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db, Tx } from "../client.ts";
import { PASS_PERIOD_SECONDS, type PassRail } from "../enums/passes.ts";
import { isUniqueViolation } from "../errors.ts";
import { seasonPasses } from "../schema/catalog.ts";
import { type PassSubscription, passCharges, passSubscriptions } from "../schema/passes.ts";
import { matchSubscription, type SubscriptionMatch } from "./subscriptions.ts";

/** A subscription charge the server verified itself (a bot update from Telegram, a signed webhook). */
export interface VerifiedCharge {
  /** The rail's charge: Telegram's `telegram_payment_charge_id`, Stripe's invoice id. Unique. */
  proof: string;
  currency: string;
  amount: number;
  /** The rail's subscription, recorded when ours has none yet. */
  providerRef?: string | null | undefined;
}

/** The pass a first charge replaced: its rail must stop renewing it. */
export interface ReplacedPass {
  subscriptionId: number;
  rail: PassRail;
  providerRef: string | null;
  userId: number;
  renews: boolean;
}

export type ChargeOutcome =
  | {
      status: "credited";
      subscription: PassSubscription;
      first: boolean;
      carriedSeconds: number;
      replaced: ReplacedPass | null;
    }
  | { status: "duplicate"; subscriptionId: number }
  | { status: "unknown" }
  | { status: "mismatch"; subscriptionId: number; reason: string };

/**
 * Time left on the pass being replaced, worth the same in the new pass: seconds × old price ÷ new
 * price, in dollars on either rail (docs/passes.md "One pass at a time": prorated).
 */
export function carriedSeconds(remainingMs: number, oldPriceCents: number, newPriceCents: number): number {
  // Stryker disable next-line EqualityOperator: nothing left carries nothing, either way
  if (remainingMs <= 0) return 0;
  return Math.floor((remainingMs / 1000) * (oldPriceCents / newPriceCents));
}

async function replaceHeld(tx: Tx, sub: PassSubscription, now: Date) {
  const [held] = await tx
    .select({ subscription: passSubscriptions, priceCents: seasonPasses.priceCents })
    .from(passSubscriptions)
    .innerJoin(seasonPasses, eq(seasonPasses.id, passSubscriptions.passId))
    .where(
      and(
        eq(passSubscriptions.userId, sub.userId),
        eq(passSubscriptions.status, "active"),
        ne(passSubscriptions.id, sub.id),
      ),
    );
  if (!held) return { carried: 0, replaced: null };
  const [pass] = await tx
    .select({ priceCents: seasonPasses.priceCents })
    .from(seasonPasses)
    .where(eq(seasonPasses.id, sub.passId));
  // Stryker disable next-line OptionalChaining: an active subscription is paid until a time (its first charge set it)
  const remaining = (held.subscription.paidUntil?.getTime() ?? 0) - now.getTime();
  // Stryker disable next-line OptionalChaining,LogicalOperator: the subscription's pass always exists (a foreign key)
  const carried = carriedSeconds(remaining, held.priceCents, pass?.priceCents ?? held.priceCents);
  const lapsed = remaining <= 0;
  await tx
    .update(passSubscriptions)
    .set({
      status: lapsed ? "ended" : "replaced",
      renews: false,
      endedAt: now,
      paidUntil: lapsed ? held.subscription.paidUntil : now,
    })
    .where(eq(passSubscriptions.id, held.subscription.id));
  const replaced: ReplacedPass | null = lapsed
    ? null
    : {
        subscriptionId: held.subscription.id,
        rail: held.subscription.rail,
        providerRef: held.subscription.providerRef,
        userId: held.subscription.userId,
        renews: held.subscription.renews,
      };
  return { carried, replaced };
}

async function chargeInside(
  tx: Tx,
  match: SubscriptionMatch,
  charge: VerifiedCharge,
  now: Date,
): Promise<ChargeOutcome> {
  const [sub] = await tx.select().from(passSubscriptions).where(matchSubscription(match)).limit(1);
  if (!sub) return { status: "unknown" };
  const [seen] = await tx
    .select({ id: passCharges.id })
    .from(passCharges)
    .where(eq(passCharges.proof, charge.proof));
  if (seen) return { status: "duplicate", subscriptionId: sub.id };
  if (charge.currency.toLowerCase() !== sub.currency.toLowerCase() || charge.amount !== sub.amount)
    return {
      status: "mismatch",
      subscriptionId: sub.id,
      reason: `paid ${charge.amount} ${charge.currency}, expected ${sub.amount} ${sub.currency}`,
    };
  if (sub.status === "replaced" || sub.status === "ended")
    return { status: "mismatch", subscriptionId: sub.id, reason: `the subscription is ${sub.status}` };
  const first = sub.status === "pending";
  const { carried, replaced } = first ? await replaceHeld(tx, sub, now) : { carried: 0, replaced: null };
  const seconds = PASS_PERIOD_SECONDS + carried;
  // Stryker disable next-line EqualityOperator: paid until exactly now, either way the period starts now
  const from = sub.paidUntil && sub.paidUntil > now ? sub.paidUntil : now;
  await tx.insert(passCharges).values({
    subscriptionId: sub.id,
    proof: charge.proof,
    amount: charge.amount,
    currency: charge.currency,
    seconds,
    carriedSeconds: carried,
  });
  const [updated] = await tx
    .update(passSubscriptions)
    .set({
      status: "active",
      paidUntil: new Date(from.getTime() + seconds * 1000),
      providerRef: sub.providerRef ?? charge.providerRef ?? null,
    })
    .where(eq(passSubscriptions.id, sub.id))
    .returning();
  // Stryker disable next-line all: the row read above in this write transaction still exists
  if (!updated) return { status: "unknown" };
  return { status: "credited", subscription: updated, first, carriedSeconds: carried, replaced };
}

/**
 * Extends a subscription by one period for a charge the server verified, exactly once, in ONE write
 * transaction: the charge's row (its proof unique) and the subscription's new `paid_until`. The
 * first charge makes a pending subscription active and replaces the pass the player held (its paid
 * time carried over at the price ratio; the caller stops its renewal at its rail). The same charge
 * reported again, however often and however concurrently, is a `duplicate`; a charge of another
 * amount or currency, or for a subscription that was replaced or ended, extends nothing.
 */
export async function recordCharge(
  db: Db,
  match: SubscriptionMatch,
  charge: VerifiedCharge,
  now: Date = new Date(),
): Promise<ChargeOutcome> {
  try {
    return await db.write((tx) => chargeInside(tx, match, charge, now));
  } catch (error) {
    // Stryker disable all: writes are serialised (BEGIN IMMEDIATE on the file and on sqld), so a racing
    // redelivery finds the first one's row inside its own transaction and answers "duplicate" there;
    // this answers the same should a store ever stop serialising writes.
    // The same charge committed first on another connection (a redelivery racing).
    if (isUniqueViolation(error, "pass_charges", ["proof"])) {
      const [sub] = await db.orm
        .select({ id: passSubscriptions.id })
        .from(passSubscriptions)
        .where(matchSubscription(match));
      return sub ? { status: "duplicate", subscriptionId: sub.id } : { status: "unknown" };
    }
    // Stryker restore all
    throw error;
  }
}

export type ChargeRefundOutcome =
  | { status: "refunded"; subscription: PassSubscription; seconds: number }
  | { status: "already_refunded"; subscriptionId: number }
  | { status: "not_found" };

/**
 * A refunded charge takes back the time it added, once: `paid_until` moves back by its seconds, and
 * a subscription with no paid time left ends (and stops renewing).
 */
export async function refundCharge(
  db: Db,
  proof: string,
  now: Date = new Date(),
): Promise<ChargeRefundOutcome> {
  return db.write(async (tx) => {
    const [charge] = await tx.select().from(passCharges).where(eq(passCharges.proof, proof));
    if (!charge) return { status: "not_found" };
    const marked = await tx
      .update(passCharges)
      .set({ refundedAt: now })
      .where(and(eq(passCharges.id, charge.id), isNull(passCharges.refundedAt)))
      .returning({ id: passCharges.id });
    if (marked.length === 0) return { status: "already_refunded", subscriptionId: charge.subscriptionId };
    const [sub] = await tx
      .select()
      .from(passSubscriptions)
      .where(eq(passSubscriptions.id, charge.subscriptionId));
    // Stryker disable next-line all: the charge's subscription always exists (a foreign key)
    if (!sub) return { status: "not_found" };
    // Stryker disable next-line OptionalChaining: a charged subscription is paid until a time
    const paidUntil = new Date((sub.paidUntil?.getTime() ?? now.getTime()) - charge.seconds * 1000);
    const over = paidUntil <= now;
    const [updated] = await tx
      .update(passSubscriptions)
      .set({
        paidUntil,
        ...(over && sub.status === "active" ? { status: "ended" as const, renews: false, endedAt: now } : {}),
      })
      .where(eq(passSubscriptions.id, sub.id))
      .returning();
    // Stryker disable next-line all: as above
    if (!updated) return { status: "not_found" };
    return { status: "refunded", subscription: updated, seconds: charge.seconds };
  });
}

/** The charge behind a proof with its subscription (a refund names the charge). */
export async function findCharge(db: Db, proof: string) {
  const [row] = await db.orm
    .select({ charge: passCharges, subscription: passSubscriptions })
    .from(passCharges)
    .innerJoin(passSubscriptions, eq(passSubscriptions.id, passCharges.subscriptionId))
    .where(eq(passCharges.proof, proof));
  return row ?? null;
}
