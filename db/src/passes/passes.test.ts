import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PASS_PERIOD_SECONDS } from "../enums/passes.ts";
import { passCharges, passSubscriptions } from "../schema/passes.ts";
import { seedCatalog } from "../seed/seed-catalog.ts";
import { useTempDb } from "../testing/temp-db.ts";
import { insertUser } from "../users/insert.ts";
import { passById, type SeasonPass } from "./catalog.ts";
import { carriedSeconds, recordCharge, refundCharge } from "./charges.ts";
import {
  discardSubscription,
  endSubscription,
  findSubscription,
  heldPass,
  heldTiers,
  openSubscription,
  refusalToOpen,
  setRenewal,
  setSubscriptionProviderRef,
} from "./subscriptions.ts";

// Season passes (docs/passes.md): a charge extends its subscription once, a first charge replaces
// the pass held with its time carried over at the price ratio, a refund takes one charge's time back.
const dbOf = useTempDb("passes");
const PERIOD_MS = PASS_PERIOD_SECONDS * 1000;
const T0 = new Date("2026-11-01T12:00:00Z");
const at = (days: number) => new Date(T0.getTime() + days * 86_400_000);
let gold: SeasonPass;
let silver: SeasonPass;
let nextPlayer = 1;

beforeAll(async () => {
  await dbOf().write((tx) => seedCatalog(tx));
  gold = (await passById(dbOf().orm, 1))!;
  silver = (await passById(dbOf().orm, 2))!;
});

async function player() {
  const user = await dbOf().write((tx) => insertUser(tx, { nickname: `pass-${nextPlayer++}` }));
  return user.id;
}

async function open(userId: number, pass: SeasonPass, rail: "stars" | "stripe" = "stars", now = T0) {
  const opened = await openSubscription(dbOf(), { userId, pass, rail, now });
  if (!("subscription" in opened)) throw new Error(`refused: ${opened.refused}`);
  return opened.subscription;
}

const charge = (sub: { reference: string; amount: number; currency: string }, proof: string, now = T0) =>
  recordCharge(
    dbOf(),
    { reference: sub.reference },
    { proof, amount: sub.amount, currency: sub.currency },
    now,
  );

describe("a subscription's charges", () => {
  it("the first activates for one period; renewals add one each; a replay adds nothing", async () => {
    const userId = await player();
    const sub = await open(userId, silver);
    expect(await heldPass(dbOf().orm, userId, T0)).toBeNull();
    const first = await charge(sub, "ch-first");
    expect(first).toMatchObject({ status: "credited", first: true, carriedSeconds: 0, replaced: null });
    expect((await heldPass(dbOf().orm, userId, T0))?.subscription.paidUntil).toEqual(
      new Date(T0.getTime() + PERIOD_MS),
    );
    await charge(sub, "ch-renew-1", at(30));
    const second = await charge(sub, "ch-renew-2", at(60));
    expect(second).toMatchObject({ status: "credited", first: false });
    expect(await charge(sub, "ch-renew-2", at(61))).toEqual({ status: "duplicate", subscriptionId: sub.id });
    const held = await heldPass(dbOf().orm, userId, at(89));
    expect(held?.subscription.paidUntil).toEqual(new Date(T0.getTime() + 3 * PERIOD_MS));
    expect(held?.pass.name).toBe("Silver");
    expect(await heldPass(dbOf().orm, userId, at(91))).toBeNull();
  });

  it("the same charge racing 30 times extends the pass once", async () => {
    const userId = await player();
    const sub = await open(userId, gold, "stripe");
    const outcomes = await Promise.all(Array.from({ length: 30 }, () => charge(sub, "in_race")));
    expect(outcomes.filter((o) => o.status === "credited")).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === "duplicate")).toHaveLength(29);
    const rows = await dbOf().orm.select().from(passCharges).where(eq(passCharges.proof, "in_race"));
    expect(rows).toHaveLength(1);
    expect((await heldPass(dbOf().orm, userId, T0))?.subscription.paidUntil).toEqual(
      new Date(T0.getTime() + PERIOD_MS),
    );
  });

  it("extends nothing for another amount or currency, an unknown subscription, or a replaced one", async () => {
    const userId = await player();
    const sub = await open(userId, silver);
    const ref = { reference: sub.reference };
    expect(
      await recordCharge(dbOf(), ref, { proof: "cheap", amount: sub.amount - 1, currency: "XTR" }, T0),
    ).toMatchObject({ status: "mismatch", reason: `paid ${sub.amount - 1} XTR, expected ${sub.amount} XTR` });
    expect(
      await recordCharge(dbOf(), ref, { proof: "usd", amount: sub.amount, currency: "usd" }, T0),
    ).toMatchObject({ status: "mismatch" });
    expect(
      await recordCharge(dbOf(), { reference: "nope" }, { proof: "x", amount: 1, currency: "XTR" }, T0),
    ).toEqual({ status: "unknown" });
    expect(await heldPass(dbOf().orm, userId, T0)).toBeNull();
    await charge(sub, "silver-1");
    await charge(await open(userId, gold), "gold-1", at(10));
    expect(await charge(sub, "silver-renewal", at(30))).toMatchObject({
      status: "mismatch",
      reason: "the subscription is replaced",
    });
  });
});

