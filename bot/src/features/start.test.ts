import type { Db } from "@jadeverse/db/client";
import { telegramPendingReferrals, users } from "@jadeverse/db/schema";
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
import { helpText, PAGE_BUTTONS, welcomeText } from "../texts.ts";

let api: BotApiStandIn;
let testDb: TestDb;
beforeAll(async () => {
  api = await startBotApiStandIn();
  testDb = await createTestDb();
});
afterAll(() => {
  api.close();
  testDb.close();
});

/** Feeds one update through a fresh bot (configured by `env`) and returns the messages it sent. */
async function send(
  text: string,
  env: Record<string, string> = {},
  chatType = "private",
  userId = 1001,
  languageCode: string | null = "en", // null: the update carries no language_code
  db: Db = testDb.db,
) {
  const bot = createBot(parseBotEnv({ BOT_TOKEN: api.token, TELEGRAM_API_ROOT: api.apiRoot, ...env }), {
    logger: memoryLogger(),
    db,
  });
  await bot.init();
  const before = api.callsTo("sendMessage").length;
  const update = { update_id: 1, ...textUpdate(text, userId) } as Update;
  if (update.message) {
    update.message.chat = { ...update.message.chat, type: chatType } as never;
    const { language_code: _, ...from } = update.message.from!;
    update.message.from = languageCode === null ? from : { ...from, language_code: languageCode };
  }
  await bot.handleUpdate(update);
  return api.callsTo("sendMessage").slice(before);
}

const button = (params: Record<string, unknown>) =>
  (params.reply_markup as InlineKeyboardMarkup).inline_keyboard.flat();

describe("/start", () => {
  it("welcomes the player with a web_app button to the Mini App on an https PUBLIC_URL", async () => {
    const [msg, ...rest] = await send("/start", { PUBLIC_URL: "https://play.example/" });
    expect(rest).toHaveLength(0);
    expect(msg?.chat_id).toBe(1001);
    expect(msg?.text).toMatch(/^Welcome to JadeVerse…/);
    expect(msg?.text).toMatch(/virtual coins and gems only/);
    expect(button(msg!)).toEqual([
      { text: expect.stringContaining("Play"), web_app: { url: "https://play.example/tg-app/" } },
    ]);
  });

  it("sends a plain URL button on http, where Telegram refuses web_app buttons", async () => {
    const [msg] = await send("/start");
    expect(button(msg!)).toEqual([{ text: expect.any(String), url: "http://localhost:3000/tg-app/" }]);
  });

  it("turns a referral payload into a direct Mini App link carrying it as startapp", async () => {
    const [msg] = await send("/start REF_abc-123", {
      PUBLIC_URL: "https://play.example",
      BOT_USERNAME: "JadeVerseBot",
    });
    expect(button(msg!)).toEqual([
      { text: expect.any(String), url: "https://t.me/JadeVerseBot/app?startapp=REF_abc-123" },
    ]);
    expect(msg?.text).toMatch(/invite/);
    // Kept (without its ref_ prefix) for the first sign-in, should the app be opened from the menu.
    const pending = await testDb.db.orm
      .select()
      .from(telegramPendingReferrals)
      .where(eq(telegramPendingReferrals.telegramId, "1001"));
    expect(pending.map((p) => p.referralCode)).toEqual(["abc-123"]);
  });

  it("falls back to the getMe username when BOT_USERNAME is unset", async () => {
    const [msg] = await send("/start ABC123");
    expect(button(msg!)).toEqual([
      { text: expect.any(String), url: `https://t.me/${api.me.username}/app?startapp=ABC123` },
    ]);
  });

  it("ignores a malformed payload and sends the plain welcome", async () => {
    const [msg] = await send("/start <script>", { PUBLIC_URL: "https://play.example" });
    expect(button(msg!)).toEqual([
      { text: expect.any(String), web_app: { url: "https://play.example/tg-app/" } },
    ]);
    expect(msg?.text).not.toMatch(/invite/);
  });

  it("opens the Mini App on the page a deep-link payload names", async () => {
    for (const page of ["wheel", "store", "leaderboard", "buy-gems", "inventory", "settings"]) {
      const [msg] = await send(`/start ${page}`, {
        PUBLIC_URL: "https://play.example",
        BOT_USERNAME: "JadeVerseBot",
      });
      expect(button(msg!), page).toEqual([
        {
          text: botMessages.t("en", PAGE_BUTTONS[page as keyof typeof PAGE_BUTTONS] ?? "playButton"),
          url: `https://t.me/JadeVerseBot/app?startapp=${page}`,
        },
      ]);
      expect(msg?.text).toBe(welcomeText("en"));
    }
  });

  it("tells a player who already has an account that the invite changes nothing", async () => {
    await testDb.db.write((tx) => insertUser(tx, { nickname: "known", telegramId: "5005" }));
    const [msg] = await send("/start JVFRIEND1", { PUBLIC_URL: "https://play.example" }, "private", 5005);
    expect(msg?.text).toBe(welcomeText("en", "referralAlreadyPlaying"));
    expect(button(msg!)).toEqual([
      { text: expect.any(String), web_app: { url: "https://play.example/tg-app/" } },
    ]);
  });

  it("stays silent in groups, where web_app buttons are not allowed", async () => {
    expect(await send("/start", {}, "group")).toEqual([]);
  });
});

