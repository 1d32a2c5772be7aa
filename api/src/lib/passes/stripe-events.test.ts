import { PASS_PERIOD_SECONDS } from "@jadeverse/db/enums/passes";
import { passById } from "@jadeverse/db/passes/catalog";
import { openSubscription, type PassSubscription } from "@jadeverse/db/passes/subscriptions";
import { passCharges, passSubscriptions } from "@jadeverse/db/schema";
import { insertUser } from "@jadeverse/db/users/insert";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recordingLogger, useCatalogDb } from "../../../test/payments-db.ts";
import { handleStripeEvent, parseStripeEvent } from "../payments/stripe-events.ts";

// Stripe's season pass events read straight (docs/passes.md "Stripe's events"): which subscription an
// invoice or a subscription names (our reference, at either place Stripe's API versions put it, else
// Stripe's id), what each event does once, and what the webhook's log says.
const dbOf = useCatalogDb("pass-events");
let nextPlayer = 1;

async function pending(passId = 2): Promise<PassSubscription> {
  const user = await dbOf().write((tx) => insertUser(tx, { nickname: `events-${nextPlayer++}` }));
  const pass = (await passById(dbOf().orm, passId))!;
  const opened = await openSubscription(dbOf(), { userId: user.id, pass, rail: "stripe", now: new Date() });
  if (!("subscription" in opened)) throw new Error("refused");
  return opened.subscription;
}

const row = async (id: number) =>
  (await dbOf().orm.select().from(passSubscriptions).where(eq(passSubscriptions.id, id)))[0]!;

async function handle(type: string, object: Record<string, unknown>) {
  const parsed = parseStripeEvent({ id: `evt_${Math.random()}`, type, data: { object } });
  if (parsed.kind !== "handled") throw new Error(`not handled: ${JSON.stringify(parsed)}`);
  const { logger, lines } = recordingLogger<{ msg: string; level: string } & Record<string, unknown>>();
  return { result: await handleStripeEvent(dbOf(), parsed.event, logger), lines };
}

/** An invoice as Stripe's newer API versions send it (subscription and metadata under `parent`). */
const invoice = (sub: PassSubscription, id: string, changes: Record<string, unknown> = {}) => ({
  id,
  object: "invoice",
  amount_paid: sub.amount,
  currency: "usd",
  parent: {
    type: "subscription_details",
    subscription_details: { subscription: `sub_${sub.id}`, metadata: { passReference: sub.reference } },
  },
  ...changes,
});

describe("invoice.paid", () => {
  it("extends the subscription named by our reference, once, and records Stripe's subscription", async () => {
    const sub = await pending();
    const first = await handle("invoice.paid", invoice(sub, "in_first"));
    expect(first.result).toBe("extended");
    expect(first.lines.find((l) => l.msg === "stripe: season pass charge recorded")).toMatchObject({
      invoice: "in_first",
      subscription: `sub_${sub.id}`,
      status: "credited",
      first: true,
    });
    expect(await row(sub.id)).toMatchObject({ status: "active", providerRef: `sub_${sub.id}` });
    expect((await handle("invoice.paid", invoice(sub, "in_first"))).result).toBe("duplicate");
  });

  it("reads the older API's places (top-level subscription and subscription_details), expanded or not", async () => {
    const sub = await pending();
    const older = invoice(sub, "in_older", {
      parent: null,
      subscription: { id: `sub_old_${sub.id}`, object: "subscription" },
      subscription_details: { metadata: { passReference: sub.reference } },
    });
    expect((await handle("invoice.paid", older)).result).toBe("extended");
    expect((await row(sub.id)).providerRef).toBe(`sub_old_${sub.id}`);
    // A renewal naming only Stripe's subscription (no metadata) finds ours by it.
    const byId = invoice(sub, "in_by_id", { parent: null, subscription: `sub_old_${sub.id}` });
    const before = (await row(sub.id)).paidUntil!.getTime();
    expect((await handle("invoice.paid", byId)).result).toBe("extended");
    expect((await row(sub.id)).paidUntil!.getTime()).toBe(before + PASS_PERIOD_SECONDS * 1000);
  });

  it("names nothing: unknown; another amount: mismatch, logged for a refund, nothing extended", async () => {
    const sub = await pending();
    expect((await handle("invoice.paid", invoice(sub, "in_none", { parent: null }))).result).toBe("unknown");
    const stranger = invoice(sub, "in_stranger", {
      parent: { subscription_details: { subscription: "sub_nobody", metadata: {} } },
    });
    expect((await handle("invoice.paid", stranger)).result).toBe("unknown");
    const odd = await handle("invoice.paid", invoice(sub, "in_odd", { amount_paid: sub.amount + 1 }));
    expect(odd.result).toBe("mismatch");
    expect(odd.lines.find((l) => l.level === "error")).toMatchObject({
      msg: "stripe: season pass charge does not match its subscription, refund it",
      invoice: "in_odd",
      reason: `paid ${sub.amount + 1} usd, expected ${sub.amount} usd`,
    });
    expect((await row(sub.id)).status).toBe("pending");
    expect(await dbOf().orm.select().from(passCharges).where(eq(passCharges.subscriptionId, sub.id))).toEqual(
      [],
    );
  });
});

