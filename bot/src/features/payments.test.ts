import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { ledger } from "@jadeverse/db/ledger";
import { createStarOrder, starPacks } from "@jadeverse/db/payments/stars";
import { ledgerEntries, notifications, paymentOrders, users } from "@jadeverse/db/schema";
import { seedCatalog } from "@jadeverse/db/seed";
import { syncCommunityManagers } from "@jadeverse/db/telegram/roles";
import { insertUser } from "@jadeverse/db/users/insert";
import { eq, like } from "drizzle-orm";
import type { Bot } from "grammy";
import type { Update } from "grammy/types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BotApiStandIn, startBotApiStandIn, textUpdate } from "../../test/bot-api-stand-in.ts";
import { createTestDb, type TestDb } from "../../test/db.ts";
import { memoryLogger } from "../../test/memory-logger.ts";
import {
  preCheckoutUpdate,
  type StarsStandIn,
  successfulPaymentUpdate,
  withStarsMethods,
} from "../../test/stand-in-payments.ts";
import { createBot } from "../bot.ts";
import type { BotContext } from "../context.ts";
import { parseBotEnv } from "../env.ts";

// The buyer's and the manager's texts, in English as they were written (docs/i18n.md "The bot").
const REFUSED = {
  unknown: "This invoice is no longer valid. Please open the store and buy the pack again.",
  notYours: "This invoice was made for another player. Please buy the pack from your own account.",
  alreadyPaid: "This invoice has already been paid.",
  priceChanged: "The price of this pack has changed. Please open the store and buy it again.",
};
const REFUND_ALREADY = "This payment has already been refunded.";
const REFUND_NOT_ALLOWED = "Only community managers can refund payments.";
const refundDone = (stars: number, gems: number) =>
  `Refunded ${stars} ⭐ to the player and debited ${gems} 💎.`;

const BUYER_TG = 2001;
const OTHER_TG = 2002;
const MANAGER_TG = 9001;

let api: BotApiStandIn;
let stars: StarsStandIn;
let testDb: TestDb;
let bot: Bot<BotContext>;
let buyerId: number;
let otherId: number;
let nextUpdate = 1;

beforeAll(async () => {
  api = await startBotApiStandIn();
  stars = withStarsMethods(api);
  testDb = await createTestDb();
  const db = testDb.db;
  await db.write((tx) => seedCatalog(tx));
  const [buyer, other] = await db.write(async (tx) => [
    await insertUser(tx, { nickname: "buyer", telegramId: String(BUYER_TG) }),
    await insertUser(tx, { nickname: "other", telegramId: String(OTHER_TG) }),
  ]);
  buyerId = buyer!.id;
  otherId = other!.id;
  await syncCommunityManagers(db, [String(MANAGER_TG)]);
  bot = createBot(parseBotEnv({ BOT_TOKEN: api.token, TELEGRAM_API_ROOT: api.apiRoot }), {
    logger: memoryLogger(),
    db,
    throttle: false,
  });
  await bot.init();
});
afterAll(() => {
  api.close();
  testDb.close();
});

/**
 * A `created` payment opened by the payments domain, as `POST /api/payments/stars/invoice` opens it:
 * the pack priced `stars` (default prices) for `gems`, with a random invoice payload.
 */
async function createdPayment(stars = 100, gems = 400) {
  const packId = (await starPacks(testDb.db)).find((pack) => pack.stars === stars)?.id ?? 0;
  const opened = await createStarOrder(testDb.db, buyerId, packId);
  expect(opened?.pack).toMatchObject({ stars, gems });
  return { id: opened!.order.id, stars, gems, payload: opened!.invoicePayload };
}

const handle = (update: Update) => bot.handleUpdate(update);
const gemsOf = async (userId: number) =>
  (await testDb.db.orm.select({ gems: users.gems }).from(users).where(eq(users.id, userId)))[0]!.gems;
const paymentRow = async (id: number) =>
  (await testDb.db.orm.select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0]!;

/** The replies the bot sent for one update, from a Telegram set to `languageCode`. */
async function command(text: string, userId: number, languageCode = "en") {
  const before = api.callsTo("sendMessage").length;
  const update = { update_id: nextUpdate++, ...textUpdate(text, userId) } as Update;
  update.message!.from = { ...update.message!.from!, language_code: languageCode };
  await handle(update);
  return api
    .callsTo("sendMessage")
    .slice(before)
    .map((m) => m.text);
}

async function preCheckout(fields: Parameters<typeof preCheckoutUpdate>[1]) {
  const update = preCheckoutUpdate(nextUpdate++, fields);
  await handle(update);
  return api
    .callsTo("answerPreCheckoutQuery")
    .find((a) => a.pre_checkout_query_id === `pcq-${update.update_id}`);
}

