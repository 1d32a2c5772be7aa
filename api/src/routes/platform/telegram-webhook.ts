import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";

/**
 * `POST /api/telegram/webhook`: Telegram's updates in webhook mode (a public https URL and
 * `BOT_WEBHOOK_SECRET`). The bot checks `X-Telegram-Bot-Api-Secret-Token` and answers 401 when it is
 * wrong or missing; without a webhook-mode bot in this process the path does not exist (404).
 */
export const telegramWebhookRoutes = new Hono<AppEnv>().post("/webhook", async (c) => {
  const webhook = c.var.deps.telegram?.webhook;
  if (!webhook) throw notFound();
  return webhook(c.req.raw);
});
