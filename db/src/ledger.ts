import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "./client.ts";
import { isUniqueViolation } from "./errors.ts";
import { type Currency, ledgerEntries } from "./schema/ledger.ts";
import { users } from "./schema/users.ts";

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

export type LedgerErrorCode = "INSUFFICIENT_FUNDS" | "USER_NOT_FOUND" | "INVALID_CHANGE";

export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    readonly currency?: Currency,
  ) {
    super(`ledger: ${code}${currency ? ` (${currency})` : ""}`);
  }
}

class DuplicateOperation extends Error {}

const entryKey = (key: string, index: number) => `${key}#${index}`;

/** Only a second row for the same idempotency key is a duplicate; any other constraint is a bug. */
const isDuplicateKey = (error: unknown) => isUniqueViolation(error, "ledger_entries", ["idempotency_key"]);

async function existingResult(tx: Tx, op: LedgerOperation): Promise<LedgerResult | null> {
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
    const column = change.currency === "gems" ? users.gems : users.coins;
    const updated = await tx
      .update(users)
      .set(
        change.currency === "gems"
          ? {
              gems: sql`${users.gems} + ${change.delta}`,
              maxGemsOwned: sql`max(${users.maxGemsOwned}, ${users.gems} + ${change.delta})`,
            }
          : { coins: sql`${users.coins} + ${change.delta}` },
      )
      .where(and(eq(users.id, change.userId), isNull(users.deletedAt), sql`${column} + ${change.delta} >= 0`))
      .returning({ balance: column });
    const row = updated[0];
    if (!row) {
      const found = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, change.userId), isNull(users.deletedAt)));
      throw new LedgerError(found.length ? "INSUFFICIENT_FUNDS" : "USER_NOT_FOUND", change.currency);
    }
    try {
      await tx.insert(ledgerEntries).values({
        userId: change.userId,
        currency: change.currency,
        delta: change.delta,
        balanceAfter: row.balance,
        reason: op.reason,
        reference: op.reference ?? null,
        idempotencyKey: entryKey(op.key, index),
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

export const ledger = { apply, run };
