import { bonusReminderCandidates, queueBonusReminders } from "@jadeverse/db/daily-bonus/reminders";
import { enqueueNotification } from "@jadeverse/db/notifications";
import { dailyBonusClaims, notifications, users } from "@jadeverse/db/schema";
import { insertUser } from "@jadeverse/db/users/insert";
import { eq } from "drizzle-orm";
import type { Bot } from "grammy";
import type { Update } from "grammy/types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BotApiStandIn, startBotApiStandIn, textUpdate } from "../../test/bot-api-stand-in.ts";
import { createTestDb, type TestDb } from "../../test/db.ts";
import { memoryLogger } from "../../test/memory-logger.ts";
import { createBot } from "../bot.ts";
import type { BotContext } from "../context.ts";
import { parseBotEnv } from "../env.ts";
import { botMessages } from "../i18n.ts";
import { createNotificationWorker, NOTIFICATION_GAP_MS } from "../notifications/worker.ts";
import { notificationText } from "../texts.ts";

// The daily bonus reminder (docs/daily-bonus.md "The reminder") and the race winners' messages
// (docs/races.md): opted into with /reminders, never to a muted player or one on a break, once a day,
// and every message through the notification worker's pacer.
const DAY = "2026-11-29";
const NOW = new Date(`${DAY}T08:00:00Z`);
let api: BotApiStandIn;
let testDb: TestDb;
let bot: Bot<BotContext>;
let nextUpdate = 1;
let nextTelegramId = 8100;

