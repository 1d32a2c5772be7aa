import { createDb } from "@jadeverse/db/client";
import type { Locale } from "@jadeverse/db/i18n/locales";
import { enqueueNotification } from "@jadeverse/db/notifications";
import { type NotificationKind, notifications, users } from "@jadeverse/db/schema";
import { recordTelegramLanguage } from "@jadeverse/db/telegram/players";
import { insertUser } from "@jadeverse/db/users/insert";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type BotApiStandIn, startBotApiStandIn } from "../../test/bot-api-stand-in.ts";
import { createTestDb, type TestDb } from "../../test/db.ts";
import { memoryLogger } from "../../test/memory-logger.ts";
import { parseBotEnv } from "../env.ts";
import { notificationText } from "../texts.ts";
import { createNotificationWorker, type NotificationWorkerOptions } from "./worker.ts";

let api: BotApiStandIn;
let testDb: TestDb;
let nextTelegramId = 7000;
beforeAll(async () => {
  api = await startBotApiStandIn();
  testDb = await createTestDb();
});
afterAll(() => {
  api.close();
  testDb.close();
});
afterEach(async () => {
  // Each test starts with no rows left for the next one's worker.
  await testDb.db.write((tx) => tx.delete(notifications));
});

function worker(options: Partial<NotificationWorkerOptions> = {}) {
  return createNotificationWorker({
    db: testDb.db,
    config: parseBotEnv({
      BOT_TOKEN: api.token,
      TELEGRAM_API_ROOT: api.apiRoot,
      BOT_USERNAME: "JadeVerseBot",
    }),
    logger: memoryLogger(),
    gapMs: 0,
    ...options,
  });
}

async function player(
  values: {
    muted?: boolean;
    blocked?: boolean;
    telegram?: boolean;
    language?: Locale;
    telegramLanguage?: Locale;
  } = {},
) {
  const telegramId = values.telegram === false ? null : String(nextTelegramId++);
  const user = await testDb.db.write((tx) =>
    insertUser(tx, {
      nickname: "n",
      telegramId,
      notificationsMuted: values.muted ?? false,
      botBlockedAt: values.blocked ? new Date() : null,
      language: values.language ?? null,
      telegramLanguage: values.telegramLanguage ?? null,
    }),
  );
  return { id: user.id, chatId: Number(telegramId) };
}

let nextKey = 1;
async function queue(
  userId: number,
  kind: NotificationKind = "payment_credited",
  payload: Record<string, unknown> = { gems: 400, stars: 100 },
) {
  await enqueueNotification(testDb.db, { userId, kind, payload, dedupeKey: `test:${nextKey++}` });
}

const rows = () => testDb.db.orm.select().from(notifications).orderBy(notifications.id);
const sentTo = (chatId: number) => api.callsTo("sendMessage").filter((m) => m.chat_id === chatId);