async function pay(payment: { payload: string; stars: number }, chargeId: string) {
  await handle(
    successfulPaymentUpdate(nextUpdate++, {
      userId: BUYER_TG,
      payload: payment.payload,
      amount: payment.stars,
      chargeId,
    }),
  );
}

describe("pre_checkout_query", () => {
  it("says ok to a created payment of this player, in XTR, for exactly its price", async () => {
    const payment = await createdPayment(250, 1050);
    expect(await preCheckout({ userId: BUYER_TG, payload: payment.payload, amount: 250 })).toEqual({
      pre_checkout_query_id: expect.any(String),
      ok: true,
    });
  });

  it("refuses, with a message Telegram shows the buyer, a wrong amount, currency, payload or player", async () => {
    const payment = await createdPayment(250, 1050);
    const cases = [
      [{ userId: BUYER_TG, payload: payment.payload, amount: 1 }, REFUSED.priceChanged],
      [{ userId: BUYER_TG, payload: payment.payload, amount: 250, currency: "USD" }, REFUSED.priceChanged],
      [{ userId: BUYER_TG, payload: "no-such-payload", amount: 250 }, REFUSED.unknown],
      [{ userId: OTHER_TG, payload: payment.payload, amount: 250 }, REFUSED.notYours],
    ] as const;
    for (const [fields, message] of cases) {
      expect(await preCheckout(fields), JSON.stringify(fields)).toEqual({
        pre_checkout_query_id: expect.any(String),
        ok: false,
        error_message: message,
      });
    }
  });

  it("refuses an invoice that was already paid", async () => {
    const payment = await createdPayment();
    await pay(payment, "charge-paid-once");
    expect(
      await preCheckout({ userId: BUYER_TG, payload: payment.payload, amount: payment.stars }),
    ).toMatchObject({
      ok: false,
      error_message: REFUSED.alreadyPaid,
    });
  });

  it("refuses in the buyer's language: their account's choice, else their Telegram's", async () => {
    const payment = await createdPayment(250, 1050);
    const refusal = (userId: number, languageCode: string) =>
      preCheckout({ userId, payload: payment.payload, amount: 1, languageCode });
    expect(await refusal(BUYER_TG, "ru-RU")).toMatchObject({
      ok: false,
      error_message: "Цена этого набора изменилась. Откройте магазин и купите его заново.",
    });
    expect(await refusal(BUYER_TG, "de")).toMatchObject({ ok: false, error_message: REFUSED.priceChanged });
    // The other player chose Spanish in Settings: it wins over their Telegram's Russian.
    await testDb.db.write((tx) => tx.update(users).set({ language: "es" }).where(eq(users.id, otherId)));
    expect(await refusal(OTHER_TG, "ru")).toMatchObject({
      ok: false,
      error_message: "Esta factura se emitió para otro jugador. Compra el paquete desde tu propia cuenta.",
    });
    await testDb.db.write((tx) => tx.update(users).set({ language: null }).where(eq(users.id, otherId)));
  });
});

describe("successful_payment", () => {
  it("credits the gems exactly once even when Telegram delivers the update twice, and queues one notification", async () => {
    const payment = await createdPayment(1000, 4800);
    const gemsBefore = await gemsOf(buyerId);
    const update = successfulPaymentUpdate(nextUpdate++, {
      userId: BUYER_TG,
      payload: payment.payload,
      amount: 1000,
      chargeId: "stxCharge-twice",
    });
    await handle(update);
    await handle(update); // redelivered (a lost answer to Telegram): nothing more, no error
    await Promise.all([handle(update), handle(update)]); // and concurrently
    expect(await gemsOf(buyerId)).toBe(gemsBefore + 4800);
    const entries = await testDb.db.orm
      .select()
      .from(ledgerEntries)
      .where(like(ledgerEntries.idempotencyKey, "payment:stars:stxCharge-twice%"));
    expect(entries).toEqual([expect.objectContaining({ userId: buyerId, currency: "gems", delta: 4800 })]);
    expect(await paymentRow(payment.id)).toMatchObject({
      status: "paid",
      proof: "stxCharge-twice",
    });
    const queued = await testDb.db.orm.select().from(notifications).where(eq(notifications.userId, buyerId));
    expect(queued.filter((n) => n.dedupeKey === "payment_credited:stars:stxCharge-twice")).toEqual([
      expect.objectContaining({
        kind: "payment_credited",
        status: "pending",
        payload: { orderId: payment.id, rail: "stars", gems: 4800, stars: 1000 },
      }),
    ]);
    expect(await checkLedgerInvariant(testDb.db)).toEqual([]);
  });

  it("credits nothing for an amount other than the invoice's: the order fails, keeping the charge to refund", async () => {
    const payment = await createdPayment(100, 400);
    const gemsBefore = await gemsOf(buyerId);
    await handle(
      successfulPaymentUpdate(nextUpdate++, {
        userId: BUYER_TG,
        payload: payment.payload,
        amount: 99,
        chargeId: "short",
      }),
    );
    expect(await gemsOf(buyerId)).toBe(gemsBefore);
    expect(await paymentRow(payment.id)).toMatchObject({
      status: "failed",
      proof: "short",
      failureReason: "paid 99 XTR, expected 100",
    });
  });
});