describe("one pass at a time", () => {
  it("Gold replaces Silver: Silver's remaining time is carried over at the price ratio", async () => {
    const userId = await player();
    const silverSub = await open(userId, silver, "stripe");
    await charge(silverSub, "s-1");
    // 15 days of Silver ($3.99) are worth 15 × 399 / 999 days of Gold ($9.99).
    const goldSub = await open(userId, gold, "stars", at(15));
    const outcome = await charge(goldSub, "g-1", at(15));
    const carried = Math.floor(15 * 86_400 * (399 / 999));
    expect(outcome).toMatchObject({
      status: "credited",
      first: true,
      carriedSeconds: carried,
      replaced: { subscriptionId: silverSub.id, rail: "stripe", userId, renews: true },
    });
    const held = await heldPass(dbOf().orm, userId, at(15));
    expect(held?.pass.name).toBe("Gold");
    expect(held?.subscription.paidUntil).toEqual(new Date(at(15).getTime() + PERIOD_MS + carried * 1000));
    const [old] = await dbOf()
      .orm.select()
      .from(passSubscriptions)
      .where(eq(passSubscriptions.id, silverSub.id));
    expect(old).toMatchObject({ status: "replaced", renews: false, paidUntil: at(15) });
    expect((await heldTiers(dbOf().orm, [userId], at(15))).get(userId)).toBe(2);
  });

  it("refuses a lower pass over a higher one and the same pass while it renews; a cancelled one may be bought again", async () => {
    const userId = await player();
    const sub = await open(userId, gold);
    await charge(sub, "g-held");
    expect(await openSubscription(dbOf(), { userId, pass: silver, rail: "stars", now: T0 })).toEqual({
      refused: "higher_held",
    });
    expect(await openSubscription(dbOf(), { userId, pass: gold, rail: "stripe", now: T0 })).toEqual({
      refused: "already_held",
    });
    await setRenewal(dbOf(), { id: sub.id }, false);
    const again = await open(userId, gold, "stripe", at(20));
    // The cancelled Gold's 10 days left carry over whole (same price).
    expect(await charge(again, "g-again", at(20))).toMatchObject({ carriedSeconds: 10 * 86_400 });
    expect(refusalToOpen(null, silver)).toBeNull();
  });

  it("carries nothing from a pass that has lapsed", () => {
    expect(carriedSeconds(0, 399, 999)).toBe(0);
    expect(carriedSeconds(-5_000, 399, 999)).toBe(0);
    expect(carriedSeconds(86_400_000, 999, 999)).toBe(86_400);
  });
});

describe("refunds, cancellation and the end", () => {
  it("a refund takes one charge's time back, once; the last one ends the pass", async () => {
    const userId = await player();
    const sub = await open(userId, silver);
    await charge(sub, "r-1");
    await charge(sub, "r-2", at(30));
    const refunded = await refundCharge(dbOf(), "r-2", at(31));
    expect(refunded).toMatchObject({ status: "refunded", seconds: PASS_PERIOD_SECONDS });
    expect(await refundCharge(dbOf(), "r-2", at(31))).toEqual({
      status: "already_refunded",
      subscriptionId: sub.id,
    });
    expect(await refundCharge(dbOf(), "never-charged", at(31))).toEqual({ status: "not_found" });
    // One period left, which ended at day 30: the pass is over.
    expect(await heldPass(dbOf().orm, userId, at(31))).toBeNull();
    const [row] = await dbOf().orm.select().from(passSubscriptions).where(eq(passSubscriptions.id, sub.id));
    expect(row).toMatchObject({ status: "ended", renews: false });
  });

  it("cancelling stops renewal and keeps the paid time; the rail's end closes it", async () => {
    const userId = await player();
    const sub = await open(userId, gold, "stripe");
    await charge(sub, "c-1");
    expect(await setRenewal(dbOf(), { id: sub.id }, false)).toMatchObject({
      renews: false,
      status: "active",
    });
    expect((await heldPass(dbOf().orm, userId, at(29)))?.subscription.renews).toBe(false);
    await endSubscription(dbOf(), { id: sub.id }, at(30));
    expect(await heldPass(dbOf().orm, userId, at(29))).toBeNull();
    expect(await endSubscription(dbOf(), { reference: "none" }, at(30))).toBeUndefined();
  });
});

