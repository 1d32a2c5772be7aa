import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { ledger } from "@jadeverse/db/ledger";
import { ledgerEntries, paymentOrders, users } from "@jadeverse/db/schema";
import { seedCatalog } from "@jadeverse/db/seed";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi, type TestResponse } from "../../../test/harness.ts";
import { expectDocumented } from "../../../test/openapi-check.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { type StripeStandIn, startStripeStandIn } from "../../../test/stripe-stand-in.ts";

// Card payments by Stripe through the real `stripe` SDK against a local stand-in of the Stripe API:
// the Checkout Session, the signed webhook crediting exactly once, refusals, refunds.
let stripe: StripeStandIn;
let api: TestApi;
let document: any;
let buyer: TestPlayer;
let other: TestPlayer;
/** The API's log lines (debug and up). */
const logLines: string[] = [];

beforeAll(async () => {
  stripe = await startStripeStandIn();
  api = await startTestApi(
    {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.base,
    },
    { logLines },
  );
  stripe.webhookUrl = `${api.url}/api/stripe/webhook`;
  await api.db.write((tx) => seedCatalog(tx));
  [buyer, other] = (await createPlayers(api, 2)) as [TestPlayer, TestPlayer];
  document = (await api.request("GET", "/api/openapi.json")).body;
});
afterAll(async () => {
  await api.close();
  stripe.close();
});

const documented = (method: string, path: string, res: TestResponse) =>
  expectDocumented(document, method, path, res);
const link = (token: string | undefined, body: unknown) =>
  api.request("POST", "/api/stripe/create-payment-link", { token, body });
const gemsOf = async (userId: number) =>
  (await api.db.orm.select({ gems: users.gems }).from(users).where(eq(users.id, userId)))[0]!.gems;
const orderRow = async (orderId: number) =>
  (await api.db.orm.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)))[0]!;

/** A fresh Checkout Session for `packageId` bought by `player`: its order id and the session. */
async function checkout(player: TestPlayer, packageId = 3) {
  const res = await link(player.token, { packageId });
  expect(res.status).toBe(201);
  const order = await orderRow(res.body.orderId);
  const session = stripe.sessionFor(order.reference);
  if (!session) throw new Error("no session at the stand-in");
  return { orderId: res.body.orderId as number, session, url: res.body.data as string };
}

/** POSTs a raw delivery to the webhook. */
const post = (body: string, signature?: string) =>
  api.request("POST", "/api/stripe/webhook", {
    raw: body,
    headers: { "Content-Type": "application/json", ...(signature ? { "Stripe-Signature": signature } : {}) },
  });

/** A signed `checkout.session.completed` for `session` (paid), as Stripe would deliver it. */
async function completed(session: { id: string }, changes: Record<string, unknown> = {}) {
  const paid = {
    ...stripe.sessions.get(session.id),
    status: "complete",
    payment_status: "paid",
    payment_intent: `pi_test_${session.id.slice(-12)}`,
    ...changes,
  };
  return stripe.sign(JSON.stringify(stripe.event("checkout.session.completed", paid)));
}

