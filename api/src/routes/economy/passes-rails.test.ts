import { passSubscriptions, users } from "@jadeverse/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withStarsMethods } from "../../../../bot/test/stand-in-payments.ts";
import {
  api,
  mine,
  stripe,
  subscriptionRow,
  telegram,
  usePassesApi,
  withAnotherApi,
} from "../../../test/passes-suite.ts";
import { createPlayers } from "../../../test/players.ts";

// What season passes ask of their rails (docs/passes.md): Stripe Checkout's session, the Stars invoice, a
// rail that fails, a configured Stripe Price, and nothing sold with the flag off.
usePassesApi();

describe("what the rails are asked", () => {
  it("the checkout: the pass's name, the metadata on session and subscription, Settings as the way back, one idempotency key", async () => {
    const [player] = await createPlayers(api, 1);
    const res = await api.request("POST", "/api/passes/checkout", {
      token: player!.token,
      body: { passId: 1 },
    });
    const row = await subscriptionRow(res.body.subscriptionId);
    const session = stripe.sessionFor(row.reference)!;
    const metadata = { passReference: row.reference, userId: String(player!.userId), passId: "1" };
    expect(session).toMatchObject({
      mode: "subscription",
      amount_total: 999,
      metadata,
      subscription_metadata: metadata,
      success_url: "http://localhost:3000/dashboard/settings?tab=payment&pass=success",
      cancel_url: "http://localhost:3000/dashboard/settings?tab=payment&pass=cancelled",
    });
    expect(session.line_items).toEqual([
      { name: "JadeVerse Gold pass", unit_amount: 999, quantity: 1, currency: "usd" },
    ]);
    const created = stripe.requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1);
    expect(created?.idempotencyKey).toBe(`pass-checkout:${row.reference}`);
  });

  it("the Stars invoice: the tagline and perks, one 30-day price labelled with the pass", async () => {
    const [player] = await createPlayers(api, 1);
    await api.db.write((tx) =>
      tx.update(users).set({ telegramId: "5077" }).where(eq(users.id, player!.userId)),
    );
    await api.request("POST", "/api/passes/stars-invoice", { token: player!.token, body: { passId: 2 } });
    const call = telegram.callsTo("createInvoiceLink").at(-1)!;
    expect(call).toMatchObject({
      title: "JadeVerse Silver pass",
      description:
        "Earn more and wait less Daily bonus ×2 · Priority in the play queue. Renews every 30 days; cancel any time in Settings.",
      provider_token: "",
      prices: [{ label: "Silver pass, 30 days", amount: 200 }],
    });
    // The pending one is listed, the active one is the pass held.
    const me = (await mine(player!)).body;
    expect(me.held).toBeNull();
    expect(me.pending).toHaveLength(1);
  });

  it("a rail that fails: 503, and the unpaid subscription goes", async () => {
    const [player] = await createPlayers(api, 1);
    await api.db.write((tx) =>
      tx.update(users).set({ telegramId: "5078" }).where(eq(users.id, player!.userId)),
    );
    telegram.handle("createInvoiceLink", () => ({
      kind: "error",
      code: 500,
      description: "Internal Server Error",
    }));
    const stars = await api.request("POST", "/api/passes/stars-invoice", {
      token: player!.token,
      body: { passId: 1 },
    });
    withStarsMethods(telegram); // Telegram is back
    expect([stars.status, stars.body.error.code]).toEqual([503, "TELEGRAM_UNAVAILABLE"]);
    await withAnotherApi({ STRIPE_API_BASE: "http://127.0.0.1:9" }, async (down, buyer) => {
      const card = await down.request("POST", "/api/passes/checkout", {
        token: buyer.token,
        body: { passId: 2 },
      });
      expect([card.status, card.body.error.code]).toEqual([503, "PAYMENT_PROVIDER_UNAVAILABLE"]);
      expect(await down.db.orm.select().from(passSubscriptions)).toEqual([]);
    });
    expect((await mine(player!)).body.pending).toEqual([]);
  });

  it("a configured Stripe Price is what the checkout sells", async () => {
    stripe.prices.set("price_test_silver", {
      product: "Silver (dashboard)",
      unit_amount: 399,
      currency: "usd",
      interval: "day",
    });
    await withAnotherApi({ STRIPE_PASS_PRICES: "2=price_test_silver" }, async (priced, buyer) => {
      const res = await priced.request("POST", "/api/passes/checkout", {
        token: buyer.token,
        body: { passId: 2 },
      });
      expect(res.status).toBe(201);
      const [row] = await priced.db.orm.select().from(passSubscriptions);
      expect(stripe.sessionFor(row!.reference)?.line_items).toEqual([
        { name: "Silver (dashboard)", unit_amount: 399, quantity: 1, currency: "usd" },
      ]);
    });
  });

  it("with the seasonPasses flag off, nothing is sold (403 PASSES_NOT_OFFERED)", async () => {
    await withAnotherApi({ FEATURE_FLAGS: "seasonPasses=false" }, async (off, buyer) => {
      const res = await off.request("POST", "/api/passes/checkout", {
        token: buyer.token,
        body: { passId: 2 },
      });
      expect([res.status, res.body.error.code]).toEqual([403, "PASSES_NOT_OFFERED"]);
      expect(await off.db.orm.select().from(passSubscriptions)).toEqual([]);
    });
  });
});
