import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";

// The route alone, with the webhook handler injected as the composition root injects the bot's. The
// bot behind it (secret token check, webhook registration, handling) runs with the real platform
// process in bot/test/platform-telegram.test.ts.
const SECRET = "webhook-s3cret_token";
let api: TestApi;
const received: { method: string; path: string; secret: string | null; body: unknown }[] = [];

beforeAll(async () => {
  api = await startTestApi();
  api.deps.telegram = {
    webhook: async (request) => {
      const secret = request.headers.get("x-telegram-bot-api-secret-token");
      received.push({
        method: request.method,
        path: new URL(request.url).pathname,
        secret,
        body: await request.json(),
      });
      return secret === SECRET
        ? Response.json({ handled: true })
        : new Response("secret token is wrong", { status: 401 });
    },
  };
});
afterAll(async () => {
  await api.close();
});

const update = { update_id: 3, message: { message_id: 1, date: 0, chat: { id: 4242, type: "private" } } };

describe("POST /api/telegram/webhook", () => {
  it("hands Telegram's request, headers and body untouched, to the bot's webhook handler and answers its answer", async () => {
    const ok = await api.request("POST", "/api/telegram/webhook", {
      body: update,
      headers: { "x-telegram-bot-api-secret-token": SECRET },
    });
    expect([ok.status, ok.body]).toEqual([200, { handled: true }]);
    const refused = await api.request("POST", "/api/telegram/webhook", { body: update });
    expect(refused.status).toBe(401);
    expect(received).toEqual([
      { method: "POST", path: "/api/telegram/webhook", secret: SECRET, body: update },
      { method: "POST", path: "/api/telegram/webhook", secret: null, body: update },
    ]);
  });

  it("does not exist when this process's bot is not in webhook mode", async () => {
    const other = await startTestApi();
    try {
      const res = await other.request("POST", "/api/telegram/webhook", {
        body: update,
        headers: { "x-telegram-bot-api-secret-token": SECRET },
      });
      expect(res.status).toBe(404);
    } finally {
      await other.close();
    }
  });
});
