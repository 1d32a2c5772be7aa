import { and, eq, isNull, lte, or } from "drizzle-orm";
import type { Tx } from "../client.ts";
import type { BreakKind } from "../enums/users.ts";
import { type User, users } from "../schema/users.ts";

/** Records that the player accepted this Terms version, confirming they are 18 or older. */
export async function acceptTerms(
  tx: Tx,
  userId: number,
  version: string,
  at: Date,
): Promise<User | undefined> {
  const [row] = await tx
    .update(users)
    .set({ termsVersion: version, termsAcceptedAt: at })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/**
 * Starts (or lengthens) a break: written only when no break runs or the running one ends no later
 * than `until`, in one statement, so of two racing requests neither can shorten the other's break.
 * Undefined when a longer break runs (nothing written).
 */
export async function startBreak(
  tx: Tx,
  userId: number,
  kind: BreakKind,
  until: Date,
  at: Date,
): Promise<User | undefined> {
  const [row] = await tx
    .update(users)
    .set({ breakKind: kind, breakUntil: until, breakSetAt: at })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.breakUntil), lte(users.breakUntil, until), lte(users.breakUntil, at)),
      ),
    )
    .returning();
  return row;
}