describe("the edges", () => {
  it("ending keeps a replaced or ended subscription as it is, and never extends paid time", async () => {
    const userId = await player();
    const silverSub = await open(userId, silver);
    await charge(silverSub, "edge-s");
    await charge(await open(userId, gold), "edge-g", at(5));
    const replaced = await endSubscription(dbOf(), { id: silverSub.id }, at(6));
    expect(replaced).toMatchObject({ status: "replaced", paidUntil: at(5) });
    // Ended after its paid time: the paid time stays where it was.
    const lapsed = await open(await player(), silver);
    await charge(lapsed, "edge-l");
    const ended = await endSubscription(dbOf(), { id: lapsed.id }, at(45));
    expect(ended).toMatchObject({ status: "ended", renews: false, paidUntil: at(30) });
    expect((await endSubscription(dbOf(), { id: lapsed.id }, at(50)))?.endedAt).toEqual(at(45));
  });

  it("a first charge exactly when the held pass runs out carries nothing and replaces nothing", async () => {
    const userId = await player();
    const silverSub = await open(userId, silver);
    await charge(silverSub, "exact-s");
    const goldSub = await open(userId, gold, "stars", at(30));
    expect(await charge(goldSub, "exact-g", at(30))).toMatchObject({ carriedSeconds: 0, replaced: null });
    const [old] = await dbOf()
      .orm.select()
      .from(passSubscriptions)
      .where(eq(passSubscriptions.id, silverSub.id));
    expect(old).toMatchObject({ status: "ended", paidUntil: at(30) });
  });

  it("a renewal arriving after the paid time lapsed starts from its arrival", async () => {
    const userId = await player();
    const sub = await open(userId, silver);
    await charge(sub, "late-1");
    await charge(sub, "late-2", at(30));
    expect((await heldPass(dbOf().orm, userId, at(59)))?.subscription.paidUntil).toEqual(at(60));
    await charge(sub, "late-3", at(70));
    expect((await heldPass(dbOf().orm, userId, at(70)))?.subscription.paidUntil).toEqual(at(100));
  });

  it("a refund of a replaced pass's charge moves its time back but leaves it replaced", async () => {
    const userId = await player();
    const silverSub = await open(userId, silver);
    await charge(silverSub, "rr-s");
    await charge(await open(userId, gold), "rr-g", at(1));
    const refunded = await refundCharge(dbOf(), "rr-s", at(2));
    expect(refunded).toMatchObject({ status: "refunded", subscription: { status: "replaced" } });
  });

  it("a refund that leaves paid time exactly until now ends the pass", async () => {
    const userId = await player();
    const sub = await open(userId, silver);
    await charge(sub, "rn-1");
    await charge(sub, "rn-2", at(1));
    // Paid until day 60; taking 30 days back at day 30 leaves it paid until exactly now.
    expect(await refundCharge(dbOf(), "rn-2", at(30))).toMatchObject({ subscription: { status: "ended" } });
  });

  it("records Stripe's subscription, drops a pending one only, and asks for no tiers of nobody", async () => {
    const userId = await player();
    const sub = await open(userId, silver, "stripe");
    await setSubscriptionProviderRef(dbOf(), { reference: sub.reference }, "sub_edge");
    expect((await findSubscription(dbOf().orm, { providerRef: "sub_edge" }))?.id).toBe(sub.id);
    await charge(sub, "drop-1");
    await discardSubscription(dbOf(), sub.id);
    expect(await findSubscription(dbOf().orm, { id: sub.id })).toBeDefined();
    const unpaid = await open(userId, gold, "stripe");
    await discardSubscription(dbOf(), unpaid.id);
    expect(await findSubscription(dbOf().orm, { id: unpaid.id })).toBeUndefined();
    expect((await heldTiers(dbOf().orm, [], T0)).size).toBe(0);
    expect((await heldTiers(dbOf().orm, [userId], T0)).get(userId)).toBe(1);
  });
});