describe("checkout.session.completed in subscription mode", () => {
  const session = (reference: string | null, subscription: unknown) => ({
    id: "cs_test_x",
    mode: "subscription",
    payment_status: "paid",
    client_reference_id: reference,
    amount_total: 399,
    currency: "usd",
    payment_intent: null,
    subscription,
  });

  it("records Stripe's subscription on ours; without a reference, a subscription or a match: unknown", async () => {
    const sub = await pending();
    expect(
      (await handle("checkout.session.completed", session(sub.reference, "sub_from_checkout"))).result,
    ).toBe("renewal");
    expect((await row(sub.id)).providerRef).toBe("sub_from_checkout");
    expect((await row(sub.id)).status).toBe("pending"); // the invoice pays it, not the session
    const other = await pending();
    for (const [reference, subscription] of [
      [null, "sub_a"],
      [other.reference, null],
      ["not-ours", "sub_b"],
    ] as const) {
      expect((await handle("checkout.session.completed", session(reference, subscription))).result).toBe(
        "unknown",
      );
    }
    expect((await row(other.id)).providerRef).toBeNull();
  });
});

describe("customer.subscription.updated and .deleted", () => {
  const stripeSub = (id: string, changes: Record<string, unknown> = {}) => ({
    id,
    object: "subscription",
    status: "active",
    cancel_at_period_end: false,
    metadata: {},
    ...changes,
  });

  it("cancel at the period's end stops renewal, resuming starts it again; by our reference or Stripe's id", async () => {
    const sub = await pending();
    await handle("invoice.paid", invoice(sub, `in_u_${sub.id}`));
    const id = `sub_${sub.id}`;
    expect(
      (await handle("customer.subscription.updated", stripeSub(id, { cancel_at_period_end: true }))).result,
    ).toBe("renewal");
    expect(await row(sub.id)).toMatchObject({ renews: false, status: "active" });
    expect((await row(sub.id)).railStoppedAt).not.toBeNull();
    const resumed = stripeSub("sub_renamed", { metadata: { passReference: sub.reference } });
    expect((await handle("customer.subscription.updated", resumed)).result).toBe("renewal");
    expect(await row(sub.id)).toMatchObject({ renews: true, railStoppedAt: null });
    expect((await handle("customer.subscription.updated", stripeSub("sub_unknown"))).result).toBe("unknown");
  });

  it("a canceled status or a deletion ends the pass now; an unknown subscription: unknown", async () => {
    const sub = await pending();
    await handle("invoice.paid", invoice(sub, `in_d_${sub.id}`));
    const ended = await handle(
      "customer.subscription.updated",
      stripeSub(`sub_${sub.id}`, { status: "canceled" }),
    );
    expect(ended.result).toBe("ended");
    const after = await row(sub.id);
    expect(after).toMatchObject({ status: "ended", renews: false });
    expect(after.paidUntil!.getTime()).toBeLessThanOrEqual(Date.now());
    const other = await pending();
    await handle("invoice.paid", invoice(other, `in_d_${other.id}`));
    expect((await handle("customer.subscription.deleted", stripeSub(`sub_${other.id}`))).result).toBe(
      "ended",
    );
    expect((await row(other.id)).status).toBe("ended");
    expect((await handle("customer.subscription.deleted", stripeSub("sub_unknown"))).result).toBe("unknown");
  });
});

describe("charge.refunded naming an invoice", () => {
  const refund = (invoiceId: string, refunded = true) => ({
    id: `ch_${invoiceId}`,
    object: "charge",
    amount: 399,
    amount_refunded: refunded ? 399 : 100,
    refunded,
    payment_intent: null,
    invoice: invoiceId,
  });

  it("takes the period back once; a charge of no pass: unknown; a partial refund: nothing", async () => {
    const sub = await pending();
    await handle("invoice.paid", invoice(sub, `in_r1_${sub.id}`));
    await handle("invoice.paid", invoice(sub, `in_r2_${sub.id}`));
    const paid = (await row(sub.id)).paidUntil!.getTime();
    const partial = await handle("charge.refunded", refund(`in_r2_${sub.id}`, false));
    expect(partial.result).not.toBe("refunded");
    expect((await row(sub.id)).paidUntil!.getTime()).toBe(paid);
    const done = await handle("charge.refunded", refund(`in_r2_${sub.id}`));
    expect(done.result).toBe("refunded");
    expect(done.lines.find((l) => l.msg === "stripe: season pass charge refunded")).toMatchObject({
      invoice: `in_r2_${sub.id}`,
      status: "refunded",
    });
    expect((await row(sub.id)).paidUntil!.getTime()).toBe(paid - PASS_PERIOD_SECONDS * 1000);
    expect((await handle("charge.refunded", refund(`in_r2_${sub.id}`))).result).toBe("duplicate");
    expect((await handle("charge.refunded", refund("in_never"))).result).toBe("unknown");
  });
});
