import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { ledger } from "@jadeverse/db/ledger";
import { openOrder } from "@jadeverse/db/payments/orders";
import { packForSale } from "@jadeverse/db/payments/packs";
import { auditLog, ledgerEntries, paymentOrders, users } from "@jadeverse/db/schema";
import { seedCatalog } from "@jadeverse/db/seed";
import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInOperator } from "../../../test/console-operator.ts";
import { startTestApi, type TestApi, type TestResponse } from "../../../test/harness.ts";
import { expectDocumented } from "../../../test/openapi-check.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { startWertStandIn, type WertStandIn } from "../../../test/wert-stand-in.ts";
import { watchWertPayments } from "../../lib/payments/wert/watcher.ts";

// The console's Payments area (docs/operations.md "The operator's console"): orders paid through the
// real Wert rail (its stand-in), the attention queue, marking a hand refund, reversing gems, roles.
let wert: WertStandIn;
let api: TestApi;
let document: any;
// The console's clock starts at the real time (orders are stamped by the database's own clock).
let clock = new Date();
const clockControl = {
  epoch: () => Math.floor(clock.getTime() / 1000),
  tick: (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  },
};
const people: Record<string, { token: string; userId: number }> = {};
const operators: Record<string, { console: string; secret: string }> = {};
let buyers: TestPlayer[];

beforeAll(async () => {
  wert = await startWertStandIn();
  api = await startTestApi({
    CONSOLE_ADMINS: "admin@example.com",
    CONSOLE_SUPPORT: "support@example.com",
    CONSOLE_COMMUNITY: "community@example.com",
    WERT_PARTNER_ID: wert.partnerId,
    WERT_API_KEY: wert.apiKey,
    WERT_WALLET_ADDRESS: "0x2222222222222222222222222222222222222222",
    WERT_API_BASE: wert.base,
    WERT_WIDGET_ORIGIN: wert.origin,
  });
  wert.webhookUrl = `${api.url}/api/v1/wert/webhook`;
  api.deps.now = () => clock;
  await api.db.write((tx) => seedCatalog(tx));
  for (const name of ["admin", "support", "community", "player"])
    people[name] = await api.signUp(`${name}@example.com`);
  for (const name of ["admin", "support", "community"])
    operators[name] = await signInOperator(api, people[name]!.token, clockControl);
  buyers = await createPlayers(api, 3);
  document = (await api.request("GET", "/api/openapi.json")).body;
});
afterAll(async () => {
  await api.close();
  wert.close();
});

/** A fresh console sign-in for `who` (after the clock ran past the last one). */
async function signInAgain(who: string) {
  clockControl.tick(30);
  const res = await api.request("POST", "/api/console/session", {
    token: people[who]!.token,
    body: { code: await generate({ secret: operators[who]!.secret, epoch: clockControl.epoch() }) },
  });
  expect(res.status).toBe(200);
  operators[who]!.console = res.body.token;
}

const as = (who: string) => operators[who]!.console;
const call = (who: string, method: string, path: string, body?: unknown) =>
  api.request(method, `/api/console/payments${path}`, { token: as(who), body });
const documented = (method: string, path: string, res: TestResponse) =>
  expectDocumented(document, method, `/api/console/payments${path}`, res);
const gemsOf = async (userId: number) =>
  (await api.db.orm.select({ gems: users.gems }).from(users).where(eq(users.id, userId)))[0]!.gems;
const orderRow = async (orderId: number) =>
  (await api.db.orm.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)))[0]!;
const attention = async (who = "support") => {
  const res = await call(who, "GET", "/attention");
  expect(res.status).toBe(200);
  return res.body.items as { kind: string; orderId: number; why: string }[];
};
const kindsOf = (items: { kind: string; orderId: number }[], ids: number[]) =>
  items.filter((i) => ids.includes(i.orderId)).map((i) => [i.orderId, i.kind]);

