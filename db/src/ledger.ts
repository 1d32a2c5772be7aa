import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "./client.ts";
import { isUniqueViolation } from "./errors.ts";
import { entryKey, LedgerError } from "./ledger-error.ts";
import { creditSet, debitSet, debitSetWith } from "./ledger-sets.ts";
import { prepared } from "./queries/prepared.ts";
import { type Currency, ledgerEntries } from "./schema/ledger.ts";
import { users } from "./schema/users.ts";

export { LedgerError, type LedgerErrorCode } from "./ledger-error.ts";
export type { CreditedBalance, DebitOutcome, LedgerCredit, LedgerDebit } from "./ledger-sets.ts";

export interface LedgerChange {
  userId: number;
  currency: Currency;
  /** Non-zero whole units; negative debits, positive credits. */
  delta: number;
}

export interface LedgerOperation {
  /** Identifies the business event (e.g. `payment:stripe:cs_123`); applying it twice is a no-op. */
  key: string;
  reason: string;
  reference?: string | undefined;
  changes: LedgerChange[];
}

export interface LedgerResult {
  applied: boolean;
  /** Balance after this operation for every (user, currency) it touched. */
  balances: { userId: number; currency: Currency; balance: number }[];
}

class DuplicateOperation extends Error {}

/** Only a second row for the same idempotency key is a duplicate; any other constraint is a bug. */
const isDuplicateKey = (error: unknown) => isUniqueViolation(error, "ledger_entries", ["idempotency_key"]);

const p = {
  userId: sql.placeholder("userId"),
  delta: sql.placeholder("delta"),
  currency: sql.placeholder("currency"),
  balanceAfter: sql.placeholder("balanceAfter"),
  reason: sql.placeholder("reason"),
  reference: sql.placeholder("reference"),
  key: sql.placeholder("key"),
};

/**
 * The statements of every operation, prepared once per session (ledger operations are the hot write
 * path: building them from drizzle's builders would cost more than running them).
 */
const statements = {
  firstEntry: (tx: Tx) =>
    prepared(tx, "ledger.firstEntry", (db) =>
      db
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.idempotencyKey, p.key))
        .limit(1)
        .prepare(),
    ),
  addGems: (tx: Tx) =>
    prepared(tx, "ledger.addGems", (db) =>
      db
        .update(users)
        .set({
          gems: sql`${users.gems} + ${p.delta}`,
          maxGemsOwned: sql`max(${users.maxGemsOwned}, ${users.gems} + ${p.delta})`,
        })
        .where(and(eq(users.id, p.userId), isNull(users.deletedAt), sql`${users.gems} + ${p.delta} >= 0`))
        .returning({ balance: users.gems })
        .prepare(),
    ),
  addCoins: (tx: Tx) =>
    prepared(tx, "ledger.addCoins", (db) =>
      db
        .update(users)
        .set({ coins: sql`${users.coins} + ${p.delta}` })
        .where(and(eq(users.id, p.userId), isNull(users.deletedAt), sql`${users.coins} + ${p.delta} >= 0`))
        .returning({ balance: users.coins })
        .prepare(),
    ),
  insertEntry: (tx: Tx) =>
    prepared(tx, "ledger.insertEntry", (db) =>
      db
        .insert(ledgerEntries)
        .values({
          userId: p.userId,
          currency: p.currency,
          delta: p.delta,
          balanceAfter: p.balanceAfter,
          reason: p.reason,
          reference: p.reference,
          idempotencyKey: p.key,
        })
        .prepare(),
    ),
};

async function existingResult(tx: Tx, op: LedgerOperation): Promise<LedgerResult | null> {
  // An operation's entries are written in one transaction: its first key tells whether it was applied.
  const first = await statements.firstEntry(tx).get({ key: entryKey(op.key, 0) });
  if (!first) return null;
  const keys = op.changes.map((_, index) => entryKey(op.key, index));
  const rows = await tx
    .select({
      userId: ledgerEntries.userId,
      currency: ledgerEntries.currency,
      balance: ledgerEntries.balanceAfter,
    })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.idempotencyKey, keys))
    .orderBy(ledgerEntries.id);
  return rows.length === 0 ? null : { applied: false, balances: rows };
}

/**
 * Applies a balance change inside the caller's write transaction. Every change is a conditional
 * update (a balance never goes below zero) plus an append-only ledger row; the operation key makes
 * a replay a no-op. Throws `LedgerError` and leaves the transaction to roll back on any refusal.
 */
async function apply(tx: Tx, op: LedgerOperation): Promise<LedgerResult> {
  if (op.changes.length === 0 || op.key.length === 0) throw new LedgerError("INVALID_CHANGE");
  for (const change of op.changes) {
    if (!Number.isSafeInteger(change.delta) || change.delta === 0) throw new LedgerError("INVALID_CHANGE");
  }
  const existing = await existingResult(tx, op);
  if (existing) return existing;

  const balances: LedgerResult["balances"] = [];
  for (const [index, change] of op.changes.entries()) {
    const update = change.currency === "gems" ? statements.addGems(tx) : statements.addCoins(tx);
    // One row at most (by id): `get` is libsql-js's fast path for it.
    const row = await update.get({ userId: change.userId, delta: change.delta });
    if (!row) {
      const found = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, change.userId), isNull(users.deletedAt)));
      throw new LedgerError(found.length ? "INSUFFICIENT_FUNDS" : "USER_NOT_FOUND", change.currency);
    }
    try {
      await statements.insertEntry(tx).run({
        userId: change.userId,
        currency: change.currency,
        delta: change.delta,
        balanceAfter: row.balance,
        reason: op.reason,
        reference: op.reference ?? null,
        key: entryKey(op.key, index),
      });
    } catch (error) {
      if (isDuplicateKey(error)) throw new DuplicateOperation(op.key);
      throw error;
    }
    balances.push({ userId: change.userId, currency: change.currency, balance: row.balance });
  }
  return { applied: true, balances };
}

/**
 * Runs one ledger operation in its own write transaction. A concurrent duplicate (the same key
 * committed by another writer first) resolves to `{ applied: false }` instead of an error.
 */
async function run(db: Db, op: LedgerOperation): Promise<LedgerResult> {
  try {
    return await db.write((tx) => apply(tx, op));
  } catch (error) {
    if (error instanceof DuplicateOperation || isDuplicateKey(error)) {
      const replay = await db.write((tx) => existingResult(tx, op));
      if (replay) return replay;
    }
    throw error;
  }
}

export const ledger = { apply, run, creditSet, debitSet, debitSetWith };
