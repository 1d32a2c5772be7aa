// The API and the bot together, as production runs them: api/src/index.ts (the composition root, the
// one place that starts the bot) in its own process, in webhook mode, against the Bot API stand-in.
// Telegram's side is played over HTTP: webhook POSTs with the secret token, a Mini App sign-in with
// signed initData. What each side does alone is tested beside it (api/src/routes/**, bot/src/**).

import { TERMS_VERSION } from "@jadeverse/db/enums/users";
import { notifications } from "@jadeverse/db/schema";
import { seedCatalog } from "@jadeverse/db/seed";
import { eq } from "drizzle-orm";
import type { Update } from "grammy/types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BotApiStandIn, startBotApiStandIn, textUpdate, waitFor } from "./bot-api-stand-in.ts";
import { createTestDb, type TestDb } from "./db.ts";
import { type PlatformProcess, startPlatform } from "./platform-process.ts";
import { preCheckoutUpdate, successfulPaymentUpdate, withStarsMethods } from "./stand-in-payments.ts";
import { signedInitData } from "./telegram-client.ts";

const SECRET = "webhook-s3cret_token";
const BUYER_TG = 4001;

let telegram: BotApiStandIn;
let testDb: TestDb;
let platform: PlatformProcess;

beforeAll(async () => {
  telegram = await startBotApiStandIn();
  withStarsMethods(telegram);
  testDb = await createTestDb();
  await testDb.db.write((tx) => seedCatalog(tx));
  platform = await startPlatform({
    NODE_ENV: "production",
    DATABASE_URL: testDb.url,
    BOT_TOKEN: telegram.token,
    TELEGRAM_API_ROOT: telegram.apiRoot,
    // Webhook mode: a public https URL and a secret token (an https deployment must name an SMTP
    // server; nothing here sends mail).
    PUBLIC_URL: "https://play.example",
    BOT_WEBHOOK_SECRET: SECRET,
    SMTP_URL: "smtp://127.0.0.1:9",
    STATIC_ROOT: testDb.url.replace(/^file:/, "").replace(/\/[^/]+$/, ""),
  });
}, 60_000);
afterAll(async () => {
  await platform?.stop();
  telegram?.close();
  testDb?.close();
});

/** Telegram delivering an update to the platform's webhook. */
const deliver = (update: Update | Record<string, unknown>, secret: string | null = SECRET) =>
  platform.fetch("/api/telegram/webhook", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(secret === null ? {} : { "x-telegram-bot-api-secret-token": secret }),
    },
    body: JSON.stringify(update),
  });

const start = (updateId: number) => ({ update_id: updateId, ...textUpdate("/start", 4242) });

describe("POST /api/telegram/webhook on the platform process", () => {
  it("registers the webhook with its secret and the menu button instead of polling", async () => {
    await waitFor(() => telegram.callsTo("setChatMenuButton").length === 1, 15_000);
    expect(telegram.callsTo("setWebhook")[0]).toMatchObject({
      url: "https://play.example/api/telegram/webhook",
      secret_token: SECRET,
    });
    expect(telegram.callsTo("getUpdates")).toHaveLength(0);
  });

  it("refuses a wrong or missing secret token with 401 and handles nothing", async () => {
    const before = telegram.callsTo("sendMessage").length;
    expect((await deliver(start(1), "not-the-secret")).status).toBe(401);
    expect((await deliver(start(2), null)).status).toBe(401);
    expect(telegram.callsTo("sendMessage").length).toBe(before);
  });

  it("handles an update sent with the right secret", async () => {
    const before = telegram.callsTo("sendMessage").length;
    expect((await deliver(start(3))).status).toBe(200);
    const sent = telegram.callsTo("sendMessage").slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ chat_id: 4242, text: expect.stringMatching(/^Welcome to JadeVerse/) });
  });
});

describe("a Stars purchase end to end", () => {
  it("invoice → pre-checkout → successful payment (delivered twice) → credited once, status paid, player notified", async () => {
    const initData = signedInitData({ id: BUYER_TG, first_name: "Buyer" }, telegram.token);
    const login = await platform.fetch("/api/auth/telegram-miniapp", {
      method: "POST",
      headers: { authorization: `tma ${initData}` },
    });
    expect(login.status, platform.output()).toBe(200);
    const auth = {
      authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}`,
    };
    const gems = async () =>
      ((await (await platform.fetch("/api/users/me", { headers: auth })).json()) as { gemsAmount: number })
        .gemsAmount;
    const before = await gems();
    // A new Telegram player confirms 18+ and the Terms before buying (docs/security.md "18+").
    const accepted = await platform.fetch("/api/users/me/terms", {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ version: TERMS_VERSION, adult: true }),
    });
    expect(accepted.status, platform.output()).toBe(200);

    const invoice = await platform.fetch("/api/payments/stars/invoice", {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ packId: 3 }),
    });
    expect(invoice.status, platform.output()).toBe(201);
    const { paymentId } = (await invoice.json()) as { paymentId: number };
    const payload = String(telegram.callsTo("createInvoiceLink").at(-1)?.payload);

    expect((await deliver(preCheckoutUpdate(10, { userId: BUYER_TG, payload, amount: 1000 }))).status).toBe(
      200,
    );
    expect(telegram.callsTo("answerPreCheckoutQuery").at(-1)).toEqual({
      pre_checkout_query_id: "pcq-10",
      ok: true,
    });

    const paid = successfulPaymentUpdate(11, { userId: BUYER_TG, payload, amount: 1000, chargeId: "stxE2E" });
    expect((await deliver(paid)).status).toBe(200);
    expect((await deliver(paid)).status).toBe(200); // Telegram redelivers: nothing more
    expect(await gems()).toBe(before + 4800);
    const status = await platform.fetch(`/api/payments/stars/invoice/${paymentId}`, { headers: auth });
    expect(await status.json()).toMatchObject({ status: "paid", paidAt: expect.any(String) });

    const [buyer] = await testDb.db.orm
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.dedupeKey, "payment_credited:stars:stxE2E"));
    const rows = await testDb.db.orm
      .select()
      .from(notifications)
      .where(eq(notifications.userId, buyer!.userId));
    expect(rows.map((r) => [r.kind, r.dedupeKey])).toEqual([
      ["payment_credited", "payment_credited:stars:stxE2E"],
    ]);
    // The platform's notification worker tells the buyer in the bot's chat.
    await waitFor(
      () =>
        telegram.callsTo("sendMessage").some((m) => m.chat_id === BUYER_TG && /4800/.test(String(m.text))),
      15_000,
    );
  });
});