describe("in the player's language (docs/i18n.md)", () => {
  const https = { PUBLIC_URL: "https://play.example" };

  it("answers /start in the language of the sender's Telegram", async () => {
    const [ru] = await send("/start", https, "private", 6001, "ru");
    expect(ru?.text).toMatch(/^Добро пожаловать в JadeVerse…/);
    expect(button(ru!)).toEqual([
      { text: "🎰 Играть в JadeVerse", web_app: { url: "https://play.example/tg-app/" } },
    ]);
    const [pt] = await send("/start", https, "private", 6002, "pt-br");
    expect(pt?.text).toMatch(/^Bem-vindo ao JadeVerse…/);
    const [ar] = await send("/help", https, "private", 6003, "ar");
    expect(ar?.text).toBe(helpText("ar"));
    expect(ar?.text).toContain("/start: افتح JadeVerse");
  });

  it("prefers the language saved on the player's account, and speaks English for a language we lack", async () => {
    await testDb.db.write((tx) => insertUser(tx, { nickname: "hablo", telegramId: "6004", language: "es" }));
    const [es] = await send("/start JVFRIEND2", https, "private", 6004, "ru");
    expect(es?.text).toBe(welcomeText("es", "referralAlreadyPlaying"));
    expect(es?.text).toMatch(/^Bienvenido a JadeVerse…/);
    const [de] = await send("/start", https, "private", 6005, "de");
    expect(de?.text).toBe(welcomeText("en"));
  });

  it("keeps a known player's Telegram language on their account, written only when it changes", async () => {
    const player = await testDb.db.write((tx) => insertUser(tx, { nickname: "tg", telegramId: "6006" }));
    const recorded = async () =>
      (await testDb.db.orm.select().from(users).where(eq(users.id, player.id)))[0]?.telegramLanguage;
    let writes = 0;
    const counted: Db = {
      ...testDb.db,
      write: (fn) => {
        writes++;
        return testDb.db.write(fn);
      },
    };
    // /start, /help and /balance each read the account already; the language rides along.
    await send("/start", https, "private", 6006, "ru-RU", counted);
    expect(await recorded()).toBe("ru");
    const afterStart = writes;
    await send("/help", https, "private", 6006, "ru", counted);
    await send("/balance", https, "private", 6006, "ru", counted);
    await send("/play", https, "private", 6006, null, counted); // no code sent: nothing learnt
    expect(writes).toBe(afterStart);
    expect(await recorded()).toBe("ru");
    // Their Telegram switched to Spanish, then to German (not ours: recorded as none).
    await send("/help", https, "private", 6006, "es", counted);
    expect(await recorded()).toBe("es");
    const [de] = await send("/balance", https, "private", 6006, "de", counted);
    expect(await recorded()).toBeNull();
    expect(de?.text).toBe(botMessages.t("en", "balance", { gems: 0, coins: 0 }));
    // Someone without an account: nothing to keep it on.
    await send("/help", https, "private", 6007, "ru");
    expect((await testDb.db.orm.select().from(users).where(eq(users.telegramId, "6007"))).length).toBe(0);
  });
});

describe("/help and anything else", () => {
  it("/help lists the commands", async () => {
    const [msg] = await send("/help");
    expect(msg?.text).toBe(helpText("en"));
    expect(msg?.text).toMatch(/\/start/);
    expect(msg?.text).toMatch(/\/help/);
    for (const command of ["/play", "/balance", "/mute", "/unmute"]) expect(msg?.text).toContain(command);
    expect(msg?.text).not.toContain("/refund");
  });

  it("answers unknown text and unknown commands with a short help", async () => {
    expect((await send("hello?"))[0]?.text).toBe(botMessages.t("en", "shortHelp"));
    expect((await send("/nonsense"))[0]?.text).toBe(botMessages.t("en", "shortHelp"));
  });
});