/** A Wert widget session for pack 3 (4 800 gems for $19.99) opened by `buyer`. */
async function wertSession(buyer: TestPlayer) {
  const res = await api.request("POST", "/api/v1/wert/initialize-payment", {
    token: buyer.token,
    body: { amount: 19.99, packageId: 3 },
  });
  expect(res.status).toBe(201);
  const { wertRes, transferId, orderId } = res.body.data;
  return {
    sessionId: wertRes.sessionId as string,
    transferId: transferId as string,
    orderId: orderId as number,
  };
}

/** A Wert order paid in full and credited by the watcher: its id. */
async function creditedOrder(buyer: TestPlayer) {
  const s = await wertSession(buyer);
  wert.pay(s.sessionId, s.transferId, { status: "success" });
  await watchWertPayments(api.deps);
  expect((await orderRow(s.orderId)).status).toBe("paid");
  return s.orderId;
}

const ids = { mismatch: 0, debt: 0, stuck: 0, reversed: 0, stuckWertOrder: "" };

describe("the console's Payments area", () => {
  it("refuses a player and community every payments call, and support the reversal (403, audited)", async () => {
    const paths = [
      ["GET", "/orders"],
      ["GET", "/attention"],
      ["GET", "/orders/1"],
      ["POST", "/orders/1/refunded"],
      ["POST", "/orders/1/reverse"],
      ["POST", "/orders/1/debt-resolved"],
    ] as const;
    for (const [method, path] of paths) {
      const body = method === "POST" ? { reason: "trying my luck" } : undefined;
      const player = await api.request(method, `/api/console/payments${path}`, {
        token: people.player!.token,
        body,
      });
      expect([path, player.status, player.body.error.code]).toEqual([path, 403, "FORBIDDEN"]);
      const community = await call("community", method, path, body);
      expect([path, community.status, community.body.error.code]).toEqual([path, 403, "FORBIDDEN"]);
      documented(method.toLowerCase(), path.replace("/1", "/{orderId}"), community);
    }
    const support = await call("support", "POST", "/orders/1/reverse", { reason: "a refund by hand" });
    expect([support.status, support.body.error.code]).toEqual([403, "FORBIDDEN"]);
    const refused = await api.db.orm
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorUserId, people.support!.userId));
    expect(refused.map((e) => [e.action, e.outcome, e.reason])).toContainEqual([
      "POST /api/console/payments/orders/1/reverse",
      "refused",
      "needs admin",
    ]);
  });

  it("queues a mismatched payment, a reversal's debt and, past 72 hours, a pending Wert order", async () => {
    // A mismatched payment: Wert took $9.99 for a $19.99 pack. The order fails, nothing is credited.
    const low = await wertSession(buyers[0]!);
    wert.pay(low.sessionId, low.transferId, { status: "success", currency_amount: 9.99 });
    await watchWertPayments(api.deps);
    ids.mismatch = low.orderId;
    expect(await orderRow(ids.mismatch)).toMatchObject({
      status: "failed",
      proof: expect.stringMatching(/^wert:/),
    });
    expect(await gemsOf(buyers[0]!.userId)).toBe(0);

    // A Wert payment still in progress: the webhook shows the order pending.
    const slow = await wertSession(buyers[2]!);
    const inProgress = wert.pay(slow.sessionId, slow.transferId);
    ids.stuck = slow.orderId;
    ids.stuckWertOrder = inProgress.order_id;
    const hint = await api.request("POST", "/api/v1/wert/webhook", {
      raw: JSON.stringify(wert.event("payment_started", inProgress)),
    });
    expect(hint.status).toBe(200);
    await expect.poll(async () => (await orderRow(ids.stuck)).status).toBe("pending");

    // A credited order, 4 000 of its 4 800 gems spent, reversed by an admin twice at once: once.
    ids.debt = await creditedOrder(buyers[1]!);
    await ledger.run(api.db, {
      key: `test:spend:${buyers[1]!.userId}`,
      reason: "store-purchase",
      changes: [{ userId: buyers[1]!.userId, currency: "gems", delta: -4_000 }],
    });
    const body = { reason: "chargeback filed at Wert" };
    const [one, two] = await Promise.all([
      call("admin", "POST", `/orders/${ids.debt}/reverse`, body),
      call("admin", "POST", `/orders/${ids.debt}/reverse`, body),
    ]);
    documented("post", "/orders/{orderId}/reverse", one!);
    documented("post", "/orders/{orderId}/reverse", two!);
    const [applied, repeated] = one!.body.applied ? [one!, two!] : [two!, one!];
    expect([applied.body.applied, repeated.body.applied]).toEqual([true, false]);
    expect(applied.body).toMatchObject({ gemsTaken: 800, debtGems: 4_000, balance: 0 });
    expect(applied.body.order).toMatchObject({
      status: "refunded",
      debtGems: 4_000,
      refundedBy: `console:${people.admin!.userId}`,
    });
    expect(repeated.body).toMatchObject({ gemsTaken: 0, debtGems: 4_000, balance: 0 });
    expect(await gemsOf(buyers[1]!.userId)).toBe(0);
    const refunds = await api.db.orm
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reason, "wert-refund"));
    expect(refunds.map((e) => [e.userId, e.delta, e.balanceAfter])).toEqual([[buyers[1]!.userId, -800, 0]]);
    expect(await checkLedgerInvariant(api.db)).toEqual([]);

    const now = await attention();
    expect(kindsOf(now, [ids.mismatch, ids.debt, ids.stuck])).toEqual([
      [ids.mismatch, "mismatch"],
      [ids.debt, "reversal-debt"],
    ]);
    // Three days on, the Wert order is still pending: the queue names it too.
    clockControl.tick(73 * 3600);
    await signInAgain("admin");
    await signInAgain("support");
    const res = await call("support", "GET", "/attention");
    documented("get", "/attention", res);
    const items = res.body.items as { kind: string; orderId: number; why: string; order: { id: number } }[];
    expect(kindsOf(items, [ids.mismatch, ids.debt, ids.stuck])).toEqual([
      [ids.mismatch, "mismatch"],
      [ids.stuck, "wert-stuck"],
      [ids.debt, "reversal-debt"],
    ]);
    const why = Object.fromEntries(items.map((i) => [i.kind, i.why]));
    expect(why.mismatch).toContain("expected at least 1999");
    expect(why["wert-stuck"]).toMatch(/in progress 73 hours after/);
    expect(why["reversal-debt"]).toContain("4000 of 4800 gems");
    expect(items.every((i) => i.order.id === i.orderId)).toBe(true);
  });

  it("marks a hand refund once: the order leaves the queue, audited, and no gems move", async () => {
    const mark = (who: string, orderId: number, body: unknown) =>
      call(who, "POST", `/orders/${orderId}/refunded`, body);
    const short = await mark("support", ids.mismatch, { reason: "no" });
    expect([short.status, short.body.error.code]).toEqual([400, "VALIDATION_ERROR"]);
    documented("post", "/orders/{orderId}/refunded", short);
    const marked = await mark("support", ids.mismatch, {
      reason: "refunded $9.99 in Wert's dashboard",
      note: "Wert refund R-123",
    });
    expect(marked.status).toBe(200);
    documented("post", "/orders/{orderId}/refunded", marked);
    expect(marked.body.order).toMatchObject({
      id: ids.mismatch,
      status: "refunded",
      refundedBy: `console:${people.support!.userId}`,
      debtGems: 0,
    });
    const again = await mark("admin", ids.mismatch, { reason: "refunded it again?" });
    expect([again.status, again.body.error.code]).toEqual([409, "CONSOLE_ORDER_ALREADY_REFUNDED"]);
    documented("post", "/orders/{orderId}/refunded", again);

    // The stuck Wert order: refunded by hand, it leaves the queue, and Wert's late success credits nothing.
    expect((await mark("support", ids.stuck, { reason: "Wert support refunded the card" })).status).toBe(200);
    wert.setStatus(ids.stuckWertOrder, "success");
    await watchWertPayments(api.deps);
    expect((await orderRow(ids.stuck)).status).toBe("refunded");
    expect(await gemsOf(buyers[2]!.userId)).toBe(0);
    expect(await gemsOf(buyers[0]!.userId)).toBe(0);

    // A credited order is reversed, not marked; an order nothing was paid for has nothing to refund.
    const paid = await creditedOrder(buyers[0]!);
    ids.reversed = paid;
    const credited = await mark("support", paid, { reason: "refunded by hand" });
    expect([credited.status, credited.body.error.code]).toEqual([409, "CONSOLE_ORDER_NOT_REFUNDABLE"]);
    const unpaid = await wertSession(buyers[0]!);
    const open = await mark("support", unpaid.orderId, { reason: "refunded by hand" });
    expect([open.status, open.body.error.code]).toEqual([409, "CONSOLE_ORDER_NOT_REFUNDABLE"]);
    const missing = await mark("support", 999_999, { reason: "refunded by hand" });
    expect([missing.status, missing.body.error.code]).toEqual([404, "PAYMENT_NOT_FOUND"]);
    documented("post", "/orders/{orderId}/refunded", missing);

    // Reversing it without any spending takes all its gems and leaves no debt (never queued).
    const reversed = await call("admin", "POST", `/orders/${paid}/reverse`, { reason: "fraud" });
    expect(reversed.body).toMatchObject({ applied: true, gemsTaken: 4_800, debtGems: 0, balance: 0 });
    const notCredited = await call("admin", "POST", `/orders/${unpaid.orderId}/reverse`, { reason: "fraud" });
    expect([notCredited.status, notCredited.body.error.code]).toEqual([409, "CONSOLE_ORDER_NOT_CREDITED"]);
    documented("post", "/orders/{orderId}/reverse", notCredited);

    expect(kindsOf(await attention(), [ids.mismatch, ids.stuck, ids.debt, paid])).toEqual([
      [ids.debt, "reversal-debt"],
    ]);
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });

  it("resolves a reversal's debt once, which takes it out of the queue", async () => {
    const resolve = (orderId: number) =>
      call("support", "POST", `/orders/${orderId}/debt-resolved`, {
        reason: "written off: the player's first purchase",
      });
    const none = await resolve(ids.mismatch);
    expect([none.status, none.body.error.code]).toEqual([409, "CONSOLE_ORDER_NO_DEBT"]);
    const resolved = await resolve(ids.debt);
    expect(resolved.status).toBe(200);
    documented("post", "/orders/{orderId}/debt-resolved", resolved);
    expect(resolved.body.order).toMatchObject({ id: ids.debt, debtGems: 4_000 });
    const again = await resolve(ids.debt);
    expect([again.status, again.body.error.code]).toEqual([409, "CONSOLE_DEBT_ALREADY_RESOLVED"]);
    documented("post", "/orders/{orderId}/debt-resolved", again);
    expect(kindsOf(await attention(), [ids.mismatch, ids.stuck, ids.debt])).toEqual([]);
    expect(await gemsOf(buyers[1]!.userId)).toBe(0);
  });

  it("tells an order's story: the order, its moments, the player's notice, its ledger and the console's audit", async () => {
    const res = await call("support", "GET", `/orders/${ids.debt}`);
    expect(res.status).toBe(200);
    documented("get", "/orders/{orderId}", res);
    const story = res.body;
    expect(story.order).toMatchObject({
      id: ids.debt,
      userId: buyers[1]!.userId,
      rail: "wert",
      status: "refunded",
      gems: 4_800,
      amount: "1999",
      currency: "usd",
      proof: expect.stringMatching(/^wert:/),
    });
    expect(story.timeline.map((e: { event: string }) => e.event)).toEqual(["opened", "paid", "refunded"]);
    expect(story.notifications.map((n: { kind: string }) => n.kind)).toEqual(["payment_credited"]);
    expect(story.ledger.map((e: { delta: number; reason: string }) => [e.delta, e.reason])).toEqual([
      [4_800, "wert-purchase"],
      [-800, "wert-refund"],
    ]);
    expect(story.audit).toHaveLength(2);
    expect(story.audit[1]).toMatchObject({
      actorUserId: people.admin!.userId,
      actorRole: "admin",
      action: "payment.reverse",
      target: `order:${ids.debt}`,
      before: { status: "paid", gems: 800 },
      after: { status: "refunded", gems: 0, gemsTaken: 800, debtGems: 4_000 },
      reason: "chargeback filed at Wert",
      outcome: "done",
      address: expect.any(String),
    });
    expect(story.audit[0]).toMatchObject({ action: "payment.resolve-debt", actorRole: "support" });

    const marked = (await call("admin", "GET", `/orders/${ids.mismatch}`)).body;
    expect(marked.ledger).toEqual([]);
    expect(marked.audit).toEqual([
      expect.objectContaining({
        actorUserId: people.support!.userId,
        action: "payment.mark-refunded",
        before: { status: "failed" },
        after: {
          status: "refunded",
          refundedBy: `console:${people.support!.userId}`,
          note: "Wert refund R-123",
        },
        reason: "refunded $9.99 in Wert's dashboard",
        outcome: "done",
      }),
    ]);
    const missing = await call("support", "GET", "/orders/999999");
    expect([missing.status, missing.body.error.code]).toEqual([404, "PAYMENT_NOT_FOUND"]);
    documented("get", "/orders/{orderId}", missing);
  });

  it("lists orders newest first, 50 a page, by rail and status", async () => {
    const pack = (await packForSale(api.db, 1))!;
    for (let i = 0; i < 50; i++)
      await openOrder(api.db, {
        userId: buyers[2]!.userId,
        pack,
        rail: "stripe",
        currency: "usd",
        amount: pack.priceCents,
      });
    const first = await call("support", "GET", "/orders");
    documented("get", "/orders", first);
    const page = first.body.orders as { id: number; rail: string; status: string }[];
    expect(page).toHaveLength(50);
    expect(page.map((o) => o.id)).toEqual([...page.map((o) => o.id)].sort((a, b) => b - a));
    expect(page.every((o) => o.rail === "stripe")).toBe(true);
    expect(first.body.nextBefore).toBe(page.at(-1)!.id);
    const next = await call("support", "GET", `/orders?before=${first.body.nextBefore}`);
    expect(next.body.orders[0].id).toBe(page.at(-1)!.id - 1);
    expect(next.body.nextBefore).toBeNull();

    const refunded = await call("admin", "GET", "/orders?rail=wert&status=refunded");
    expect(refunded.body.orders.map((o: { id: number }) => o.id)).toEqual([
      ids.reversed,
      ids.debt,
      ids.stuck,
      ids.mismatch,
    ]);
    expect(refunded.body.orders[0]).toEqual({
      id: ids.reversed,
      userId: buyers[0]!.userId,
      rail: "wert",
      status: "refunded",
      gems: 4_800,
      amount: "1999",
      currency: "usd",
      providerRef: expect.any(String),
      failureReason: null,
      debtGems: 0,
      createdAt: expect.any(String),
      paidAt: expect.any(String),
      closedAt: null,
      refundedAt: expect.any(String),
    });
    const bad = await call("support", "GET", "/orders?rail=paypal");
    expect([bad.status, bad.body.error.code]).toEqual([400, "VALIDATION_ERROR"]);
    documented("get", "/orders", bad);
  });
});