describe("POST /api/stripe/create-payment-link", () => {
  it("needs a session, a valid body and a pack that exists", async () => {
    const anonymous = await link(undefined, { packageId: 1 });
    expect(anonymous.status).toBe(401);
    documented("post", "/api/stripe/create-payment-link", anonymous);
    for (const body of [{}, { packageId: "1" }, { packageId: 0 }, { packageId: 1, amount: 1 }]) {
      const res = await link(buyer.token, body);
      expect([res.status, res.body.error.code], JSON.stringify(body)).toEqual([400, "VALIDATION_ERROR"]);
    }
    const unknown = await link(buyer.token, { packageId: 99 });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, "PACK_NOT_FOUND"]);
    documented("post", "/api/stripe/create-payment-link", unknown);
  });

  it("creates a Checkout Session with the pack as its line item and answers its URL", async () => {
    const res = await link(buyer.token, { packageId: 3 });
    expect(res.status).toBe(201);
    documented("post", "/api/stripe/create-payment-link", res);
    const order = await orderRow(res.body.orderId);
    expect(order).toMatchObject({
      userId: buyer.userId,
      packId: 3,
      rail: "stripe",
      status: "created",
      currency: "usd",
      amount: "1999",
      gems: 4800,
    });
    const session = stripe.sessionFor(order.reference)!;
    expect(res.body.data).toBe(session.url);
    expect(order.providerRef).toBe(session.id);
    expect(session).toMatchObject({
      amount_total: 1999,
      currency: "usd",
      client_reference_id: order.reference,
      metadata: { orderReference: order.reference, userId: String(buyer.userId), packId: "3" },
      line_items: [{ name: "Blaze pack: 4 800 gems", unit_amount: 1999, quantity: 1, currency: "usd" }],
      success_url: `${api.deps.env.PUBLIC_URL}/payment-success?order=${order.id}`,
      cancel_url: `${api.deps.env.PUBLIC_URL}/payment-failed?order=${order.id}`,
    });
    expect(stripe.requests.at(-1)).toEqual({
      method: "POST",
      path: "/v1/checkout/sessions",
      idempotencyKey: `checkout:${order.reference}`,
    });
  });

  it("answers 503 and keeps no order when Stripe cannot be reached", async () => {
    const down = await startTestApi({
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: "http://127.0.0.1:9",
    });
    try {
      await down.db.write((tx) => seedCatalog(tx));
      const [player] = await createPlayers(down, 1);
      const res = await down.request("POST", "/api/stripe/create-payment-link", {
        token: player!.token,
        body: { packageId: 1 },
      });
      expect([res.status, res.body.error.code]).toEqual([503, "PAYMENT_PROVIDER_UNAVAILABLE"]);
      expect(await down.db.orm.select().from(paymentOrders)).toEqual([]);
    } finally {
      await down.close();
    }
  });

  it("is not offered where Stripe is not configured", async () => {
    const plain = await startTestApi();
    try {
      await plain.db.write((tx) => seedCatalog(tx));
      const [player] = await createPlayers(plain, 1);
      const res = await plain.request("POST", "/api/stripe/create-payment-link", {
        token: player!.token,
        body: { packageId: 1 },
      });
      expect([res.status, res.body.error.code]).toEqual([503, "PAYMENT_METHOD_NOT_AVAILABLE"]);
      expect((await plain.request("GET", "/api/public-config")).body.payments).toEqual({
        rails: [],
        evm: null,
        solana: null,
        wert: null,
      });
      expect((await api.request("GET", "/api/public-config")).body.payments).toEqual({
        rails: ["stripe"],
        evm: null,
        solana: null,
        wert: null,
      });
    } finally {
      await plain.close();
    }
  });
});

