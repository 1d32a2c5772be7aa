import { passById } from "@jadeverse/db/passes/catalog";
import { heldPass, openSubscription } from "@jadeverse/db/passes/subscriptions";
import { passCharges, passSubscriptions } from "@jadeverse/db/schema";
import { seedCatalog } from "@jadeverse/db/seed";
import { syncCommunityManagers } from "@jadeverse/db/telegram/roles";
import { insertUser } from "@jadeverse/db/users/insert";
import { eq } from "drizzle-orm";
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

// A season pass bought with Telegram Stars as a subscription (docs/passes.md): the bot answers the
// first period's pre-checkout query and records every `successful_payment` (the first, and each
// renewal Telegram charges by itself) once per charge id; `/refund` takes one period back.
const MANAGER_TG = 9101;
// The buyer's and the manager's texts, in English as they were written (docs/i18n.md "The bot").
const REFUSED = {
  notYours: "This invoice was made for another player. Please buy the pack from your own account.",
  alreadyPaid: "This invoice has already been paid.",
  priceChanged: "The price of this pack has changed. Please open the store and buy it again.",
  passHeld: "You hold this season pass or a higher one already. See Settings in JadeVerse.",
};
const PERIOD_MS = 30 * 86_400_000;
let api: BotApiStandIn;
let stars: StarsStandIn;
let testDb: TestDb;
let bot: Bot<BotContext>;
let nextUpdate = 1;
let nextTelegramId = 3001;

beforeAll(async () => {
  api = await startBotApiStandIn();
  stars = withStarsMethods(api);
  testDb = await createTestDb();
  await testDb.db.write((tx) => seedCatalog(tx));
  await syncCommunityManagers(testDb.db, [String(MANAGER_TG)]);
  bot = createBot(parseBotEnv({ BOT_TOKEN: api.token, TELEGRAM_API_ROOT: api.apiRoot }), {
    logger: memoryLogger(),
    db: testDb.db,
    throttle: false,
  });
  await bot.init();
});
afterAll(() => {
  api.close();
  testDb.close();
});

const handle = (update: Update) => bot.handleUpdate(update);

/** A player with a Telegram account and a pending Stars subscription of `passId`, as the API opens it. */
async function pendingPass(passId = 1) {
  const telegramId = nextTelegramId++;
  const user = await testDb.db.write((tx) =>
    insertUser(tx, { nickname: `stars-${telegramId}`, telegramId: String(telegramId) }),
  );
  const pass = (await passById(testDb.db.orm, passId))!;
  const opened = await openSubscription(testDb.db, { userId: user.id, pass, rail: "stars", now: new Date() });
  if (!("subscription" in opened)) throw new Error("refused");
  return { telegramId, userId: user.id, sub: opened.subscription, stars: pass.priceStars };
}

async function preCheckout(fields: Parameters<typeof preCheckoutUpdate>[1]) {
  const update = preCheckoutUpdate(nextUpdate++, fields);
  await handle(update);
  return api
    .callsTo("answerPreCheckoutQuery")
    .find((a) => a.pre_checkout_query_id === `pcq-${update.update_id}`);
}

/** Telegram's `successful_payment` of a subscription period (a renewal when `recurring`). */
const charge = (p: Awaited<ReturnType<typeof pendingPass>>, chargeId: string, recurring: boolean) =>
  handle(
    successfulPaymentUpdate(nextUpdate++, {
      userId: p.telegramId,
      payload: p.sub.reference,
      amount: p.stars,
      chargeId,
      subscription: {
        expiresAt: Math.floor((Date.now() + PERIOD_MS) / 1000),
        recurring,
        firstRecurring: false,
      },
    }),
  );

const paidUntil = async (subscriptionId: number) =>
  (
    await testDb.db.orm.select().from(passSubscriptions).where(eq(passSubscriptions.id, subscriptionId))
  )[0]!.paidUntil!.getTime();

