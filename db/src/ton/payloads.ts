import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Db } from "../client.ts";
import { tonProofPayloads } from "../schema/telegram.ts";

/**
 * Stores a `ton_proof` payload we issued (only its hash) for the player until `expiresAt`, pruning
 * payloads that expired before `now` on the way.
 */
export async function storeTonProofPayload(
  db: Db,
  payload: { userId: number; payloadHash: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.write(async (tx) => {
    await tx.delete(tonProofPayloads).where(lt(tonProofPayloads.expiresAt, now));
    await tx.insert(tonProofPayloads).values(payload);
  });
}

/**
 * Marks a payload used if this player was issued it, it is unexpired at `now` and unused; false
 * otherwise. One conditional update: two concurrent uses of one payload cannot both succeed.
 */
export async function consumeTonProofPayload(
  db: Db,
  userId: number,
  payloadHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.write((tx) =>
    tx
      .update(tonProofPayloads)
      .set({ usedAt: now })
      .where(
        and(
          eq(tonProofPayloads.payloadHash, payloadHash),
          eq(tonProofPayloads.userId, userId),
          isNull(tonProofPayloads.usedAt),
          gt(tonProofPayloads.expiresAt, now),
        ),
      )
      .returning({ id: tonProofPayloads.id }),
  );
  return rows.length === 1;
}
