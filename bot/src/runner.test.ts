import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type BotApiStandIn, startBotApiStandIn, waitFor } from "../test/bot-api-stand-in.ts";
import { createTestDb, type TestDb } from "../test/db.ts";
import { memoryLogger } from "../test/memory-logger.ts";
import { parseBotEnv } from "./env.ts";
import { backoffDelay, startBot } from "./runner.ts";

const FAST = { initialDelayMs: 20, maxDelayMs: 80, pollTimeoutSeconds: 1, stopTimeoutMs: 2_000 };
const cleanups: (() => unknown)[] = [];
let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.close());
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function standIn(): Promise<BotApiStandIn> {
  const api = await startBotApiStandIn();
  cleanups.push(() => api.close());
  return api;
}

describe("backoffDelay", () => {
  it("doubles from 1 s and caps at 60 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 50].map((n) => backoffDelay(n))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });
});

describe("startBot", () => {
  it("is a no-op with one clear line when BOT_TOKEN is unset", async () => {
    const logger = memoryLogger();
    const handle = startBot(parseBotEnv({ BOT_TOKEN: "" }), { logger, db: testDb.db });
    expect(handle.bot).toBeNull();
    expect(logger.entries).toEqual([{ level: "info", msg: "telegram bot off: BOT_TOKEN is not set" }]);
    await handle.stop();
    expect(logger.entries).toHaveLength(1);
  });

  it("keeps retrying an unreachable Bot API with capped backoff, without throwing, until stopped", async () => {
    const logger = memoryLogger();
    const config = parseBotEnv({ BOT_TOKEN: "42:secret-token", TELEGRAM_API_ROOT: "http://127.0.0.1:1" });
    const handle = startBot(config, { logger, db: testDb.db }, FAST); // returns at once
    await waitFor(() => logger.at("warn").length >= 4);
    const warns = logger.at("warn");
    expect(warns[0]?.msg).toBe("telegram bot: Bot API unreachable, retrying");
    expect(warns.map((w) => w.fields?.retryInMs).slice(0, 4)).toEqual([20, 40, 80, 80]);
    expect(JSON.stringify(logger.entries)).not.toContain("secret-token");

    await handle.stop(); // resolves although a retry is pending (a hang fails the test's deadline)
    const count = logger.entries.length;
    await Bun.sleep(200);
    expect(logger.entries.length).toBe(count); // nothing runs after stop()
    expect(logger.entries.at(-1)?.msg).toBe("telegram bot stopped");
  });

  it("logs a rejected token and retries it", async () => {
    const api = await standIn();
    const logger = memoryLogger();
    const config = parseBotEnv({ BOT_TOKEN: "999:wrong", TELEGRAM_API_ROOT: api.apiRoot });
    const handle = startBot(config, { logger, db: testDb.db }, FAST);
    await waitFor(() => logger.at("warn").length >= 2);
    expect(logger.at("warn")[0]).toMatchObject({
      msg: "telegram bot: token rejected, retrying",
      fields: { errorCode: 401, method: "getMe" },
    });
    await handle.stop();
  });

  it("honours retry_after when the Bot API answers 429", async () => {
    const api = await standIn();
    api.failNext("getMe", { kind: "retry_after", seconds: 1 });
    const logger = memoryLogger();
    const handle = startBot(
      parseBotEnv({ BOT_TOKEN: api.token, TELEGRAM_API_ROOT: api.apiRoot }),
      { logger, db: testDb.db },
      FAST,
    );
    cleanups.push(() => handle.stop());
    await waitFor(() => logger.entries.some((e) => e.msg === "telegram bot polling"), 3_000);
    expect(logger.at("warn")[0]?.fields).toMatchObject({ errorCode: 429, retryInMs: 1_000 });
  });

  it("logs a getUpdates outage once, and its end", async () => {
    const api = await standIn();
    const logger = memoryLogger();
    const handle = startBot(
      parseBotEnv({ BOT_TOKEN: api.token, TELEGRAM_API_ROOT: api.apiRoot }),
      { logger, db: testDb.db },
      FAST,
    );
    cleanups.push(() => handle.stop());
    await waitFor(() => logger.entries.some((e) => e.msg === "telegram bot polling"));
    api.failNext("getUpdates", { kind: "error", code: 502, description: "Bad Gateway" }, 1);
    await waitFor(() => logger.entries.some((e) => e.msg === "telegram bot: getUpdates works again"), 6_000);
    expect(logger.at("warn")).toEqual([
      {
        level: "warn",
        msg: expect.stringMatching(/getUpdates failing/),
        fields: { error: "Bad Gateway", errorCode: 502 },
      },
    ]);
    api.queueText("/help");
    await waitFor(() => api.callsTo("sendMessage").length === 1);
  });

  it("polls a queued /start end to end, survives a blocked user, and confirms the offset on stop", async () => {
    const api = await standIn();
    const logger = memoryLogger();
    const config = parseBotEnv({
      BOT_TOKEN: api.token,
      TELEGRAM_API_ROOT: api.apiRoot,
      PUBLIC_URL: "https://play.example",
    });
    api.blockChat(7);
    api.queueText("/start", 7); // the reply fails with 403: logged, polling goes on
    const handle = startBot(config, { logger, db: testDb.db }, FAST);
    expect(handle.bot).not.toBeNull();

    await waitFor(() => logger.entries.some((e) => e.msg === "telegram bot polling"));
    expect(api.callsTo("deleteWebhook")[0]).toMatchObject({ drop_pending_updates: false });
    // The command list and the menu button opening the Mini App are set once polling runs.
    await waitFor(() => api.callsTo("setChatMenuButton").length === 1);
    expect(api.callsTo("setChatMenuButton")[0]).toMatchObject({
      menu_button: { type: "web_app", web_app: { url: "https://play.example/tg-app/" } },
    });
    expect(api.callsTo("setMyCommands")[0]?.commands).toContainEqual({
      command: "start",
      description: "Open JadeVerse",
    });
    // Each other language's list, for the users whose Telegram speaks it (Telegram's two-letter codes).
    await waitFor(() => api.callsTo("setMyCommands").length === 6);
    expect(api.callsTo("setMyCommands").map((call) => call.language_code)).toEqual([
      undefined,
      "ru",
      "es",
      "pt",
      "id",
      "ar",
    ]);
    expect(api.callsTo("setMyCommands")[1]?.commands).toContainEqual({
      command: "start",
      description: "Открыть JadeVerse",
    });
    api.queueText("/start", 1001);
    await waitFor(() => api.callsTo("sendMessage").length === 2);

    const [blocked, ok] = api.callsTo("sendMessage");
    expect(blocked?.chat_id).toBe(7);
    expect(ok).toMatchObject({
      chat_id: 1001,
      reply_markup: { inline_keyboard: [[{ web_app: { url: "https://play.example/tg-app/" } }]] },
    });
    expect(logger.at("error")).toEqual([
      expect.objectContaining({
        msg: "telegram bot: update failed",
        fields: expect.objectContaining({ errorCode: 403, error: "Forbidden: bot was blocked by the user" }),
      }),
    ]);

    await handle.stop();
    await handle.stop(); // idempotent
    expect(handle.bot?.isRunning()).toBe(false);
    expect(api.pending()).toBe(0); // both updates confirmed, none redelivered on the next start
  });
});
