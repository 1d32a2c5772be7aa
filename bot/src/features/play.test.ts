import { ledger } from "@jadeverse/db/ledger";
import { users } from "@jadeverse/db/schema";
import { insertUser } from "@jadeverse/db/users/insert";
import { eq } from "drizzle-orm";
import type { InlineKeyboardMarkup, Update } from "grammy/types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BotApiStandIn, startBotApiStandIn, textUpdate } from "../../test/bot-api-stand-in.ts";
import { createTestDb, type TestDb } from "../../test/db.ts";
import { memoryLogger } from "../../test/memory-logger.ts";
import { createBot } from "../bot.ts";
import { parseBotEnv } from "../env.ts";
import { botMessages } from "../i18n.ts";

const en = (id: Parameters<typeof botMessages.t>[1]) => botMessages.t("en", id);

const PLAYER_TG = 3001;
const STRANGER_TG = 3999;

let api: BotApiStandIn;
let testDb: TestDb;
let playerId: number;
beforeAll(async () => {
  api = await startBotApiStandIn();
  testDb = await createTestDb();
  const player = await testDb.db.write((tx) =>
    insertUser(tx, { nickname: "p", telegramId: String(PLAYER_TG) }),
  );
  playerId = player.id;
  await ledger.run(testDb.db, {
    key: "test:grant",
    reason: "test",
    changes: [
      { userId: playerId, currency: "gems", delta: 1250 },
      { userId: playerId, currency: "coins", delta: 42 },
    ],
  });
});
afterAll(() => {
  api.close();
  testDb.close();
});

async function send(text: string, userId: number) {
  const bot = createBot(
    parseBotEnv({ BOT_TOKEN: api.token, TELEGRAM_API_ROOT: api.apiRoot, PUBLIC_URL: "https://play.example" }),
    { logger: memoryLogger(), db: testDb.db },
  );
  await bot.init();
  const before = api.callsTo("sendMessage").length;
  await bot.handleUpdate({ update_id: 1, ...textUpdate(text, userId) } as Update);
  return api.callsTo("sendMessage").slice(before);
}

const button = (params: Record<string, unknown>) =>
  (params.reply_markup as InlineKeyboardMarkup).inline_keyboard.flat();
const muted = async () =>
  (await testDb.db.orm.select().from(users).where(eq(users.id, playerId)))[0]!.notificationsMuted;

describe("/play", () => {
  it("answers with the Mini App button", async () => {
    const [msg, ...rest] = await send("/play", PLAYER_TG);
    expect(rest).toEqual([]);
    expect(msg?.text).toBe("Tap the button to open JadeVerse.");
    expect(button(msg!)).toEqual([
      { text: expect.any(String), web_app: { url: "https://play.example/tg-app/" } },
    ]);
  });
});

describe("/balance", () => {
  it("shows the gems and coins of the player linked to this Telegram account", async () => {
    const [msg] = await send("/balance", PLAYER_TG);
    expect(msg?.text).toBe("💎 Gems: 1,250\n🪙 Coins: 42");
    expect(msg?.text).toContain("1,250");
  });

  it("tells someone without an account to open the app", async () => {
    const [msg] = await send("/balance", STRANGER_TG);
    expect(msg?.text).toBe(en("noAccount"));
    expect(button(msg!)).toHaveLength(1);
  });
});

describe("/start after the player blocked the bot", () => {
  it("clears the blocked mark, so notifications reach them again", async () => {
    await testDb.db.write((tx) =>
      tx.update(users).set({ botBlockedAt: new Date() }).where(eq(users.id, playerId)),
    );
    await send("/start", PLAYER_TG);
    const [row] = await testDb.db.orm.select().from(users).where(eq(users.id, playerId));
    expect(row?.botBlockedAt).toBeNull();
  });
});

describe("/mute and /unmute", () => {
  it("turn the player's notifications off and on", async () => {
    expect(await muted()).toBe(false);
    expect((await send("/mute", PLAYER_TG))[0]?.text).toBe(en("muted"));
    expect(await muted()).toBe(true);
    expect((await send("/unmute", PLAYER_TG))[0]?.text).toBe(en("unmuted"));
    expect(await muted()).toBe(false);
  });

  it("need an account", async () => {
    expect((await send("/mute", STRANGER_TG))[0]?.text).toBe(en("noAccount"));
  });
});
