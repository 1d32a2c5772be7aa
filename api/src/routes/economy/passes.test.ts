import { recordStarCharge } from "@jadeverse/db/passes/stars";
import { passCharges, passSubscriptions, users } from "@jadeverse/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withStarsMethods } from "../../../../bot/test/stand-in-payments.ts";
import {
  api,
  buyOnWeb,
  DAY,
  documented,
  mine,
  players,
  stars,
  stripe,
  subscriptionRow,
  telegram,
  usePassesApi,
} from "../../../test/passes-suite.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { stopReplacedAtRails } from "../../lib/passes/rail-stops.ts";

// Season passes on the web (docs/passes.md): Stripe Checkout in subscription mode through the real
// SDK against the Stripe stand-in, every charge recorded once from the signed webhook; the Mini App's
// Stars invoice; cancelling at the rail; Gold over Silver; the daily bonus multiplied.
usePassesApi();
describe("the pass table and the player's pass", () => {
  it("GET /api/passes lists Gold and Silver with both prices, tier, multiplier and perks", async () => {
    const res = await api.request("GET", "/api/passes");
    expect(res.status).toBe(200);
    documented("get", "/api/passes", res);
    expect(res.body.data.map((p: any) => [p.id, p.name, p.priceCents, p.tier, p.bonusMultiplier])).toEqual([
      [1, "Gold", 999, 2, 3],
      [2, "Silver", 399, 1, 2],
    ]);
    const me = await mine(players[0]!);
    documented("get", "/api/passes/mine", me);
    expect(me.body).toEqual({ held: null, pending: [] });
    expect((await api.request("GET", "/api/passes/mine")).status).toBe(401);
  });
});

