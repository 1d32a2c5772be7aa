import type { RecipientStatus } from "@jadeverse/db/broadcasts/jobs";
import { claimForSending, finishRecipient, type Recipient } from "@jadeverse/db/broadcasts/recipients";
import type { Db } from "@jadeverse/db/client";
import { type Api, GrammyError, HttpError } from "grammy";
import type { OutgoingMessage } from "./content.ts";

export type SendOutcome =
  | { kind: "done"; status: Extract<RecipientStatus, "sent" | "blocked" | "failed" | "uncertain"> }
  /** 429: nothing was delivered; retry the same row after `retryAfterMs`. */
  | { kind: "retry"; retryAfterMs: number; rateLimited: boolean };

/**
 * Sends one recipient's message. The row is `sending` (committed) before the request and gets its
 * final status after Telegram answers: `sent`; `blocked` on 403 (and `users.bot_blocked_at` is set,
 * so later segments skip the player); `failed` on another 4xx; back to `pending` on 429 or 5xx (not
 * delivered). A network failure leaves it `uncertain`: the request may have reached Telegram.
 */
export async function sendToRecipient(
  db: Db,
  api: Api,
  row: Recipient,
  message: OutgoingMessage,
  /** Called right before the request leaves, and right after its answer or failure (the pacer's clock). */
  clock: { beforeRequest(): void; afterAnswer(): void } = { beforeRequest() {}, afterAnswer() {} },
): Promise<SendOutcome | null> {
  const attempts = await claimForSending(db, row);
  if (attempts === null) return null; // no longer pending (cancelled rows are left as they are)
  const params = { ...message.params, chat_id: row.chatId } as never;
  try {
    clock.beforeRequest();
    try {
      if (message.method === "sendPhoto") await api.raw.sendPhoto(params);
      else await api.raw.sendMessage(params);
    } finally {
      clock.afterAnswer();
    }
    await finishRecipient(db, row, "sent");
    return { kind: "done", status: "sent" };
  } catch (error) {
    if (error instanceof GrammyError) {
      const code = error.error_code;
      if (code === 429 || (code >= 500 && attempts < 3)) {
        await finishRecipient(db, row, "pending", error.description);
        const seconds = error.parameters.retry_after ?? (code === 429 ? 1 : 2 ** attempts);
        return { kind: "retry", retryAfterMs: seconds * 1000, rateLimited: code === 429 };
      }
      const status = code === 403 ? "blocked" : "failed";
      await finishRecipient(db, row, status, error.description);
      return { kind: "done", status };
    }
    if (error instanceof HttpError) {
      await finishRecipient(db, row, "uncertain", "network error while sending");
      return { kind: "done", status: "uncertain" };
    }
    throw error;
  }
}
