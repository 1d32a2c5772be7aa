import { type EmailTokenPurpose, emailTokens } from "@jadeverse/db/schema";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Deps } from "../../context.ts";
import { randomToken, sha256Hex } from "../crypto.ts";

/** Issues a single-use token (stored hashed) and invalidates earlier unused ones of the same purpose. */
export async function issueEmailToken(
  deps: Deps,
  userId: number,
  purpose: EmailTokenPurpose,
  ttlSeconds: number,
): Promise<string> {
  const token = randomToken();
  const now = new Date();
  await deps.db.write(async (tx) => {
    await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)),
      );
    await tx.insert(emailTokens).values({
      userId,
      purpose,
      tokenHash: sha256Hex(token),
      expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
    });
  });
  return token;
}

/**
 * Consumes a token atomically: the conditional update succeeds for exactly one caller, so a token
 * replayed concurrently still works once. Returns the owner's id or null.
 */
export async function consumeEmailToken(
  deps: Deps,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<number | null> {
  if (token.length < 16 || token.length > 128) return null;
  const rows = await deps.db.orm
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.tokenHash, sha256Hex(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return rows[0]?.userId ?? null;
}

/** When the latest token of this purpose was issued, for the resend interval. */
export async function lastIssuedAt(
  deps: Deps,
  userId: number,
  purpose: EmailTokenPurpose,
): Promise<Date | null> {
  const rows = await deps.db.orm
    .select({ createdAt: emailTokens.createdAt })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose)))
    .orderBy(desc(emailTokens.createdAt), desc(emailTokens.id))
    .limit(1);
  return rows[0]?.createdAt ?? null;
}

/** The earliest moment another verification mail may be sent. */
export async function nextResendAt(deps: Deps, userId: number): Promise<Date> {
  const last = await lastIssuedAt(deps, userId, "verify-email");
  const next = last ? last.getTime() + deps.env.RESEND_INTERVAL_SECONDS * 1000 : 0;
  return new Date(Math.max(next, Date.now()));
}
