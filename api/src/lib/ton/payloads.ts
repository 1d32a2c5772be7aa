import type { Db } from "@jadeverse/db/client";
import { consumeTonProofPayload as consumeStored, storeTonProofPayload } from "@jadeverse/db/ton/payloads";
import { randomToken, sha256Hex } from "../crypto.ts";

/** How long a payload we issued can be signed and sent back (TON Connect's own default is 15 minutes). */
export const TON_PROOF_TTL_SECONDS = 15 * 60;

/**
 * A fresh `ton_proof` payload for this player: 32 random bytes, stored only as their SHA-256, valid
 * for 15 minutes and once. Expired rows are pruned on the way.
 */
export async function issueTonProofPayload(db: Db, userId: number, now = Date.now()): Promise<string> {
  const payload = randomToken(32);
  await storeTonProofPayload(
    db,
    { userId, payloadHash: sha256Hex(payload), expiresAt: new Date(now + TON_PROOF_TTL_SECONDS * 1000) },
    new Date(now),
  );
  return payload;
}

/**
 * Marks a payload used if this player was issued it, it is unexpired and unused; false otherwise
 * (a replay, a stranger's payload, an old one). Two concurrent uses of one payload cannot both succeed.
 */
export function consumeTonProofPayload(
  db: Db,
  userId: number,
  payload: string,
  now = Date.now(),
): Promise<boolean> {
  return consumeStored(db, userId, sha256Hex(payload), new Date(now));
}
