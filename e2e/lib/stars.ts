import { expect, type Page } from "@playwright/test";
import { telegramCalls } from "./telegram.ts";
import type { PayResult } from "./telegram-server.ts";

const CONTROL = () => process.env.E2E_TELEGRAM_CONTROL ?? "http://127.0.0.1:3313";

/** The slug of the invoice the Mini App asked Telegram to open (`web_app_open_invoice`). */
export async function openedInvoiceSlug(page: Page): Promise<string> {
  let slug: string | undefined;
  await expect
    .poll(async () => {
      const calls = await telegramCalls(page, "web_app_open_invoice");
      slug = (calls.at(-1)?.[1] as { slug?: string } | undefined)?.slug;
      return slug;
    })
    .toBeTruthy();
  return slug as string;
}

/**
 * Plays Telegram's payment sheet: the player pays (pre-checkout query to the bot, then the
 * successful payment update), and the sheet closes with `status` for the Mini App.
 */
export async function payInvoice(page: Page, slug: string, telegramUserId: number): Promise<PayResult> {
  const res = await fetch(`${CONTROL()}/pay`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ slug, userId: telegramUserId }),
  });
  const result = (await res.json()) as PayResult;
  await closeInvoice(page, slug, result.status === "paid" ? "paid" : "failed");
  return result;
}

/** The payment sheet closes (`invoice_closed`) with `status`. */
export async function closeInvoice(page: Page, slug: string, status: "paid" | "cancelled" | "failed") {
  await page.evaluate(
    ({ slug, status }) => {
      const receive = (
        window as unknown as {
          Telegram?: { WebView?: { receiveEvent?: (type: string, data: unknown) => void } };
        }
      ).Telegram?.WebView?.receiveEvent;
      receive?.("invoice_closed", { slug, status });
    },
    { slug, status },
  );
}

/** Messages the bot sent to a chat through the stand-in. */
export async function botMessagesTo(chatId: number): Promise<{ text?: string }[]> {
  const res = await fetch(`${CONTROL()}/calls?method=sendMessage`);
  const calls = (await res.json()) as { chat_id?: unknown; text?: string }[];
  return calls.filter((c) => Number(c.chat_id) === chatId);
}