beforeAll(async () => {
  api = await startBotApiStandIn();
  testDb = await createTestDb();
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

async function player(values: Partial<typeof users.$inferInsert> = {}) {
  const telegramId = nextTelegramId++;
  const user = await testDb.db.write((tx) =>
    insertUser(tx, { nickname: `p${telegramId}`, telegramId: String(telegramId), ...values }),
  );
  return { id: user.id, telegramId };
}

async function command(text: string, telegramId: number) {
  const before = api.callsTo("sendMessage").length;
  await bot.handleUpdate({ update_id: nextUpdate++, ...textUpdate(text, telegramId) } as Update);
  return api
    .callsTo("sendMessage")
    .slice(before)
    .map((m) => m.text);
}

const worker = () =>
  createNotificationWorker({
    db: testDb.db,
    config: parseBotEnv({
      BOT_TOKEN: api.token,
      TELEGRAM_API_ROOT: api.apiRoot,
      BOT_USERNAME: "JadeVerseBot",
    }),
    logger: memoryLogger(),
  });

describe("/reminders", () => {
  it("turns the reminder on and off, and says how", async () => {
    const p = await player();
    const on = async () =>
      (await testDb.db.orm.select({ on: users.bonusReminders }).from(users).where(eq(users.id, p.id)))[0]!.on;
    expect(await on()).toBe(false);
    expect(await command("/reminders on", p.telegramId)).toEqual([botMessages.t("en", "remindersOn")]);
    expect(await on()).toBe(true);
    expect(await command("/reminders off", p.telegramId)).toEqual([botMessages.t("en", "remindersOff")]);
    expect(await on()).toBe(false);
    expect(await command("/reminders", p.telegramId)).toEqual([botMessages.t("en", "remindersUsage")]);
  });
});

describe("who is reminded", () => {
  it("the opted-in, once a day; never the muted, the resting, the blocked or who claimed already", async () => {
    const plain = await player({ bonusReminders: true });
    const streaking = await player({ bonusReminders: true });
    const muted = await player({ bonusReminders: true, notificationsMuted: true });
    const resting = await player({ bonusReminders: true, breakUntil: new Date(`${DAY}T20:00:00Z`) });
    const blocked = await player({ bonusReminders: true, botBlockedAt: NOW });
    const claimed = await player({ bonusReminders: true });
    const notAsked = await player();
    await testDb.db.write(async (tx) => {
      await tx
        .insert(dailyBonusClaims)
        .values({ userId: streaking.id, day: "2026-11-28", streak: 3, coins: 2_000 });
      await tx.insert(dailyBonusClaims).values({ userId: claimed.id, day: DAY, streak: 1, coins: 1_000 });
    });
    const due = await bonusReminderCandidates(testDb.db, { day: DAY, now: NOW });
    const mine = due.filter((d) =>
      [plain, streaking, muted, resting, blocked, claimed, notAsked].some((p) => p.id === d.userId),
    );
    expect(mine).toEqual([
      { userId: plain.id, streak: 1 },
      { userId: streaking.id, streak: 4 },
    ]);
    expect(
      await queueBonusReminders(testDb.db, DAY, [
        { userId: plain.id, streak: 1, coins: 1_000 },
        { userId: streaking.id, streak: 4, coins: 2_500 },
      ]),
    ).toBe(2);
    // A second run the same day queues nothing more.
    expect(
      (await bonusReminderCandidates(testDb.db, { day: DAY, now: NOW })).map((d) => d.userId),
    ).not.toContain(plain.id);
    expect(await queueBonusReminders(testDb.db, DAY, [{ userId: plain.id, streak: 1, coins: 1_000 }])).toBe(
      0,
    );
    // After the break, the resting player is reminded too (tomorrow's run).
    const tomorrow = new Date("2026-11-30T08:00:00Z");
    expect(
      (await bonusReminderCandidates(testDb.db, { day: "2026-11-30", now: tomorrow })).map((d) => d.userId),
    ).toContain(resting.id);

    expect(await worker().runOnce()).toMatchObject({ sent: 2 });
    const sent = api.callsTo("sendMessage").slice(-2);
    expect(sent.map((m) => [Number(m.chat_id), m.text])).toEqual([
      [plain.telegramId, notificationText("en", "daily_bonus_ready", { coins: 1_000, streak: 1 })],
      [streaking.telegramId, notificationText("en", "daily_bonus_ready", { coins: 2_500, streak: 4 })],
    ]);
    expect(sent[1]?.text).toBe(
      "🎁 Your daily bonus is ready: claim 2,500 🪙 coins in JadeVerse and keep your 3-day streak going. Send /reminders off to stop these.",
    );
  });

  it("a player who mutes after the reminder was queued is skipped by the worker", async () => {
    const p = await player({ bonusReminders: true });
    await queueBonusReminders(testDb.db, DAY, [{ userId: p.id, streak: 1, coins: 1_000 }]);
    await testDb.db.write((tx) =>
      tx.update(users).set({ notificationsMuted: true }).where(eq(users.id, p.id)),
    );
    expect(await worker().runOnce()).toMatchObject({ sent: 0, skipped: 1 });
    const [row] = await testDb.db.orm.select().from(notifications).where(eq(notifications.userId, p.id));
    expect(row?.status).toBe("skipped");
  });
});

describe("the race winners' messages", () => {
  it("go out one by one, the pacer's gap apart", async () => {
    const winners = [await player(), await player(), await player(), await player()];
    for (const [i, w] of winners.entries())
      await enqueueNotification(testDb.db, {
        userId: w.id,
        kind: "race_prize",
        payload: {
          month: "2026-10",
          position: i + 1,
          coins: 10_000 * (4 - i),
          item: i === 0 ? "Jade Emperor's Seal" : null,
        },
        dedupeKey: `race_prize:2026-10:${i + 1}`,
      });
    const from = api.calls.length;
    expect(await worker().runOnce()).toMatchObject({ sent: 4 });
    const calls = api.calls.slice(from).filter((c) => c.method === "sendMessage");
    expect(calls.map((c) => Number(c.params.chat_id))).toEqual(winners.map((w) => w.telegramId));
    expect(calls[0]?.params.text).toBe(
      "🏆 You finished #1 in the monthly race of 2026-10: 40,000 🪙 coins and the Jade Emperor's Seal are yours.",
    );
    for (let i = 1; i < calls.length; i++)
      expect(calls[i]!.at - calls[i - 1]!.at).toBeGreaterThanOrEqual(NOTIFICATION_GAP_MS - 5);
  });
});
