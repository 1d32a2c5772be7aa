import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../client.ts";
import { LedgerError, ledger } from "../ledger.ts";
import { items, userItems } from "../schema/catalog.ts";
import { botJobRecipients } from "../schema/telegram.ts";
import type { Recipient } from "./recipients.ts";

/** What an airdrop gives each player. Stored as JSON in `bot_jobs.airdrop`. */
export const airdropSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("currency"),
    currency: z.enum(["gems", "coins"]),
    amount: z.number().int().positive().max(1_000_000),
  }),
  z.object({ kind: z.literal("item"), itemId: z.number().int().positive() }),
]);
export type Airdrop = z.infer<typeof airdropSchema>;

/** The ledger's idempotency key of one recipient's airdrop. */
export const airdropKey = (jobId: number, userId: number) => `airdrop:${jobId}:${userId}`;

/** Whether an item an airdrop names exists in the catalog. */
export async function airdropItemExists(db: Db, itemId: number): Promise<boolean> {
  const rows = await db.orm.select({ id: items.id }).from(items).where(eq(items.id, itemId)).limit(1);
  return rows.length > 0;
}

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
        .where(
          and(
            eq(botJobRecipients.jobId, row.jobId),
            eq(botJobRecipients.userId, row.userId),
            isNull(botJobRecipients.creditedAt),
          ),
        )
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

/** The error and its `cause` chain (drizzle wraps the driver's error). */
function causes(error: unknown): unknown[] {
  const out: unknown[] = [];
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) out.push(e);
  return out;
}