describe("the notification worker", () => {
  it("sends each kind once, with its text and the Mini App button", async () => {
    const p = await player();
    const kinds: [NotificationKind, Record<string, unknown>][] = [
      ["queue_turn", { queueId: 5 }],
      ["payment_credited", { gems: 1050, stars: 250 }],
      ["referral_verified", { gems: 100 }],
    ];
    for (const [kind, payload] of kinds) await queue(p.id, kind, payload);
    // Producing the same event twice writes one row.
    expect(
      await enqueueNotification(testDb.db, {
        userId: p.id,
        kind: "queue_turn",
        payload: {},
        dedupeKey: "test:1",
      }),
    ).toBe(false);

    const w = worker();
    expect(await w.runOnce()).toMatchObject({ claimed: 3, sent: 3 });
    expect(await w.runOnce()).toMatchObject({ claimed: 0, sent: 0 });
    expect(sentTo(p.chatId).map((m) => m.text)).toEqual(
      kinds.map(([kind, payload]) => notificationText("en", kind, payload)),
    );
    // A player who never chose a language reads English, as written.
    expect(sentTo(p.chatId)[1]?.text).toBe(
      "✅ Payment received: 1050 💎 gems were added to your balance (250 ⭐).",
    );
    expect(sentTo(p.chatId)[0]?.reply_markup).toEqual({
      inline_keyboard: [[{ text: "🎰 Play JadeVerse", url: "http://localhost:3000/tg-app/" }]],
    });
    expect((await rows()).map((r) => [r.status, r.attempts, r.claimedBy])).toEqual(
      kinds.map(() => ["sent", 1, null]),
    );
  });

  it("writes in the recipient's saved language, figures, plurals and the button included", async () => {
    const ru = await player({ language: "ru" });
    const ar = await player({ language: "ar" });
    await queue(ru.id, "payment_credited", { gems: 1050, stars: 250 });
    await queue(ru.id, "race_prize", { month: "2026-10", position: 1, coins: 40_000, item: "Jade Seal" });
    await queue(ar.id, "daily_bonus_ready", { coins: 2_500, streak: 3 });
    expect(await worker().runOnce()).toMatchObject({ claimed: 3, sent: 3 });
    // Russian groups thousands with a no-break space; 1 050 takes the "many" form.
    expect(sentTo(ru.chatId).map((m) => m.text)).toEqual([
      "✅ Платёж получен: 1\u00a0050 💎 кристаллов уже на вашем балансе (250 ⭐).",
      "🏆 Вы заняли 1-е место в ежемесячной гонке за октябрь 2026 г.: вы получаете 40\u00a0000 🪙 монет и Jade Seal.",
    ]);
    expect(sentTo(ru.chatId)[0]?.reply_markup).toEqual({
      inline_keyboard: [[{ text: "🎰 Играть в JadeVerse", url: "http://localhost:3000/tg-app/" }]],
    });
    // Arabic: 2 days take the dual, and 2,500 keeps Latin digits grouped by a comma.
    expect(sentTo(ar.chatId).map((m) => m.text)).toEqual([
      "🎁 مكافأتك اليومية جاهزة: احصل على 2,500 🪙 عملة في JadeVerse وحافظ على سلسلتك المستمرة منذ يومين. أرسل /reminders off لإيقاف هذه التذكيرات.",
    ]);
  });

  it("writes to a player who never chose a language in their Telegram's, as last recorded", async () => {
    // Signed in from a Russian Telegram, never chose: Russian. A saved Spanish choice wins over it.
    const fromRussianTelegram = await player({ telegramLanguage: "ru" });
    const choseSpanish = await player({ language: "es", telegramLanguage: "ru" });
    const never = await player();
    for (const p of [fromRussianTelegram, choseSpanish, never])
      await queue(p.id, "referral_verified", { gems: 100 });
    expect(await worker().runOnce()).toMatchObject({ claimed: 3, sent: 3 });
    expect(sentTo(fromRussianTelegram.chatId).map((m) => m.text)).toEqual([
      notificationText("ru", "referral_verified", { gems: 100 }),
    ]);
    expect(sentTo(fromRussianTelegram.chatId)[0]?.reply_markup).toEqual({
      inline_keyboard: [[{ text: "🎰 Играть в JadeVerse", url: "http://localhost:3000/tg-app/" }]],
    });
    expect(sentTo(choseSpanish.chatId).map((m) => m.text)).toEqual([
      notificationText("es", "referral_verified", { gems: 100 }),
    ]);
    expect(sentTo(never.chatId).map((m) => m.text)).toEqual([
      notificationText("en", "referral_verified", { gems: 100 }),
    ]);
    expect(notificationText("ru", "referral_verified", { gems: 100 })).not.toBe(
      notificationText("en", "referral_verified", { gems: 100 }),
    );

    // Their Telegram switched to German (not ours: recorded as none), then to Spanish: the next ones follow.
    const telegramId = String(fromRussianTelegram.chatId);
    expect(await recordTelegramLanguage(testDb.db, telegramId, "ru", "de")).toBe(true);
    await queue(fromRussianTelegram.id, "referral_verified", { gems: 100 });
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    expect(await recordTelegramLanguage(testDb.db, telegramId, null, "es-419")).toBe(true);
    await queue(fromRussianTelegram.id, "referral_verified", { gems: 100 });
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    expect(sentTo(fromRussianTelegram.chatId).map((m) => m.text)).toEqual(
      (["ru", "en", "es"] as const).map((locale) =>
        notificationText(locale, "referral_verified", { gems: 100 }),
      ),
    );
  });

  it("skips muted players, players who blocked the bot and players without Telegram", async () => {
    const muted = await player({ muted: true });
    const blocked = await player({ blocked: true });
    const webOnly = await player({ telegram: false });
    for (const p of [muted, blocked, webOnly]) await queue(p.id);
    expect(await worker().runOnce()).toMatchObject({ claimed: 3, skipped: 3, sent: 0 });
    expect(sentTo(muted.chatId)).toEqual([]);
    expect(sentTo(blocked.chatId)).toEqual([]);
    expect((await rows()).map((r) => [r.status, r.lastError])).toEqual([
      ["skipped", "muted"],
      ["skipped", "bot blocked"],
      ["skipped", "no telegram account"],
    ]);
  });

  it("marks a player who blocked the bot (403) and skips them afterwards", async () => {
    const p = await player();
    api.blockChat(p.chatId);
    await queue(p.id);
    await queue(p.id);
    const w = worker({ batchSize: 1 });
    expect(await w.runOnce()).toMatchObject({ failed: 1 });
    const [user] = await testDb.db.orm.select().from(users).where(eq(users.id, p.id));
    expect(user?.botBlockedAt).toBeInstanceOf(Date);
    expect(await w.runOnce()).toMatchObject({ skipped: 1 });
    expect(sentTo(p.chatId)).toHaveLength(1); // the one refused attempt
  });

  it("puts a row back after a 429 and sends it once retry_after has passed", async () => {
    const p = await player();
    await queue(p.id);
    let clock = Date.now();
    const w = worker({ now: () => clock });
    api.failNext("sendMessage", { kind: "retry_after", seconds: 7 });
    expect(await w.runOnce()).toMatchObject({ claimed: 1, retried: 1, sent: 0 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: "pending", claimedBy: null, attempts: 1 });
    expect(row?.availableAt?.getTime()).toBe(clock + 7_000);

    clock += 6_000;
    expect(await w.runOnce()).toMatchObject({ claimed: 0 });
    clock += 1_000;
    expect(await w.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect((await rows())[0]).toMatchObject({ status: "sent", attempts: 2 });
    expect(sentTo(p.chatId)).toHaveLength(2); // the refused attempt and the delivered one
  });

  it("never resends a row a crashed worker left `sending`: it becomes uncertain", async () => {
    const p = await player();
    await queue(p.id);
    const leaseMs = 60_000;
    const past = new Date(Date.now() - leaseMs - 1);
    await testDb.db.write((tx) =>
      tx
        .update(notifications)
        .set({ status: "sending", claimedBy: "dead-worker", claimedUntil: past, attempts: 1 }),
    );
    expect(await worker({ leaseMs }).runOnce()).toMatchObject({ uncertain: 1, claimed: 0 });
    expect((await rows())[0]).toMatchObject({ status: "uncertain" });
    expect(sentTo(p.chatId)).toEqual([]);
  });

  it("leaves a row another worker holds alone until its lease runs out", async () => {
    const p = await player();
    await queue(p.id);
    await testDb.db.write((tx) =>
      tx.update(notifications).set({ claimedBy: "other", claimedUntil: new Date(Date.now() + 60_000) }),
    );
    expect(await worker().runOnce()).toMatchObject({ claimed: 0 });
    expect(await worker({ now: () => Date.now() + 61_000 }).runOnce()).toMatchObject({ claimed: 1, sent: 1 });
  });

  it("two workers on two database handles never send the same row twice", async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => player()));
    const total = 60;
    for (let i = 0; i < total; i++)
      await queue(players[i % players.length]!.id, "payment_credited", { gems: 1000 + i, stars: 1 });
    const second = await createDb({ url: testDb.url });
    try {
      const a = worker({ workerId: "a", batchSize: 7 });
      const b = worker({ workerId: "b", batchSize: 7, db: second });
      const before = api.callsTo("sendMessage").length;
      for (let round = 0; round < 20; round++) await Promise.all([a.runOnce(), b.runOnce()]);
      const texts = api
        .callsTo("sendMessage")
        .slice(before)
        .map((m) => String(m.text));
      expect(texts).toHaveLength(total);
      expect(new Set(texts).size).toBe(total);
      const statuses = (await rows()).map((r) => r.status);
      expect(statuses.every((s) => s === "sent")).toBe(true);
    } finally {
      second.close();
    }
  });

  it("runs in the background until stopped", async () => {
    const p = await player();
    const w = worker({ pollMs: 20 });
    w.start();
    await queue(p.id);
    const deadline = Date.now() + 15_000;
    while (sentTo(p.chatId).length === 0 && Date.now() < deadline) await Bun.sleep(10);
    await w.stop();
    expect(sentTo(p.chatId)).toHaveLength(1);
    await queue(p.id);
    await Bun.sleep(80);
    expect(sentTo(p.chatId)).toHaveLength(1);
  });
});
