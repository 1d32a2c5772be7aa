import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { paymentOrders, users } from "@jadeverse/db/schema";
import { seedCatalog } from "@jadeverse/db/seed";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi, type TestResponse } from "../../../test/harness.ts";
import { expectDocumented } from "../../../test/openapi-check.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { startWertStandIn, type WertStandIn } from "../../../test/wert-stand-in.ts";
import { WERT_ORDER_TTL_MS } from "../../lib/payments/wert/checkout.ts";
import { watchWertPayments } from "../../lib/payments/wert/watcher.ts";

// Card payments by Wert against a local stand-in of Wert's partner API, Data API and webhooks: the
// widget session, crediting exactly once from Wert's own records, and what an unsigned webhook can
// (hurry a check) and cannot (credit, fail or close anything) do.
let wert: WertStandIn;
let api: TestApi;
let document: any;
let buyer: TestPlayer;
let other: TestPlayer;
const PLATFORM_WALLET = "0x2222222222222222222222222222222222222222";

beforeAll(async () => {
  wert = await startWertStandIn();
  api = await startTestApi({
    WERT_PARTNER_ID: wert.partnerId,
    WERT_API_KEY: wert.apiKey,
    WERT_WALLET_ADDRESS: PLATFORM_WALLET,
    WERT_API_BASE: wert.base,
    WERT_WIDGET_ORIGIN: wert.origin,
  });
  wert.webhookUrl = `${api.url}/api/v1/wert/webhook`;
  await api.db.write((tx) => seedCatalog(tx));
  [buyer, other] = (await createPlayers(api, 2)) as [TestPlayer, TestPlayer];
  document = (await api.request("GET", "/api/openapi.json")).body;
});
afterAll(async () => {
  await api.close();
  wert.close();
});

const documented = (method: string, path: string, res: TestResponse) =>
  expectDocumented(document, method, path, res);
const initialize = (token: string | undefined, body: unknown) =>
  api.request("POST", "/api/v1/wert/initialize-payment", { token, body });
const gemsOf = async (userId: number) =>
  (await api.db.orm.select({ gems: users.gems }).from(users).where(eq(users.id, userId)))[0]!.gems;
const orderRow = async (orderId: number) =>
  (await api.db.orm.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)))[0]!;
const deliver = (body: unknown) =>
  api.request("POST", "/api/v1/wert/webhook", {
    raw: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "Content-Type": "application/json" },
  });

/** A widget session for `packageId` opened by `player`. */
async function session(player: TestPlayer, packageId = 3) {
  const res = await initialize(player.token, { amount: 19.99, packageId });
  expect(res.status).toBe(201);
  const { wertRes, transferId, orderId } = res.body.data;
  return {
    sessionId: wertRes.sessionId as string,
    transferId: transferId as string,
    orderId: orderId as number,
  };
}