describe("POST /api/stripe/webhook", () => {
  it("credits the order once when the player pays, and once when Stripe delivers again", async () => {
    const { orderId, session } = await checkout(buyer, 3);
    const before = await gemsOf(buyer.userId);
    await stripe.pay(session.id);
    expect(stripe.deliveries.at(-1)?.status).toBe(200);
    expect(await gemsOf(buyer.userId)).toBe(before + 4800);
    const again = stripe.deliveries.at(-1)!.event;
    expect(await stripe.deliver(again)).toBe(200);
    expect(await gemsOf(buyer.userId)).toBe(before + 4800);
    const status = await api.request("GET", `/api/payments/orders/${orderId}`, { token: buyer.token });
    documented("get", "/api/payments/orders/{orderId}", status);
    expect(status.body).toMatchObject({ orderId, packId: 3, rail: "stripe", status: "paid", gems: 4800 });
    expect((await orderRow(orderId)).proof).toBe(stripe.sessions.get(session.id)!.payment_intent);
    const others = await api.request("GET", `/api/payments/orders/${orderId}`, { token: other.token });
    expect([others.status, others.body.error.code]).toEqual([404, "PAYMENT_NOT_FOUND"]);
  });

  it("credits once when the same event is delivered 20 times in parallel", async () => {
    const { session } = await checkout(buyer, 2);
    const before = await gemsOf(buyer.userId);
    const { body, header } = await completed(session);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(body, header)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(await gemsOf(buyer.userId)).toBe(before + 1050);
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });

  it("credits nothing for a bad signature, an old timestamp, a wrong amount or an unknown session", async () => {
    const { orderId, session } = await checkout(buyer, 1);
    const before = await gemsOf(buyer.userId);
    const { body, header } = await completed(session);
    const forged = await stripe.sign(body, { secret: "whsec_not_ours" });
    const old = await stripe.sign(body, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    const tampered = body.replace('"amount_total":199', '"amount_total":1');
    for (const [what, res] of [
      ["no signature", await post(body)],
      ["another secret", await post(body, forged.header)],
      ["301 s old", await post(body, old.header)],
      ["a changed body", await post(tampered, header)],
    ] as const) {
      expect([res.status, res.body.error?.code], what).toEqual([400, "INVALID_SIGNATURE"]);
      documented("post", "/api/stripe/webhook", res);
    }
    expect(await gemsOf(buyer.userId)).toBe(before);

    const wrongAmount = await completed(session, { amount_total: 99 });
    expect((await post(wrongAmount.body, wrongAmount.header)).status).toBe(200);
    expect(await gemsOf(buyer.userId)).toBe(before);
    expect(await orderRow(orderId)).toMatchObject({
      status: "failed",
      failureReason: "paid 99 usd, expected 199",
    });

    const stranger = await completed(session, {
      client_reference_id: "not-an-order",
      id: "cs_test_stranger",
    });
    expect((await post(stranger.body, stranger.header)).status).toBe(200);
    expect(await gemsOf(buyer.userId)).toBe(before);
  });

  it("refuses a signature dated more than 300 s from now, in the future as in the past", async () => {
    const { orderId, session } = await checkout(buyer, 1);
    const before = await gemsOf(buyer.userId);
    const { body } = await completed(session);
    const now = Math.floor(Date.now() / 1000);
    for (const [what, offset] of [
      ["400 s ahead", 400],
      ["400 s old", -400],
    ] as const) {
      const { header } = await stripe.sign(body, { timestamp: now + offset });
      const res = await post(body, header);
      expect([res.status, res.body.error?.code], what).toEqual([400, "INVALID_SIGNATURE"]);
      documented("post", "/api/stripe/webhook", res);
    }
    expect(await gemsOf(buyer.userId)).toBe(before);
    expect((await orderRow(orderId)).status).toBe("created");
    const ahead = await stripe.sign(body, { timestamp: now + 200 });
    expect((await post(body, ahead.header)).status).toBe(200);
    expect(await gemsOf(buyer.userId)).toBe(before + 400);
    expect((await orderRow(orderId)).status).toBe("paid");
  });

  it("answers 400 INVALID_WEBHOOK_EVENT to a signed event it cannot read and 200 to a type it does not handle, changing nothing", async () => {
    const { orderId, session } = await checkout(buyer, 1);
    const paid = {
      ...stripe.sessions.get(session.id),
      payment_status: "paid",
      payment_intent: "pi_test_bad",
    };
    const order = await orderRow(orderId);
    const gems = await gemsOf(buyer.userId);
    const entries = (await api.db.orm.select().from(ledgerEntries)).length;
    const envelope = (type: string, object: unknown) => JSON.stringify(stripe.event(type, object));
    const malformed = [
      ["a null body", "null"],
      ["not JSON", "{"],
      ["an array", "[]"],
      ["no data", JSON.stringify({ type: "checkout.session.completed" })],
      ["no data.object", JSON.stringify({ ...stripe.event("checkout.session.completed", paid), data: {} })],
      ["data.object a string", envelope("checkout.session.completed", session.id)],
      ["amount_total a string", envelope("checkout.session.completed", { ...paid, amount_total: "199" })],
      [
        "a session without its id",
        envelope("checkout.session.async_payment_succeeded", { ...paid, id: null }),
      ],
      ["an expired session without its id", envelope("checkout.session.expired", { ...paid, id: 7 })],
      [
        "a charge without amounts",
        envelope("charge.refunded", { id: "ch_test_x", payment_intent: "pi_test_bad" }),
      ],
    ] as const;
    for (const [what, raw] of malformed) {
      const { body, header } = await stripe.sign(raw);
      const res = await post(body, header);
      expect([res.status, res.body.error?.code], what).toEqual([400, "INVALID_WEBHOOK_EVENT"]);
      documented("post", "/api/stripe/webhook", res);
    }
    const unknown = await stripe.sign(envelope("customer.created", { id: "cus_test_1", object: "customer" }));
    const ignored = await post(unknown.body, unknown.header);
    expect([ignored.status, ignored.body]).toEqual([200, { received: true }]);
    documented("post", "/api/stripe/webhook", ignored);

    expect(await orderRow(orderId)).toEqual(order);
    expect(await gemsOf(buyer.userId)).toBe(gems);
    expect(await api.db.orm.select().from(ledgerEntries)).toHaveLength(entries);
    const lines = logLines.map((line) => JSON.parse(line) as { level: string; msg: string });
    expect(lines.filter((line) => line.msg === "stripe: webhook refused, malformed event")).toHaveLength(
      malformed.length,
    );
    expect(lines.filter((line) => line.msg === "stripe: webhook refused, malformed event")[0]).toMatchObject({
      level: "warn",
    });
    expect(
      lines.find((line) => line.msg === "stripe: event of a type we do not handle, ignored"),
    ).toMatchObject({
      level: "info",
      type: "customer.created",
    });
    const logged = logLines.join("\n");
    expect(logged).not.toContain(stripe.webhookSecret);
    expect(logged).not.toContain("v1=");
    expect(logged).not.toContain(unknown.header.split("v1=")[1]!);
  });

  it("marks a delayed payment pending, credits it when it succeeds, and closes expired sessions", async () => {
    const { orderId, session } = await checkout(buyer, 1);
    const before = await gemsOf(buyer.userId);
    const unpaid = await completed(session, { payment_status: "unpaid" });
    expect((await post(unpaid.body, unpaid.header)).status).toBe(200);
    expect((await orderRow(orderId)).status).toBe("pending");
    const paid = {
      ...stripe.sessions.get(session.id),
      payment_status: "paid",
      payment_intent: "pi_test_delayed",
    };
    const succeeded = await stripe.sign(
      JSON.stringify(stripe.event("checkout.session.async_payment_succeeded", paid)),
    );
    expect((await post(succeeded.body, succeeded.header)).status).toBe(200);
    expect(await gemsOf(buyer.userId)).toBe(before + 400);

    const late = await checkout(buyer, 1);
    const expired = await stripe.sign(
      JSON.stringify(stripe.event("checkout.session.expired", { ...late.session, status: "expired" })),
    );
    expect((await post(expired.body, expired.header)).status).toBe(200);
    expect((await orderRow(late.orderId)).status).toBe("expired");
  });

  it("takes the gems back on a refund; what was spent becomes the order's debt, never a negative balance", async () => {
    const [refunded] = (await createPlayers(api, 1)) as [TestPlayer];
    const { orderId, session } = await checkout(refunded, 1);
    await stripe.pay(session.id);
    expect(await gemsOf(refunded.userId)).toBe(400);
    await ledger.run(api.db, {
      key: `test:spend:${refunded.userId}`,
      reason: "store-purchase",
      changes: [{ userId: refunded.userId, currency: "gems", delta: -150 }],
    });
    expect(await stripe.refund(session.id)).toBe(200);
    expect(await stripe.refund(session.id)).toBe(200);
    expect(await gemsOf(refunded.userId)).toBe(0);
    expect(await orderRow(orderId)).toMatchObject({
      status: "refunded",
      refundedBy: "stripe",
      debtGems: 150,
    });
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });
});
