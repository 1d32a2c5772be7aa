import { parseBotEnv } from "@jadeverse/bot/env";
import { type BotHandle, startBot } from "@jadeverse/bot/runner";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BotApiStandIn,
  startBotApiStandIn,
  textUpdate,
  waitFor,
} from "../../../bot/test/bot-api-stand-in.ts";
import { memoryLogger } from "../../../bot/test/memory-logger.ts";
import { startTestApi, type TestApi } from "../../test/harness.ts";

const SECRET = "webhook-s3cret_token";
let api: TestApi;
let telegram: BotApiStandIn;
let bot: BotHandle;

beforeAll(async () => {
  api = await startTestApi();
  telegram = await startBotApiStandIn();
  const config = parseBotEnv({
    BOT_TOKEN: telegram.token,
    TELEGRAM_API_ROOT: telegram.apiRoot,
    PUBLIC_URL: "https://play.example",
    BOT_WEBHOOK_SECRET: SECRET,
  });
  bot = startBot(config, { logger: memoryLogger(), db: api.db });
  api.deps.telegram = { webhook: bot.webhook };
});
afterAll(async () => {
  await bot.stop();
  telegram.close();
  await api.close();
});

const update = (text: string, updateId: number) => ({ update_id: updateId, ...textUpdate(text, 4242) });

describe("POST /api/telegram/webhook", () => {
  it("registers the webhook with its secret and the menu button instead of polling", async () => {
    await waitFor(() => telegram.callsTo("setChatMenuButton").length === 1);
    expect(telegram.callsTo("setWebhook")[0]).toMatchObject({
      url: "https://play.example/api/telegram/webhook",
      secret_token: SECRET,
    });
    expect(telegram.callsTo("getUpdates")).toHaveLength(0);
  });

  it("refuses a wrong or missing secret token with 401 and handles nothing", async () => {
    const before = telegram.callsTo("sendMessage").length;
    const wrong = await api.request("POST", "/api/telegram/webhook", {
      body: update("/start", 1),
      headers: { "x-telegram-bot-api-secret-token": "not-the-secret" },
    });
    expect(wrong.status).toBe(401);
    const missing = await api.request("POST", "/api/telegram/webhook", { body: update("/start", 2) });
    expect(missing.status).toBe(401);
    expect(telegram.callsTo("sendMessage").length).toBe(before);
  });

  it("handles an update sent with the right secret", async () => {
    const before = telegram.callsTo("sendMessage").length;
    const ok = await api.request("POST", "/api/telegram/webhook", {
      body: update("/start", 3),
      headers: { "x-telegram-bot-api-secret-token": SECRET },
    });
    expect(ok.status).toBe(200);
    const sent = telegram.callsTo("sendMessage").slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ chat_id: 4242, text: expect.stringMatching(/^Welcome to JadeVerse/) });
  });

  it("does not exist when this process's bot is not in webhook mode", async () => {
    const other = await startTestApi();
    try {
      const res = await other.request("POST", "/api/telegram/webhook", {
        body: update("/start", 4),
        headers: { "x-telegram-bot-api-secret-token": SECRET },
      });
      expect(res.status).toBe(404);
    } finally {
      await other.close();
    }
  });
});