describe("POST /api/v1/wert/initialize-payment", () => {
  it("opens a locked widget session for the pack's price, paid to the platform's wallet", async () => {
    const before = wert.requests.length;
    const res = await initialize(buyer.token, { amount: 19.99, packageId: 3 });
    expect(res.status).toBe(201);
    documented("post", "/api/v1/wert/initialize-payment", res);
    const { wertRes, transferId, orderId } = res.body.data;
    expect(wertRes.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const call = wert.requests[before]!;
    expect(call).toMatchObject({
      method: "POST",
      path: "/api/external/hpp/create-session",
      apiKey: wert.apiKey,
    });
    expect(call.body).toEqual({
      flow_type: "simple_full_restrict",
      currency: "USD",
      currency_amount: 19.99,
      commodity: "USDC",
      network: "polygon",
      wallet_address: PLATFORM_WALLET,
    });
    const order = await orderRow(orderId);
    expect(order).toMatchObject({
      rail: "wert",
      status: "created",
      userId: buyer.userId,
      reference: transferId,
      currency: "usd",
      amount: "1999",
      gems: 4800,
    });
  });

  it("charges the pack's own price whatever amount the client sends", async () => {
    const res = await initialize(buyer.token, { amount: 0.01, packageId: 1 });
    expect(res.status).toBe(201);
    const order = await orderRow(res.body.data.orderId);
    const sessionSent = wert.sessionFor(res.body.data.wertRes.sessionId)!;
    expect(sessionSent.currencyAmount * 100).toBe(Number(order.amount));
    expect(Number(order.amount)).toBeGreaterThan(1);
  });

  it("needs a session, a valid body and a pack that exists", async () => {
    const anonymous = await initialize(undefined, { amount: 1, packageId: 1 });
    expect(anonymous.status).toBe(401);
    documented("post", "/api/v1/wert/initialize-payment", anonymous);
    for (const body of [{}, { packageId: "1" }, { packageId: 1, amount: 0 }, { packageId: 1, extra: 1 }]) {
      const res = await initialize(buyer.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
    }
    const missing = await initialize(buyer.token, { amount: 1, packageId: 999 });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("PACK_NOT_FOUND");
  });

  it("answers 503 and keeps no order when Wert does not answer", async () => {
    const count = (await api.db.orm.select().from(paymentOrders)).length;
    wert.failWith(502);
    try {
      const res = await initialize(buyer.token, { amount: 19.99, packageId: 3 });
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe("PAYMENT_PROVIDER_UNAVAILABLE");
      documented("post", "/api/v1/wert/initialize-payment", res);
    } finally {
      wert.failWith(null);
    }
    expect((await api.db.orm.select().from(paymentOrders)).length).toBe(count);
  });

  it("public config names the partner id and the widget origin, never the key", async () => {
    const res = await api.request("GET", "/api/public-config");
    expect(res.body.payments.rails).toContain("wert");
    expect(res.body.payments.wert).toEqual({ partnerId: wert.partnerId, origin: wert.origin });
    expect(JSON.stringify(res.body)).not.toContain(wert.apiKey);
  });
});

describe("Wert's notifications and the Data API", () => {
  it("a paid order is credited once, however often and however concurrently it is notified", async () => {
    const { sessionId, transferId, orderId } = await session(buyer);
    const before = await gemsOf(buyer.userId);
    const paid = wert.pay(sessionId, transferId, { status: "success" });
    const delivery = wert.event("order_complete", paid);
    const first = await deliver(delivery);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true });
    documented("post", "/api/v1/wert/webhook", first);
    // 20 more deliveries of the same event at once, while the watcher runs too.
    const more = await Promise.all([
      ...Array.from({ length: 20 }, () => deliver(delivery)),
      watchWertPayments(api.deps),
      watchWertPayments(api.deps),
    ]);
    for (const res of more.slice(0, 20)) expect((res as TestResponse).status).toBe(200);
    await expect.poll(async () => (await orderRow(orderId)).status).toBe("paid");
    await watchWertPayments(api.deps);
    expect(await gemsOf(buyer.userId)).toBe(before + 4800);
    const order = await orderRow(orderId);
    expect(order.proof).toBe(`wert:${paid.order_id}`);
    expect(order.providerRef).toBe(paid.order_id);
    // Replayed later: nothing more.
    expect((await deliver(delivery)).status).toBe(200);
    await watchWertPayments(api.deps);
    expect(await gemsOf(buyer.userId)).toBe(before + 4800);
    const view = await api.request("GET", `/api/payments/orders/${orderId}`, { token: buyer.token });
    expect(view.body).toMatchObject({ rail: "wert", status: "paid", gems: 4800 });
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });

  it("a forged notification credits nothing: Wert has no such payment, or not a paid one", async () => {
    const { sessionId, transferId, orderId } = await session(buyer);
    const before = await gemsOf(buyer.userId);
    // Forged: order_complete for our order, but Wert has no order under the transfer id.
    const forged = {
      type: "order_complete",
      click_id: transferId,
      order: { id: "01FORGED", base: "USDC", base_amount: "19.99", quote: "USD", quote_amount: "19.99" },
    };
    expect((await deliver(forged)).status).toBe(200);
    await watchWertPayments(api.deps);
    // Forged again while Wert's real order is still pending (the card not charged yet).
    const pending = wert.pay(sessionId, transferId);
    expect((await deliver(wert.event("order_complete", { ...pending, status: "success" }))).status).toBe(200);
    await watchWertPayments(api.deps);
    expect(await gemsOf(buyer.userId)).toBe(before);
    expect((await orderRow(orderId)).status).toBe("pending");
    // A forged failure does not close it either: Wert then charges the card and it is credited.
    expect((await deliver(wert.event("order_failed", pending))).status).toBe(200);
    await watchWertPayments(api.deps);
    expect((await orderRow(orderId)).status).toBe("pending");
    wert.setStatus(pending.order_id, "success");
    await watchWertPayments(api.deps);
    expect(await gemsOf(buyer.userId)).toBe(before + 4800);
  });

  it("garbage, unknown events and strangers' transfer ids all get their 200 and change nothing", async () => {
    const before = await gemsOf(buyer.userId);
    const calls = wert.requests.length;
    for (const body of [
      "not json",
      "[]",
      { type: 42 },
      { type: "login", click_id: "x" },
      { type: "order_complete" },
      { type: "order_complete", click_id: "unknown-transfer-id" },
    ]) {
      const res = await deliver(body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(200);
      expect(res.body).toEqual({ received: true });
    }
    // A guessed transfer id makes no call to Wert.
    expect(wert.requests.length).toBe(calls);
    expect(await gemsOf(buyer.userId)).toBe(before);
  });

  it("an underpayment or another currency fails the order for an operator, nothing credited", async () => {
    const low = await session(buyer);
    const before = await gemsOf(buyer.userId);
    wert.pay(low.sessionId, low.transferId, { status: "success", currency_amount: 9.99 });
    const eur = await session(buyer);
    wert.pay(eur.sessionId, eur.transferId, { status: "success", currency: "eur" });
    await watchWertPayments(api.deps);
    expect(await orderRow(low.orderId)).toMatchObject({
      status: "failed",
      failureReason: expect.stringContaining("expected at least 1999"),
    });
    expect(await orderRow(eur.orderId)).toMatchObject({
      status: "failed",
      failureReason: expect.stringContaining("eur"),
    });
    expect(await gemsOf(buyer.userId)).toBe(before);
  });

  it("one Wert payment pays one order: filed under another order's transfer id it pays nothing twice", async () => {
    const first = await session(buyer);
    const paid = wert.pay(first.sessionId, first.transferId, { status: "success" });
    await watchWertPayments(api.deps);
    expect((await orderRow(first.orderId)).status).toBe("paid");
    const second = await session(other);
    const before = await gemsOf(other.userId);
    // The same Wert order now (claimed to be) under the second transfer id.
    wert.orders.set(paid.order_id, { ...paid, click_id: second.transferId });
    await watchWertPayments(api.deps);
    expect(await gemsOf(other.userId)).toBe(before);
    // Still open: its own payment may yet come.
    expect((await orderRow(second.orderId)).status).toBe("created");
  });

  it("without any webhook the watcher reconciles: credits what Wert shows paid", async () => {
    const { sessionId, transferId, orderId } = await session(other);
    const before = await gemsOf(other.userId);
    const order = wert.pay(sessionId, transferId);
    await watchWertPayments(api.deps);
    expect((await orderRow(orderId)).status).toBe("created");
    wert.setStatus(order.order_id, "success");
    await watchWertPayments(api.deps);
    expect((await orderRow(orderId)).status).toBe("paid");
    expect(await gemsOf(other.userId)).toBe(before + 4800);
  });

  it("a card declined and retried in the same widget is credited for the retry", async () => {
    const { sessionId, transferId, orderId } = await session(other);
    const before = await gemsOf(other.userId);
    wert.pay(sessionId, transferId, { status: "failed" });
    await watchWertPayments(api.deps);
    expect((await orderRow(orderId)).status).toBe("created");
    wert.pay(sessionId, transferId, { status: "success" });
    await watchWertPayments(api.deps);
    expect(await gemsOf(other.userId)).toBe(before + 4800);
  });

  it("expires an order past its time only when Wert has no payment in progress for it", async () => {
    const idle = await session(other);
    const declined = await session(other);
    wert.pay(declined.sessionId, declined.transferId, { status: "failed" });
    const processing = await session(other);
    wert.pay(processing.sessionId, processing.transferId);
    const later = new Date(Date.now() + WERT_ORDER_TTL_MS + 60_000);
    await watchWertPayments(api.deps, later);
    expect((await orderRow(idle.orderId)).status).toBe("expired");
    expect((await orderRow(declined.orderId)).status).toBe("expired");
    expect((await orderRow(processing.orderId)).status).toBe("created");
  });

  it("keeps orders open while Wert's Data API is down, and settles them when it is back", async () => {
    const { sessionId, transferId, orderId } = await session(buyer);
    wert.pay(sessionId, transferId, { status: "success" });
    wert.failWith(503);
    try {
      await expect(watchWertPayments(api.deps)).rejects.toThrow(/Wert answered 503/);
      expect(
        (await deliver(wert.event("order_complete", wert.orders.get([...wert.orders.keys()].at(-1)!)!)))
          .status,
      ).toBe(200);
      expect((await orderRow(orderId)).status).toBe("pending");
    } finally {
      wert.failWith(null);
    }
    await watchWertPayments(api.deps);
    expect((await orderRow(orderId)).status).toBe("paid");
  });

  it("the widget's own flow: payment_started then order_complete from the stand-in's checkout page", async () => {
    const { sessionId, transferId, orderId } = await session(buyer);
    const before = await gemsOf(buyer.userId);
    const started = await fetch(`${wert.base}/widget/pay`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ session_id: sessionId, click_id: transferId, outcome: "success" }),
    }).then((r) => r.json() as Promise<{ order_id: string }>);
    expect(wert.webhooks.at(-1)).toMatchObject({
      status: 200,
      body: { type: "payment_started", click_id: transferId },
    });
    await expect.poll(async () => (await orderRow(orderId)).status).toBe("pending");
    await fetch(`${wert.base}/widget/settle`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ order_id: started.order_id }),
    });
    // The webhook's check runs right after its 200: no watcher run needed.
    await expect.poll(async () => (await orderRow(orderId)).status).toBe("paid");
    expect(await gemsOf(buyer.userId)).toBe(before + 4800);
  });
});

describe("without Wert configured", () => {
  it("initialise and the webhook answer 503 PAYMENT_METHOD_NOT_AVAILABLE", async () => {
    const bare = await startTestApi();
    try {
      await bare.db.write((tx) => seedCatalog(tx));
      const [player] = await createPlayers(bare, 1);
      const init = await bare.request("POST", "/api/v1/wert/initialize-payment", {
        token: player!.token,
        body: { amount: 1, packageId: 1 },
      });
      expect(init.status).toBe(503);
      expect(init.body.error.code).toBe("PAYMENT_METHOD_NOT_AVAILABLE");
      const hook = await bare.request("POST", "/api/v1/wert/webhook", { raw: "{}" });
      expect(hook.status).toBe(503);
      const config = await bare.request("GET", "/api/public-config");
      expect(config.body.payments.wert).toBeNull();
      expect(config.body.payments.rails).not.toContain("wert");
    } finally {
      await bare.close();
    }
  });
});
