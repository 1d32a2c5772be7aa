import { and, desc, eq, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Handle } from "../queries/prepared.ts";
import { ledgerEntries } from "../schema/ledger.ts";
import { paymentOrders } from "../schema/payments.ts";
import { users } from "../schema/users.ts";

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
