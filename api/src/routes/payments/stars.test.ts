import { gemPacks, paymentOrders, users } from "@jadeverse/db/schema";
import { seedCatalog } from "@jadeverse/db/seed";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BotApiStandIn, startBotApiStandIn } from "../../../../bot/test/bot-api-stand-in.ts";
import { withStarsMethods } from "../../../../bot/test/stand-in-payments.ts";
import { startTestApi, type TestApi, type TestResponse } from "../../../test/harness.ts";
import { expectDocumented } from "../../../test/openapi-check.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { createTelegramApi } from "../../lib/telegram/client.ts";
import { STAR_INVOICES_PER_MINUTE } from "./stars.ts";

const BUYER_TG = 4001;

let standIn: BotApiStandIn;
let api: TestApi;
let document: any;
let buyer: TestPlayer;
let webOnly: TestPlayer;
let other: TestPlayer;

async function linkTelegram(player: TestPlayer, telegramId: number) {
  await api.db.write((tx) =>
    tx
      .update(users)
      .set({ telegramId: String(telegramId) })
      .where(eq(users.id, player.userId)),
  );
}

beforeAll(async () => {
  standIn = await startBotApiStandIn();
  withStarsMethods(standIn);
  api = await startTestApi();
  api.deps.telegram = {
    webhook: null,
    api: createTelegramApi({ token: standIn.token, apiRoot: standIn.apiRoot }),
  };
  await api.db.write((tx) => seedCatalog(tx));
  [buyer, webOnly, other] = (await createPlayers(api, 3)) as [TestPlayer, TestPlayer, TestPlayer];
  await linkTelegram(buyer, BUYER_TG);
  await linkTelegram(other, BUYER_TG + 1);
  document = (await api.request("GET", "/api/openapi.json")).body;
});
afterAll(async () => {
  await api.close();
  standIn.close();
});

const documented = (method: string, path: string, res: TestResponse) =>
  expectDocumented(document, method, path, res);
const invoice = (token: string | undefined, body: unknown) =>
  api.request("POST", "/api/payments/stars/invoice", { token, body });

describe("GET /api/payments/stars/packs", () => {
  it("lists the active gem packs with their Stars prices from the catalog", async () => {
    const res = await api.request("GET", "/api/payments/stars/packs");
    expect(res.status).toBe(200);
    documented("get", "/api/payments/stars/packs", res);
    expect(res.body.data.map((p: any) => [p.id, p.gems, p.stars])).toEqual([
      [1, 400, 100],
      [2, 1050, 250],
      [3, 4800, 1000],
      [4, 13000, 2500],
    ]);
  });

  it("leaves out packs without a Stars price, and withdrawn ones", async () => {
    const priced = await startTestApi();
    try {
      await priced.db.write((tx) => seedCatalog(tx));
      await priced.db.write(async (tx) => {
        await tx.update(gemPacks).set({ priceStars: null }).where(eq(gemPacks.id, 1));
        await tx.update(gemPacks).set({ priceStars: 700 }).where(eq(gemPacks.id, 3));
        await tx.update(gemPacks).set({ active: false }).where(eq(gemPacks.id, 4));
      });
      const res = await priced.request("GET", "/api/payments/stars/packs");
      expect(res.body.data).toEqual([
        { id: 2, name: "Flare pack", gems: 1050, stars: 250, badge: null },
        { id: 3, name: "Blaze pack", gems: 4800, stars: 700, badge: "Most popular" },
      ]);
    } finally {
      await priced.close();
    }
  });
});