describe("/refund", () => {
  it("is for community managers only", async () => {
    const payment = await createdPayment();
    await pay(payment, "charge-not-manager");
    expect(await command("/refund charge-not-manager", BUYER_TG)).toEqual([REFUND_NOT_ALLOWED]);
    expect(api.callsTo("refundStarPayment")).toEqual([]);
    expect((await paymentRow(payment.id)).status).toBe("paid");
  });

  it("debits the gems back through the ledger and refunds the Stars at Telegram, once", async () => {
    const payment = await createdPayment(250, 1050);
    await pay(payment, "charge-refund");
    const gemsBefore = await gemsOf(buyerId);
    expect(await command("/refund charge-refund", MANAGER_TG)).toEqual([refundDone(250, 1050)]);
    expect(api.callsTo("refundStarPayment").at(-1)).toEqual({
      user_id: BUYER_TG,
      telegram_payment_charge_id: "charge-refund",
    });
    expect(stars.refunded.has("charge-refund")).toBe(true);
    expect(await gemsOf(buyerId)).toBe(gemsBefore - 1050);
    expect(await paymentRow(payment.id)).toMatchObject({
      status: "refunded",
      refundedBy: String(MANAGER_TG),
    });

    const calls = api.callsTo("refundStarPayment").length;
    expect(await command("/refund charge-refund", MANAGER_TG)).toEqual([REFUND_ALREADY]);
    expect(api.callsTo("refundStarPayment")).toHaveLength(calls);
    expect(await gemsOf(buyerId)).toBe(gemsBefore - 1050);
    expect(await checkLedgerInvariant(testDb.db)).toEqual([]);
  });

  it("is refused, with nothing refunded at Telegram, when the player has already spent the gems", async () => {
    const payment = await createdPayment(100, 400);
    await pay(payment, "charge-spent");
    // The player spends everything they have.
    const balance = await gemsOf(buyerId);
    await ledger.run(testDb.db, {
      key: "test:spend-all",
      reason: "store-purchase",
      changes: [{ userId: buyerId, currency: "gems", delta: -balance }],
    });
    const calls = api.callsTo("refundStarPayment").length;
    expect(await command("/refund charge-spent", MANAGER_TG)).toEqual([
      "Refused: the player has already spent some of the 400 gems of this payment. Nothing was refunded.",
    ]);
    expect(api.callsTo("refundStarPayment")).toHaveLength(calls);
    expect(await gemsOf(buyerId)).toBe(0);
    expect((await paymentRow(payment.id)).status).toBe("paid");
  });

  it("keeps no debit when Telegram refuses the refund, and succeeds when asked again", async () => {
    const payment = await createdPayment(100, 400);
    await pay(payment, "charge-refused");
    const gemsBefore = await gemsOf(buyerId);
    stars.refuseNextRefund("Bad Request: REFUND_TIMEOUT");
    const [reply] = await command("/refund charge-refused", MANAGER_TG);
    expect(reply).toMatch(
      /Telegram refused the refund \(Bad Request: REFUND_TIMEOUT\)\. Nothing was debited\./,
    );
    expect(await gemsOf(buyerId)).toBe(gemsBefore);
    expect((await paymentRow(payment.id)).status).toBe("paid");
    const refundEntries = await testDb.db.orm
      .select()
      .from(ledgerEntries)
      .where(like(ledgerEntries.idempotencyKey, "refund:stars:charge-refused%"));
    expect(refundEntries).toEqual([]);

    expect(await command("/refund charge-refused", MANAGER_TG)).toEqual([refundDone(100, 400)]);
    expect(await gemsOf(buyerId)).toBe(gemsBefore - 400);
    expect(await checkLedgerInvariant(testDb.db)).toEqual([]);
  });

  it("answers the manager in their language, figures grouped its way", async () => {
    expect(await command("/refund", MANAGER_TG, "ru")).toEqual([
      "Формат: /refund <telegram_payment_charge_id>",
    ]);
    expect(await command("/refund", BUYER_TG, "es")).toEqual([
      "Solo los community managers pueden reembolsar pagos.",
    ]);
    const payment = await createdPayment(1000, 4800);
    await pay(payment, "charge-refund-ru");
    expect(await command("/refund charge-refund-ru", MANAGER_TG, "ru")).toEqual([
      // Russian groups thousands with a no-break space.
      "Игроку возвращено 1\u00a0000 ⭐, списано 4\u00a0800 💎.",
    ]);
    expect(await command("/refund charge-refund-ru", MANAGER_TG, "ar")).toEqual([
      "استُردّت هذه الدفعة بالفعل.",
    ]);
  });
});
