import type { Tx } from "@jadeverse/db/client";
import {
  type ConsumedToken,
  consumeEmailToken as consumeByHash,
  type EmailTokenPurpose,
  replaceEmailToken,
} from "@jadeverse/db/sessions/email-tokens";
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
  await replaceEmailToken(tx, {
    userId: options.userId,
    purpose: options.purpose,
    email: options.email,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(Date.now() + options.ttlSeconds * 1000),
  });
  return token;
}

/**
 * Consumes a token atomically inside the caller's write transaction: exactly one of concurrent replays
 * succeeds. Null when the token is unknown, used, expired or of another purpose.
 */
export async function consumeEmailToken(
  tx: Tx,
  token: string,
  purposes: readonly EmailTokenPurpose[],
): Promise<ConsumedToken | null> {
  if (token.length < 16 || token.length > 128) return null;
  return consumeByHash(tx, sha256Hex(token), purposes);
}