describe("POST /api/payments/stars/invoice", () => {
  it("needs a session", async () => {
    const res = await invoice(undefined, { packId: 1 });
    expect(res.status).toBe(401);
    documented("post", "/api/payments/stars/invoice", res);
  });

  it("validates the body", async () => {
    for (const body of [{}, { packId: "1" }, { packId: 0 }, { packId: 1, stars: 1 }]) {
      const res = await invoice(buyer.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
      documented("post", "/api/payments/stars/invoice", res);
    }
  });

  it("needs a Telegram account and a pack sold for Stars", async () => {
    const noTelegram = await invoice(webOnly.token, { packId: 1 });
    expect([noTelegram.status, noTelegram.body.error.code]).toEqual([403, "TELEGRAM_ACCOUNT_REQUIRED"]);
    documented("post", "/api/payments/stars/invoice", noTelegram);
    const unknown = await invoice(buyer.token, { packId: 99 });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, "STARS_PACK_NOT_AVAILABLE"]);
    documented("post", "/api/payments/stars/invoice", unknown);
  });

  it("answers 503 TELEGRAM_BOT_NOT_CONFIGURED without a bot token", async () => {
    const telegram = api.deps.telegram;
    api.deps.telegram = { webhook: null, api: createTelegramApi({ token: "", apiRoot: standIn.apiRoot }) };
    try {
      const res = await invoice(buyer.token, { packId: 1 });
      expect([res.status, res.body.error.code]).toEqual([503, "TELEGRAM_BOT_NOT_CONFIGURED"]);
      documented("post", "/api/payments/stars/invoice", res);
    } finally {
      api.deps.telegram = telegram;
    }
  });

  it("answers 503 TELEGRAM_UNAVAILABLE when Telegram refuses, and keeps no payment", async () => {
    standIn.failNext("createInvoiceLink", { kind: "error", code: 500, description: "Internal Server Error" });
    const before = await api.db.orm.select().from(paymentOrders);
    const res = await invoice(buyer.token, { packId: 1 });
    expect([res.status, res.body.error.code]).toEqual([503, "TELEGRAM_UNAVAILABLE"]);
    documented("post", "/api/payments/stars/invoice", res);
    expect(await api.db.orm.select().from(paymentOrders)).toEqual(before);
  });

  it("creates the payment and an XTR invoice link through the Bot API", async () => {
    const res = await invoice(buyer.token, { packId: 2 });
    expect(res.status).toBe(201);
    documented("post", "/api/payments/stars/invoice", res);
    expect(res.body).toEqual({
      invoiceLink: expect.stringMatching(/^https:\/\/t\.me\/\$/),
      paymentId: expect.any(Number),
      stars: 250,
      gems: 1050,
    });
    const [row] = await api.db.orm
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, res.body.paymentId));
    expect(row).toMatchObject({
      userId: buyer.userId,
      packId: 2,
      rail: "stars",
      currency: "XTR",
      amount: "250",
      gems: 1050,
      priceCents: 499,
      status: "created",
    });
    expect(standIn.callsTo("createInvoiceLink").at(-1)).toEqual({
      title: expect.any(String),
      description: expect.any(String),
      payload: row!.reference,
      provider_token: "",
      currency: "XTR",
      prices: [{ label: "Flare pack", amount: 250 }],
    });
    expect(row!.reference).toMatch(/^[\w-]{32}$/);
  });
});

describe("GET /api/payments/stars/invoice/:paymentId", () => {
  it("answers the player's own payment only", async () => {
    const { body } = await invoice(buyer.token, { packId: 1 });
    const path = `/api/payments/stars/invoice/${body.paymentId}`;
    const anonymous = await api.request("GET", path);
    expect(anonymous.status).toBe(401);
    documented("get", "/api/payments/stars/invoice/{paymentId}", anonymous);
    const others = await api.request("GET", path, { token: other.token });
    expect([others.status, others.body.error.code]).toEqual([404, "PAYMENT_NOT_FOUND"]);
    documented("get", "/api/payments/stars/invoice/{paymentId}", others);
    const bad = await api.request("GET", "/api/payments/stars/invoice/abc", { token: buyer.token });
    expect(bad.status).toBe(400);
    documented("get", "/api/payments/stars/invoice/{paymentId}", bad);
    const own = await api.request("GET", path, { token: buyer.token });
    expect(own.status).toBe(200);
    documented("get", "/api/payments/stars/invoice/{paymentId}", own);
    expect(own.body).toMatchObject({
      paymentId: body.paymentId,
      packId: 1,
      status: "created",
      stars: 100,
      gems: 400,
      paidAt: null,
    });
  });
});

describe("the invoice rate limit", () => {
  it(`allows ${STAR_INVOICES_PER_MINUTE} invoices a minute per player, then 429`, async () => {
    const limited = await startTestApi({ RATE_LIMIT_DISABLED: "false" });
    try {
      limited.deps.telegram = {
        webhook: null,
        api: createTelegramApi({ token: standIn.token, apiRoot: standIn.apiRoot }),
      };
      await limited.db.write((tx) => seedCatalog(tx));
      const [p] = await createPlayers(limited, 1);
      await limited.db.write((tx) =>
        tx.update(users).set({ telegramId: "4999" }).where(eq(users.id, p!.userId)),
      );
      const statuses: number[] = [];
      for (let i = 0; i <= STAR_INVOICES_PER_MINUTE; i++)
        statuses.push(
          (
            await limited.request("POST", "/api/payments/stars/invoice", {
              token: p!.token,
              body: { packId: 1 },
            })
          ).status,
        );
      expect(statuses).toEqual([...Array(STAR_INVOICES_PER_MINUTE).fill(201), 429]);
    } finally {
      await limited.close();
    }
  });
});
