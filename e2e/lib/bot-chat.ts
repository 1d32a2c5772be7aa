import { expect } from "@playwright/test";

/**
 * A person chatting with the platform's bot through the Telegram stand-in's control port
 * (e2e/lib/telegram-server.ts): messages and button taps reach the bot as Telegram updates, and
 * what the bot sent is read back from the Bot API calls it made.
 */
const CONTROL = () => process.env.E2E_TELEGRAM_CONTROL ?? "http://127.0.0.1:3313";

async function control(path: string, body: unknown): Promise<void> {
  const res = await fetch(`${CONTROL()}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(res.ok).toBe(true);
}

export type BotMessage = {
  chat_id: number | string;
  text?: string;
  reply_markup?: { inline_keyboard: { text: string; callback_data?: string }[][] };
};

/** Every `method` call the bot made (sendMessage by default). */
export async function botCalls(method = "sendMessage"): Promise<BotMessage[]> {
  const res = await fetch(`${CONTROL()}/calls?method=${method}`);
  return (await res.json()) as BotMessage[];
}

/** `userId` writes `text` to the bot; resolves with the bot's next message to them matching `reply`. */
export async function say(userId: number, text: string, reply: RegExp): Promise<BotMessage> {
  const before = (await botCalls()).length;
  await control("/text", { text, userId });
  return nextMessage(userId, before, reply);
}

/** `userId` taps the bot's button carrying `data`; resolves with the bot's next matching message. */
export async function tap(userId: number, data: string, reply: RegExp): Promise<BotMessage> {
  const before = (await botCalls()).length;
  await control("/tap", { data, userId });
  return nextMessage(userId, before, reply);
}

/** From now on, Telegram answers the bot's messages to this chat with 403 (the person blocked the bot). */
export const blockBot = (chatId: number) => control("/block", { chatId });

async function nextMessage(userId: number, after: number, reply: RegExp): Promise<BotMessage> {
  let found: BotMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await botCalls())
          .slice(after)
          .find((m) => Number(m.chat_id) === userId && reply.test(m.text ?? ""));
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as BotMessage;
}

/** Resolves once the bot has edited one of its messages to `userId` to text matching `text`. */
export async function waitForEdit(userId: number, text: RegExp): Promise<void> {
  await expect
    .poll(
      async () =>
        (await botCalls("editMessageText")).some(
          (m) => Number(m.chat_id) === userId && text.test(m.text ?? ""),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** The callback data of the message's button whose label matches. */
export function button(message: BotMessage, label: RegExp): string {
  const data = message.reply_markup?.inline_keyboard.flat().find((b) => label.test(b.text))?.callback_data;
  if (!data) throw new Error(`no button ${label} under "${message.text}"`);
  return data;
}
