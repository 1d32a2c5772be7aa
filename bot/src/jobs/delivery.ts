import type { Db } from "@jadeverse/db/client";
import { LedgerError, ledger } from "@jadeverse/db/ledger";
import { botJobRecipients, type RecipientStatus, userItems, users } from "@jadeverse/db/schema";
import { and, eq, isNull, sql } from "drizzle-orm";
import { type Api, GrammyError, HttpError } from "grammy";
import type { Airdrop, OutgoingMessage } from "./content.ts";

export interface Recipient {
  jobId: number;
  userId: number;
  chatId: string;
  creditedAt: Date | null;
}

export const airdropKey = (jobId: number, userId: number) => `airdrop:${jobId}:${userId}`;

/**
 * Credits an airdrop to one recipient, at most once: `credited_at` is claimed and the ledger entry
 * (idempotency key `airdrop:<jobId>:<userId>`) or the item written in the same transaction. Returns
 * an error text when it cannot be credited (player deleted since the snapshot, unknown item).
 */
export async function creditRecipient(db: Db, row: Recipient, airdrop: Airdrop): Promise<string | null> {
  try {
    await db.write(async (tx) => {
      const claimed = await tx
        .update(botJobRecipients)
        .set({ creditedAt: new Date() })
        .where(recipientIs(row, isNull(botJobRecipients.creditedAt)))
        .returning({ userId: botJobRecipients.userId });
      if (claimed.length === 0) return;
      if (airdrop.kind === "currency") {
        await ledger.apply(tx, {
          key: airdropKey(row.jobId, row.userId),
          reason: "airdrop",
          reference: `bot_job:${row.jobId}`,
          changes: [{ userId: row.userId, currency: airdrop.currency, delta: airdrop.amount }],
        });
      } else {
        await tx.insert(userItems).values({ userId: row.userId, itemId: airdrop.itemId, source: "airdrop" });
      }
    });
    return null;
  } catch (error) {
    if (error instanceof LedgerError) return error.code;
    if (causes(error).some((e) => /FOREIGN KEY/i.test(String((e as Error)?.message ?? e))))
      return "ITEM_NOT_FOUND";
    throw error;
  }
}

export type SendOutcome =
  | { kind: "done"; status: Extract<RecipientStatus, "sent" | "blocked" | "failed" | "uncertain"> }
  /** 429: nothing was delivered; retry the same row after `retryAfterMs`. */
  | { kind: "retry"; retryAfterMs: number };

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
  const [claimed] = await db.write((tx) =>
    tx
      .update(botJobRecipients)
      .set({ status: "sending", attempts: sql`${botJobRecipients.attempts} + 1` })
      .where(recipientIs(row, eq(botJobRecipients.status, "pending")))
      .returning({ attempts: botJobRecipients.attempts }),
  );
  if (!claimed) return null; // no longer pending (cancelled rows are left as they are)
  const params = { ...message.params, chat_id: row.chatId } as never;
  try {
    clock.beforeRequest();
    try {
      if (message.method === "sendPhoto") await api.raw.sendPhoto(params);
      else await api.raw.sendMessage(params);
    } finally {
      clock.afterAnswer();
    }
    await finish(db, row, "sent");
    return { kind: "done", status: "sent" };
  } catch (error) {
    if (error instanceof GrammyError) {
      const code = error.error_code;
      if (code === 429 || (code >= 500 && claimed.attempts < 3)) {
        await finish(db, row, "pending", error.description);
        const seconds = error.parameters.retry_after ?? (code === 429 ? 1 : 2 ** claimed.attempts);
        return { kind: "retry", retryAfterMs: seconds * 1000 };
      }
      const status = code === 403 ? "blocked" : "failed";
      await finish(db, row, status, error.description);
      return { kind: "done", status };
    }
    if (error instanceof HttpError) {
      await finish(db, row, "uncertain", "network error while sending");
      return { kind: "done", status: "uncertain" };
    }
    throw error;
  }
}

async function finish(db: Db, row: Recipient, status: RecipientStatus, lastError?: string): Promise<void> {
  await db.write(async (tx) => {
    await tx
      .update(botJobRecipients)
      .set({
        status,
        lastError: lastError?.slice(0, 200) ?? null,
        ...(status === "sent" ? { sentAt: new Date() } : {}),
      })
      .where(recipientIs(row));
    if (status === "blocked") {
      await tx
        .update(users)
        .set({ botBlockedAt: new Date() })
        .where(and(eq(users.id, row.userId), isNull(users.botBlockedAt)));
    }
  });
}

/** The error and its `cause` chain (drizzle wraps the driver's error). */
function causes(error: unknown): unknown[] {
  const out: unknown[] = [];
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) out.push(e);
  return out;
}

function recipientIs(row: Recipient, extra?: ReturnType<typeof eq>) {
  return and(eq(botJobRecipients.jobId, row.jobId), eq(botJobRecipients.userId, row.userId), extra);
}
