import { and, eq, isNull } from "drizzle-orm";
import type { Tx } from "../client.ts";
import { type User, users } from "../schema/users.ts";

/**
 * Compare-and-set of the password hash: replaces it only while it is still `expected` (the hash the
 * caller verified). Of parallel changes exactly one returns true.
 */
export async function replacePasswordHash(
  tx: Tx,
  userId: number,
  expected: string,
  passwordHash: string,
): Promise<boolean> {
  const changed = await tx
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), eq(users.passwordHash, expected)))
    .returning({ id: users.id });
  return changed.length > 0;
}

/** A password reset: the new hash, and any pending e-mail change is dropped. */
export async function resetPasswordHash(tx: Tx, userId: number, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash, pendingEmail: null }).where(eq(users.id, userId));
}

/**
 * Gives an account without an e-mail login (a Telegram account) an address and a password. False when
 * the account has an address already. A clash on the address is a unique violation (the caller maps it).
 */
export async function addEmailLogin(
  tx: Tx,
  userId: number,
  email: string,
  passwordHash: string,
): Promise<boolean> {
  const linked = await tx
    .update(users)
    .set({ email: email.toLowerCase(), passwordHash, pendingEmail: null })
    .where(and(eq(users.id, userId), isNull(users.email)))
    .returning({ id: users.id });
  return linked.length > 0;
}

/** Records the address a player asked to move to (it becomes the login once confirmed from it). */
export async function setPendingEmail(tx: Tx, userId: number, email: string): Promise<void> {
  await tx.update(users).set({ pendingEmail: email.toLowerCase() }).where(eq(users.id, userId));
}

/**
 * Moves the account to its pending address `email` (confirmed from that address): only while `email` is
 * still the pending one. The new address starts unverified (the caller verifies it in the same
 * transaction). Returns the old address and the language the player chose (the old address is told in
 * it), or null when `email` is no longer pending.
 */
export async function applyPendingEmail(
  tx: Tx,
  userId: number,
  email: string,
): Promise<{ oldEmail: string | null; language: User["language"] } | null> {
  const [user] = await tx
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return null;
  const moved = await tx
    .update(users)
    .set({ email, pendingEmail: null, emailVerifiedAt: null })
    .where(and(eq(users.id, userId), eq(users.pendingEmail, email)))
    .returning({ id: users.id });
  return moved.length > 0 ? { oldEmail: user.email, language: user.language } : null;
}

/**
 * Marks `email` verified while it is still the account's address and not yet verified. Returns the
 * player (id and referrer) when this call verified it, else undefined.
 */
export async function markEmailVerified(
  tx: Tx,
  userId: number,
  email: string,
): Promise<Pick<User, "id" | "referredById"> | undefined> {
  const [verified] = await tx
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.email, email.toLowerCase()), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id, referredById: users.referredById });
  return verified;
}
