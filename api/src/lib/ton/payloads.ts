import type { Db } from "@jadeverse/db/client";
import { tonProofPayloads } from "@jadeverse/db/schema";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { randomToken, sha256Hex } from "../crypto.ts";

/** How long a payload we issued can be signed and sent back (TON Connect's own default is 15 minutes). */
export const TON_PROOF_TTL_SECONDS = 15 * 60;

/**
 * A fresh `ton_proof` payload for this player: 32 random bytes, stored only as their SHA-256, valid
 * for 15 minutes and once. Expired rows are pruned on the way.
 */
export async function issueTonProofPayload(db: Db, userId: number, now = Date.now()): Promise<string> {
  const payload = randomToken(32);
  await db.write(async (tx) => {
    await tx.delete(tonProofPayloads).where(lt(tonProofPayloads.expiresAt, new Date(now)));
    await tx.insert(tonProofPayloads).values({
      userId,
      payloadHash: sha256Hex(payload),
      expiresAt: new Date(now + TON_PROOF_TTL_SECONDS * 1000),
    });
  });
  return payload;
}

/**
 * Marks a payload used if this player was issued it, it is unexpired and unused; false otherwise
 * (a replay, a stranger's payload, an old one). One conditional update: two concurrent uses of one
 * payload cannot both succeed.
 */
export async function consumeTonProofPayload(
  db: Db,
  userId: number,
  payload: string,
  now = Date.now(),
): Promise<boolean> {
  const rows = await db.write((tx) =>
    tx
      .update(tonProofPayloads)
      .set({ usedAt: new Date(now) })
      .where(
        and(
          eq(tonProofPayloads.payloadHash, sha256Hex(payload)),
          eq(tonProofPayloads.userId, userId),
          isNull(tonProofPayloads.usedAt),
          gt(tonProofPayloads.expiresAt, new Date(now)),
        ),
      )
      .returning({ id: tonProofPayloads.id }),
  );
  return rows.length === 1;
}