async function command(text: string, userId: number) {
  const before = api.callsTo("sendMessage").length;
  await handle({ update_id: nextUpdate++, ...textUpdate(text, userId) } as Update);
  return api
    .callsTo("sendMessage")
    .slice(before)
    .map((m) => m.text);
}

describe("the first period's pre-checkout query", () => {
  it("says ok to the subscriber for exactly the pass's Stars; refuses another player, another price, a pass held", async () => {
    const p = await pendingPass(2);
    expect(
      await preCheckout({ userId: p.telegramId, payload: p.sub.reference, amount: p.stars }),
    ).toMatchObject({
      ok: true,
    });
    expect(
      await preCheckout({ userId: p.telegramId + 999, payload: p.sub.reference, amount: p.stars }),
    ).toMatchObject({ ok: false, error_message: REFUSED.notYours });
    expect(await preCheckout({ userId: p.telegramId, payload: p.sub.reference, amount: 1 })).toMatchObject({
      ok: false,
      error_message: REFUSED.priceChanged,
    });
    // A second Silver invoice opened before the first was paid: once Silver is held, it is refused.
    const second = await openSubscription(testDb.db, {
      userId: p.userId,
      pass: (await passById(testDb.db.orm, 2))!,
      rail: "stars",
      now: new Date(),
    });
    await charge(p, "first-silver", false);
    if (!("subscription" in second)) throw new Error("refused");
    expect(
      await preCheckout({ userId: p.telegramId, payload: second.subscription.reference, amount: p.stars }),
    ).toMatchObject({ ok: false, error_message: REFUSED.passHeld });
    expect(
      await preCheckout({ userId: p.telegramId, payload: p.sub.reference, amount: p.stars }),
    ).toMatchObject({
      ok: false,
      error_message: REFUSED.alreadyPaid,
    });
  });
});

describe("successful_payment of a subscription", () => {
  it("first payment, two renewals, a replayed renewal once; /refund takes one period back, once", async () => {
    const p = await pendingPass(1);
    const start = Date.now();
    await charge(p, "stx-first", false);
    const first = await paidUntil(p.sub.id);
    expect(first - start).toBeGreaterThanOrEqual(PERIOD_MS - 1_000);
    const held = await heldPass(testDb.db.orm, p.userId, new Date());
    expect(held).toMatchObject({
      pass: { name: "Gold" },
      subscription: { providerRef: "stx-first", renews: true },
    });
    await charge(p, "stx-renew-1", true);
    await charge(p, "stx-renew-2", true);
    await Promise.all([charge(p, "stx-renew-2", true), charge(p, "stx-renew-2", true)]);
    expect(await paidUntil(p.sub.id)).toBe(first + 2 * PERIOD_MS);
    const charges = await testDb.db.orm
      .select({ proof: passCharges.proof })
      .from(passCharges)
      .where(eq(passCharges.subscriptionId, p.sub.id));
    expect(charges.map((c) => c.proof).sort()).toEqual([
      "stars:stx-first",
      "stars:stx-renew-1",
      "stars:stx-renew-2",
    ]);

    expect(await command("/refund stx-renew-2", MANAGER_TG)).toEqual([
      `Refunded ${p.stars} Stars. The season pass lost the 30 days this payment paid for.`,
    ]);
    expect(stars.refunded.has("stx-renew-2")).toBe(true);
    expect(await paidUntil(p.sub.id)).toBe(first + PERIOD_MS);
    expect(await command("/refund stx-renew-2", MANAGER_TG)).toEqual([
      "This payment has already been refunded.",
    ]);
    expect(await paidUntil(p.sub.id)).toBe(first + PERIOD_MS);
  });

  it("a charge for another amount extends nothing", async () => {
    const p = await pendingPass(2);
    await handle(
      successfulPaymentUpdate(nextUpdate++, {
        userId: p.telegramId,
        payload: p.sub.reference,
        amount: p.stars + 1,
        chargeId: "stx-odd",
      }),
    );
    expect(await heldPass(testDb.db.orm, p.userId, new Date())).toBeNull();
  });
});
