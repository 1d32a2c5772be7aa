import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Tx } from "../client.ts";
import { type EmailTokenPurpose, emailTokens } from "../schema/auth.ts";

export type { EmailTokenPurpose };

export interface NewEmailToken {
  userId: number;
  purpose: EmailTokenPurpose;
  /** The address the token is mailed to: the only address it proves. */
  email: string;
  /** SHA-256 of the mailed token: the token itself is never stored. */
  tokenHash: string;
  expiresAt: Date;
}

/** Stores a mailed token and cancels the player's earlier unused ones of the same purpose. */
export async function replaceEmailToken(tx: Tx, token: NewEmailToken): Promise<void> {
  await tx
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.userId, token.userId),
        eq(emailTokens.purpose, token.purpose),
        isNull(emailTokens.usedAt),
      ),
    );
  await tx.insert(emailTokens).values({ ...token, email: token.email.toLowerCase() });
}

/** Cancels every outstanding token of a player: any change of the account's e-mail calls this. */
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
 * Consumes a token by its hash: one conditional update, so of concurrent replays exactly one succeeds.
 * Null when the token is unknown, used, expired or of another purpose.
 */
export async function consumeEmailToken(
  tx: Tx,
  tokenHash: string,
  purposes: readonly EmailTokenPurpose[],
): Promise<ConsumedToken | null> {
  const rows = await tx
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        inArray(emailTokens.purpose, [...purposes]),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: emailTokens.userId, email: emailTokens.email, purpose: emailTokens.purpose });
  return rows[0] ?? null;
}
