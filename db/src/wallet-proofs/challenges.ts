import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Db, Tx } from "../client.ts";
import { type WalletChallengePurpose, walletChallenges } from "../schema/wallet-proofs.ts";

/** 16 random bytes, hex: 128 bits nobody guesses; alphanumeric, as EIP-4361 requires of a nonce. */
const NONCE_BYTES = 16;

export interface WalletChallenge {
  nonce: string;
  issuedAt: Date;
  expiresAt: Date;
}

/** Issues a fresh single-use nonce to a player for one purpose, valid for `ttlMs`. */
export async function issueChallenge(
  db: Db,
  userId: number,
  purpose: WalletChallengePurpose,
  ttlMs: number,
  now: Date = new Date(),
): Promise<WalletChallenge> {
  const nonce = randomBytes(NONCE_BYTES).toString("hex");
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db.write(async (tx) => {
    // Spent and stale nonces of anyone go as new ones come: the table holds only what can still be used.
    await tx.delete(walletChallenges).where(lt(walletChallenges.expiresAt, now));
    await tx.insert(walletChallenges).values({ nonce, userId, purpose, expiresAt, createdAt: now });
  });
  return { nonce, issuedAt: now, expiresAt };
}

/** Why a nonce cannot be used. */
export type ChallengeRefusal = "unknown" | "used" | "expired";

/**
 * Spends a nonce inside the caller's write transaction: true when it was the player's, of this
 * purpose, unused and unexpired, and is now used (a conditional update: of two racing uses exactly
 * one wins). Otherwise the reason, and nothing changes.
 */
export async function spendChallenge(
  tx: Tx,
  userId: number,
  purpose: WalletChallengePurpose,
  nonce: string,
  now: Date = new Date(),
): Promise<true | ChallengeRefusal> {
  const spent = await tx
    .update(walletChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(walletChallenges.nonce, nonce),
        eq(walletChallenges.userId, userId),
        eq(walletChallenges.purpose, purpose),
        isNull(walletChallenges.usedAt),
        gt(walletChallenges.expiresAt, now),
      ),
    )
    .returning({ nonce: walletChallenges.nonce });
  if (spent.length > 0) return true;
  const [row] = await tx
    .select({
      usedAt: walletChallenges.usedAt,
      userId: walletChallenges.userId,
      purpose: walletChallenges.purpose,
    })
    .from(walletChallenges)
    .where(eq(walletChallenges.nonce, nonce));
  if (!row || row.userId !== userId || row.purpose !== purpose) return "unknown";
  return row.usedAt ? "used" : "expired";
}

/** A player's nonce of one purpose as it stands (undefined when there is none of theirs). */
export async function findChallenge(
  db: Db,
  userId: number,
  purpose: WalletChallengePurpose,
  nonce: string,
): Promise<(WalletChallenge & { usedAt: Date | null }) | undefined> {
  const [row] = await db.orm
    .select()
    .from(walletChallenges)
    .where(
      and(
        eq(walletChallenges.nonce, nonce),
        eq(walletChallenges.userId, userId),
        eq(walletChallenges.purpose, purpose),
      ),
    );
  return row
    ? { nonce: row.nonce, issuedAt: row.createdAt, expiresAt: row.expiresAt, usedAt: row.usedAt }
    : undefined;
}

/** A player's nonce of one purpose that can still be spent (undefined when it is not theirs, spent or stale). */
export async function findOpenChallenge(
  db: Db,
  userId: number,
  purpose: WalletChallengePurpose,
  nonce: string,
  now: Date = new Date(),
): Promise<WalletChallenge | undefined> {
  const challenge = await findChallenge(db, userId, purpose, nonce);
  if (!challenge || challenge.usedAt || challenge.expiresAt.getTime() <= now.getTime()) return undefined;
  return { nonce: challenge.nonce, issuedAt: challenge.issuedAt, expiresAt: challenge.expiresAt };
}
