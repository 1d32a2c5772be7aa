import type { Tx } from "@jadeverse/db/client";
import { type EmailTokenPurpose, emailTokens } from "@jadeverse/db/schema";
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import { randomToken, sha256Hex } from "../crypto.ts";

/**
 * Issues a single-use token (stored hashed) bound to the address it is mailed to, and cancels earlier
 * unused ones of the same purpose. Runs in the caller's write transaction.
 */
export async function issueEmailToken(
  tx: Tx,
  options: { userId: number; email: string; purpose: EmailTokenPurpose; ttlSeconds: number },
): Promise<string> {
  const token = randomToken();
  const now = new Date();
  await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.userId, options.userId),
        eq(emailTokens.purpose, options.purpose),
        isNull(emailTokens.usedAt),
      ),
    );
  await tx.insert(emailTokens).values({
    userId: options.userId,
    purpose: options.purpose,
    email: options.email.toLowerCase(),
    tokenHash: sha256Hex(token),
    expiresAt: new Date(now.getTime() + options.ttlSeconds * 1000),
  });
  return token;
}

/** Cancels every outstanding token of a user: any change of the account's e-mail calls this. */
export async function cancelEmailTokens(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), isNull(emailTokens.usedAt)));
}

export interface ConsumedToken {
  userId: number;
  /** The address the token was mailed to: the only address it proves. */
  email: string;
  purpose: EmailTokenPurpose;
}

/**
 * Consumes a token atomically inside the caller's write transaction: the conditional update succeeds
 * for exactly one caller, so a token replayed concurrently still works once. Null when the token is
 * unknown, used, expired or of another purpose.
 */
export async function consumeEmailToken(
  tx: Tx,
  token: string,
  purposes: readonly EmailTokenPurpose[],
): Promise<ConsumedToken | null> {
  if (token.length < 16 || token.length > 128) return null;
  const rows = await tx
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.tokenHash, sha256Hex(token)),
        inArray(emailTokens.purpose, [...purposes]),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: emailTokens.userId, email: emailTokens.email, purpose: emailTokens.purpose });
  return rows[0] ?? null;
}