describe("Stripe subscriptions", () => {
  it("a checkout in subscription mode: 30-day recurring price, our reference in the subscription's metadata", async () => {
    const player = players[0]!;
    const { id, checkout } = await buyOnWeb(player, 2);
    documented("post", "/api/passes/checkout", checkout);
    const session = [...stripe.sessions.values()].find((s) => s.subscription);
    expect(session).toMatchObject({ mode: "subscription", amount_total: 399, currency: "usd" });
    const row = await subscriptionRow(id);
    expect(row).toMatchObject({ status: "active", rail: "stripe", renews: true, amount: 399 });
    expect(row.providerRef).toMatch(/^sub_test_/);
    const me = await mine(player);
    expect(me.body.held).toMatchObject({
      subscriptionId: id,
      passId: 2,
      name: "Silver",
      rail: "stripe",
      renews: true,
    });
    expect(me.body.pending).toEqual([]);
    expect(Date.parse(me.body.held.paidUntil) - Date.now()).toBeGreaterThan(29.9 * DAY);
    expect(
      (await api.request("POST", "/api/passes/checkout", { token: player.token, body: { passId: 2 } })).body
        .error.code,
    ).toBe("PASS_ALREADY_HELD");
  });

  it("renewals extend once each, however often and concurrently Stripe delivers them", async () => {
    const player = players[1]!;
    const { id, stripeSubscription } = await buyOnWeb(player, 2);
    const renewal = await stripe.subscriptions.renew(stripeSubscription);
    const before = (await subscriptionRow(id)).paidUntil!.getTime();
    const event = stripe.event("invoice.paid", renewal);
    const statuses = await Promise.all(Array.from({ length: 12 }, () => stripe.deliver(event)));
    expect(statuses.every((s) => s === 200)).toBe(true);
    const charges = await api.db.orm.select().from(passCharges).where(eq(passCharges.subscriptionId, id));
    expect(charges).toHaveLength(2);
    expect((await subscriptionRow(id)).paidUntil!.getTime()).toBe(before);
    expect(before - Date.now()).toBeGreaterThan(59.9 * DAY);
  });

  it("refuses a forged or stale signature and changes nothing", async () => {
    const player = players[1]!;
    const [row] = await api.db.orm
      .select()
      .from(passSubscriptions)
      .where(eq(passSubscriptions.userId, player.userId));
    const stripeSub = stripe.subscriptions.subscriptions.get(row!.providerRef!)!;
    const forgedInvoice = { ...stripe.subscriptions.invoices.get(stripeSub.invoices[0]!)!, id: "in_forged" };
    const body = JSON.stringify(stripe.event("invoice.paid", forgedInvoice));
    const forged = await stripe.sign(body, { secret: "whsec_not_ours" });
    const res = await api.request("POST", "/api/stripe/webhook", {
      raw: body,
      headers: { "Content-Type": "application/json", "Stripe-Signature": forged.header },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("INVALID_SIGNATURE");
    const stale = await stripe.sign(body, { timestamp: Math.floor(Date.now() / 1000) - 3_600 });
    const late = await api.request("POST", "/api/stripe/webhook", {
      raw: body,
      headers: { "Content-Type": "application/json", "Stripe-Signature": stale.header },
    });
    expect(late.status).toBe(400);
    expect(
      await api.db.orm.select().from(passCharges).where(eq(passCharges.proof, "stripe:in_forged")),
    ).toEqual([]);
  });

  it("cancel: Stripe cancels at the period's end, the paid time stays, then the period's end ends it", async () => {
    const player = players[2]!;
    const { id, stripeSubscription } = await buyOnWeb(player, 1);
    const res = await api.request("POST", "/api/passes/cancel", { token: player.token });
    expect(res.status).toBe(200);
    documented("post", "/api/passes/cancel", res);
    expect(res.body.held).toMatchObject({ subscriptionId: id, renews: false, name: "Gold" });
    expect(stripe.subscriptions.subscriptions.get(stripeSubscription)?.cancel_at_period_end).toBe(true);
    // Stripe reports the update too: still not renewing, still held.
    await expect
      .poll(() => stripe.deliveries.some((d) => d.event.type === "customer.subscription.updated"))
      .toBe(true);
    expect((await mine(player)).body.held).toMatchObject({ renews: false });
    // Every event of the subscription's life, delivered again ×8 at once, changes nothing.
    const before = await subscriptionRow(id);
    const replays = stripe.deliveries
      .map((d) => d.event)
      .filter(
        (e) => e.type !== "charge.refunded" && JSON.stringify(e.data.object).includes(stripeSubscription),
      );
    expect(replays.map((e) => e.type)).toEqual(
      expect.arrayContaining(["checkout.session.completed", "invoice.paid", "customer.subscription.updated"]),
    );
    const statuses = await Promise.all(
      replays.flatMap((e) => Array.from({ length: 8 }, () => stripe.deliver(e))),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(await subscriptionRow(id)).toEqual(before);
    expect(
      await api.db.orm.select().from(passCharges).where(eq(passCharges.subscriptionId, id)),
    ).toHaveLength(1);
    const again = await api.request("POST", "/api/passes/cancel", { token: player.token });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("PASS_NOT_HELD");
    await stripe.subscriptions.endPeriod(stripeSubscription);
    expect((await mine(player)).body.held).toBeNull();
    expect((await subscriptionRow(id)).status).toBe("ended");
  });

  it("a refunded invoice takes its period back, once, however often Stripe reports it", async () => {
    const player = players[3]!;
    const { id, stripeSubscription } = await buyOnWeb(player, 2);
    const renewal = await stripe.subscriptions.renew(stripeSubscription);
    const extended = (await subscriptionRow(id)).paidUntil!.getTime();
    await Promise.all(Array.from({ length: 6 }, () => stripe.subscriptions.refundInvoice(renewal.id)));
    expect((await subscriptionRow(id)).paidUntil!.getTime()).toBe(extended - 30 * DAY);
    const [refunded] = await api.db.orm
      .select()
      .from(passCharges)
      .where(eq(passCharges.proof, `stripe:${renewal.id}`));
    expect(refunded?.refundedAt).not.toBeNull();
    expect((await mine(player)).body.held).toMatchObject({ name: "Silver" });
  });

  it("Gold over Silver: Silver's time carries over prorated and the job stops Silver at Stripe", async () => {
    const player = players[4]!;
    const silver = await buyOnWeb(player, 2);
    const gold = await buyOnWeb(player, 1);
    const held = (await mine(player)).body.held;
    expect(held).toMatchObject({ subscriptionId: gold.id, name: "Gold" });
    // ~30 days of Silver at $3.99 are ~11.98 days of Gold at $9.99.
    const extra = Date.parse(held.paidUntil) - Date.now() - 30 * DAY;
    expect(extra).toBeGreaterThan(11.9 * DAY);
    expect(extra).toBeLessThan(12 * DAY);
    expect((await subscriptionRow(silver.id)).status).toBe("replaced");
    expect(
      (await api.request("POST", "/api/passes/checkout", { token: player.token, body: { passId: 2 } })).body
        .error.code,
    ).toBe("PASS_HIGHER_HELD");
    expect(await stopReplacedAtRails(api.deps)).toBe(1);
    expect(stripe.subscriptions.subscriptions.get(silver.stripeSubscription)?.status).toBe("canceled");
    expect((await subscriptionRow(silver.id)).railStoppedAt).not.toBeNull();
    expect(await stopReplacedAtRails(api.deps)).toBe(0);
    // Stripe's own deletion report leaves the replaced pass as it is, and Gold held.
    await expect
      .poll(() => stripe.deliveries.some((d) => d.event.type === "customer.subscription.deleted"))
      .toBe(true);
    expect((await subscriptionRow(silver.id)).status).toBe("replaced");
    expect((await mine(player)).body.held.name).toBe("Gold");
  });
});

describe("the Mini App's Stars invoice", () => {
  it("is a 30-day Stars subscription invoice with the subscription's reference as payload", async () => {
    const player = players[5]!;
    await api.db.write((tx) =>
      tx.update(users).set({ telegramId: "5005" }).where(eq(users.id, player.userId)),
    );
    const res = await api.request("POST", "/api/passes/stars-invoice", {
      token: player.token,
      body: { passId: 1 },
    });
    expect(res.status).toBe(201);
    documented("post", "/api/passes/stars-invoice", res);
    expect(res.body).toMatchObject({
      stars: 500,
      invoiceLink: expect.stringMatching(/^https:\/\/t\.me\/\$/),
    });
    const call = telegram.callsTo("createInvoiceLink").at(-1)!;
    const row = await subscriptionRow(res.body.subscriptionId);
    expect(call).toMatchObject({ currency: "XTR", subscription_period: 2_592_000, payload: row.reference });
    expect(row).toMatchObject({ status: "pending", rail: "stars", amount: 500, currency: "XTR" });
    expect((await mine(player)).body.pending).toEqual([{ subscriptionId: row.id, passId: 1 }]);
    const webOnly = players[6]!;
    const refused = await api.request("POST", "/api/passes/stars-invoice", {
      token: webOnly.token,
      body: { passId: 1 },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("TELEGRAM_ACCOUNT_REQUIRED");
    const unknown = await api.request("POST", "/api/passes/stars-invoice", {
      token: player.token,
      body: { passId: 9 },
    });
    expect(unknown.body.error.code).toBe("PASS_NOT_FOUND");
    expect(stars.cancelled.size).toBe(0);
  });

  it("cancel: Telegram stops the subscription (editUserStarSubscription), the paid time stays", async () => {
    const player = players[5]!;
    const pending = (await mine(player)).body.pending[0];
    const row = await subscriptionRow(pending.subscriptionId);
    // The bot recorded the first period's payment (bot/src/features/passes.test.ts plays that part).
    await recordStarCharge(api.db, {
      invoicePayload: row.reference,
      currency: "XTR",
      totalAmount: 500,
      chargeId: "stxCancelMe",
    });
    const paid = (await mine(player)).body.held.paidUntil;
    const res = await api.request("POST", "/api/passes/cancel", { token: player.token });
    expect(res.status).toBe(200);
    expect(res.body.held).toMatchObject({ rail: "stars", renews: false, paidUntil: paid });
    expect([...stars.cancelled]).toEqual(["5005:stxCancelMe"]);
    expect((await mine(player)).body.held).toMatchObject({ name: "Gold", renews: false, paidUntil: paid });
  });
});

describe("the daily bonus with a pass", () => {
  it("Silver doubles it and Gold triples it", async () => {
    const silverHolder = players[3]!; // holds Silver (above)
    const goldHolder = players[4]!; // holds Gold (above)
    const plain = players[6]!;
    const claim = (p: TestPlayer) => api.request("POST", "/api/daily-bonus/claim", { token: p.token });
    const [one, two, three] = [await claim(plain), await claim(silverHolder), await claim(goldHolder)];
    expect([one.body.multiplier, two.body.multiplier, three.body.multiplier]).toEqual([1, 2, 3]);
    expect(two.body.coins).toBe(one.body.coins * 2);
    expect(three.body.coins).toBe(one.body.coins * 3);
  });
});

describe("stopping a replaced pass at its rail", () => {
  it("tries again while the rail fails, logs why, and stops at an aborted run", async () => {
    const player = players[5]!; // holds Gold by Stars (above)
    const gold = (await mine(player)).body.held;
    // Gold bought again by card over the cancelled Stars Gold: the Stars one is replaced.
    const again = await buyOnWeb(player, 1);
    expect((await subscriptionRow(gold.subscriptionId)).status).toBe("replaced");
    await api.db.write((tx) =>
      tx
        .update(passSubscriptions)
        .set({ railStoppedAt: null })
        .where(eq(passSubscriptions.id, gold.subscriptionId)),
    );
    telegram.handle("editUserStarSubscription", () => ({
      kind: "error",
      code: 502,
      description: "Bad Gateway",
    }));
    const aborted = new AbortController();
    aborted.abort();
    expect(await stopReplacedAtRails(api.deps, aborted.signal)).toBe(0);
    expect(await stopReplacedAtRails(api.deps)).toBe(0);
    expect((await subscriptionRow(gold.subscriptionId)).railStoppedAt).toBeNull();
    // Telegram says the subscription was cancelled already: that is stopped too.
    telegram.handle("editUserStarSubscription", () => ({
      kind: "error",
      code: 400,
      description: "Bad Request: SUBSCRIPTION_ALREADY_CANCELED",
    }));
    expect(await stopReplacedAtRails(api.deps)).toBe(1);
    expect((await subscriptionRow(gold.subscriptionId)).railStoppedAt).not.toBeNull();
    expect((await mine(player)).body.held.subscriptionId).toBe(again.id);
    withStarsMethods(telegram);
  });
});

describe("a replaced pass Stripe does not know", () => {
  it("is not counted as stopped: Stripe's refusal for another reason is a failure, tried again", async () => {
    const [player] = await createPlayers(api, 1);
    const silver = await buyOnWeb(player!, 2);
    await api.db.write((tx) =>
      tx
        .update(passSubscriptions)
        .set({ providerRef: "sub_test_missing" })
        .where(eq(passSubscriptions.id, silver.id)),
    );
    await buyOnWeb(player!, 1);
    expect((await subscriptionRow(silver.id)).status).toBe("replaced");
    expect(await stopReplacedAtRails(api.deps)).toBe(0);
    expect((await subscriptionRow(silver.id)).railStoppedAt).toBeNull();
    // Put right, the next run stops it.
    await api.db.write((tx) =>
      tx
        .update(passSubscriptions)
        .set({ providerRef: silver.stripeSubscription })
        .where(eq(passSubscriptions.id, silver.id)),
    );
    expect(await stopReplacedAtRails(api.deps)).toBe(1);
  });
});

describe("a replaced pass Stripe has cancelled already", () => {
  it("counts as stopped: Stripe's refusal to cancel a cancelled subscription is no failure", async () => {
    const [player] = await createPlayers(api, 1);
    const silver = await buyOnWeb(player!, 2);
    await stripe.subscriptions.endPeriod(silver.stripeSubscription); // cancelled at Stripe, reported
    await api.db.write((tx) =>
      tx
        .update(passSubscriptions)
        .set({ status: "active", railStoppedAt: null, paidUntil: new Date(Date.now() + 10 * DAY) })
        .where(eq(passSubscriptions.id, silver.id)),
    );
    await buyOnWeb(player!, 1);
    expect((await subscriptionRow(silver.id)).status).toBe("replaced");
    expect(await stopReplacedAtRails(api.deps)).toBe(1);
    expect((await subscriptionRow(silver.id)).railStoppedAt).not.toBeNull();
  });
});

describe("Stripe's customer portal", () => {
  it("opens for a pass paid by card; cancelling there stops renewal through Stripe's event; refused for Stars", async () => {
    const [player] = await createPlayers(api, 1);
    const { id } = await buyOnWeb(player!, 2);
    const res = await api.request("POST", "/api/passes/billing-portal", { token: player!.token });
    expect(res.status).toBe(200);
    documented("post", "/api/passes/billing-portal", res);
    expect(res.body.url).toMatch(new RegExp(`^${stripe.base}/p/session/bps_test_`));
    const page = await (await fetch(res.body.url)).text();
    expect(page).toContain("Cancel subscription");
    const row = await subscriptionRow(id);
    const back = await fetch(res.body.url, {
      method: "POST",
      body: new URLSearchParams({ subscription: row.providerRef! }),
      redirect: "manual",
    });
    expect([back.status, back.headers.get("location")]).toEqual([
      303,
      "http://localhost:3000/dashboard/settings?tab=payment",
    ]);
    expect((await mine(player!)).body.held).toMatchObject({ subscriptionId: id, renews: false });
    // A pass paid with Stars has no Stripe portal.
    const [tg] = await createPlayers(api, 1);
    await api.db.write((tx) => tx.update(users).set({ telegramId: "5099" }).where(eq(users.id, tg!.userId)));
    const invoice = await api.request("POST", "/api/passes/stars-invoice", {
      token: tg!.token,
      body: { passId: 2 },
    });
    const sub = await subscriptionRow(invoice.body.subscriptionId);
    await recordStarCharge(api.db, {
      invoicePayload: sub.reference,
      currency: "XTR",
      totalAmount: 200,
      chargeId: "stxPortal",
    });
    const refused = await api.request("POST", "/api/passes/billing-portal", { token: tg!.token });
    expect([refused.status, refused.body.error.code]).toEqual([409, "PASS_NOT_BY_CARD"]);
  });
});
