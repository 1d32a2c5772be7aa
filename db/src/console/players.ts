import { and, desc, eq, gt, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../client.ts";
import type { Handle } from "../queries/prepared.ts";
import { sessions } from "../schema/auth.ts";
import { gameRounds } from "../schema/games.ts";
import { ledgerEntries } from "../schema/ledger.ts";
import { paymentOrders } from "../schema/payments.ts";
import { type User, users } from "../schema/users.ts";

/** Characters LIKE gives a meaning to, escaped so a search is literal. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Players matching a support search (docs/operations.md "The operator's console"): an e-mail or a
 * nickname containing the text, or exactly a Telegram id, a wallet (EVM or TON) or a referral code.
 * Demo copies are left out; at most `limit`, newest first.
 */
export async function searchPlayers(db: Handle, text: string, limit = 20) {
  const q = text.trim();
  const contains = `%${likeLiteral(q.toLowerCase())}%`;
  const match: SQL = or(
    sql`lower(${users.email}) like ${contains} escape '\\'`,
    sql`lower(${users.nickname}) like ${contains} escape '\\'`,
    eq(users.telegramId, q),
    sql`lower(${users.walletAddress}) = ${q.toLowerCase()}`,
    eq(users.tonAddress, q),
    eq(users.referralCode, q.toUpperCase()),
  ) as SQL;
  return db
    .select({
      id: users.id,
      email: users.email,
      nickname: users.nickname,
      telegramId: users.telegramId,
      gems: users.gems,
      coins: users.coins,
      createdAt: users.createdAt,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(and(match, isNull(users.demoOfId)))
    .orderBy(desc(users.id))
    .limit(limit);
}

/** A page of a player's ledger entries, newest first, before the id `before`. */
export async function ledgerPage(db: Handle, userId: number, limit: number, before?: number) {
  return db
    .select()
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.userId, userId), before === undefined ? undefined : lt(ledgerEntries.id, before)),
    )
    .orderBy(desc(ledgerEntries.id))
    .limit(limit);
}

/** A player's newest payment orders. */
export async function ordersOf(db: Handle, userId: number, limit = 20) {
  return db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.userId, userId))
    .orderBy(desc(paymentOrders.id))
    .limit(limit);
}

/**
 * A player's live sessions (not revoked, not expired at `now`), newest first: what they are, never
 * the token's hash.
 */
export async function liveSessionsOf(db: Handle, userId: number, now: Date) {
  return db
    .select({
      id: sessions.id,
      kind: sessions.kind,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.id));
}

/** A player's newest game rounds (instant games, in coins), without the bet, outcome or engine state. */
export async function recentRoundsOf(db: Handle, userId: number, limit = 20) {
  return db
    .select({
      id: gameRounds.id,
      game: gameRounds.game,
      totalBet: gameRounds.totalBet,
      totalWin: gameRounds.totalWin,
      status: gameRounds.status,
      createdAt: gameRounds.createdAt,
      settledAt: gameRounds.settledAt,
    })
    .from(gameRounds)
    .where(eq(gameRounds.userId, userId))
    .orderBy(desc(gameRounds.id))
    .limit(limit);
}

/**
 * Locks (a date) or unlocks (null) an account (docs/operations.md "The operator's console"); a lock
 * keeps the first lock's date. Moves the sessions counter (migration 0026). Undefined: no such player.
 */
export async function setAccountLock(
  tx: Tx,
  userId: number,
  lockedAt: Date | null,
): Promise<User | undefined> {
  const [row] = await tx
    .update(users)
    .set({ lockedAt: lockedAt === null ? null : sql`coalesce(${users.lockedAt}, ${lockedAt.getTime()})` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** Grants or removes beta access (play: docs/product/platform.md §4). Undefined: no such player. */
export async function setBetaAccess(tx: Tx, userId: number, grant: boolean): Promise<User | undefined> {
  const [row] = await tx.update(users).set({ hasBetaAccess: grant }).where(eq(users.id, userId)).returning();
  return row;
}
