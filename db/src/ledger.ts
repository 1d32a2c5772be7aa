import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "./client.ts";
import { allTogether } from "./driver/together.ts";
import { isUniqueViolation } from "./errors.ts";
import { prepared } from "./queries/prepared.ts";
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

/** One credit of a set (`creditSet`): a single-change operation adding whole units to one balance. */
export interface LedgerCredit {
  key: string;
  userId: number;
  /** Positive whole units. */
  delta: number;
  reference?: string | undefined;
}

/** A credit of the set and the player's balance right after it (its ledger row's `balance_after`). */
export interface CreditedBalance {
  key: string;
  userId: number;
  balance: number;
  applied: boolean;
}

/**
 * Applies many credits of one currency and reason at once, inside the caller's write transaction, with
 * set-based SQL: one read of the keys already applied (each such credit is a no-op, as `apply`
 * replays), one `UPDATE users` adding each player's credits, one `INSERT` of the ledger rows with
 * their idempotency keys and running balances. The same rules as `apply` hold for each credit: whole
 * positive units, once per key, the balance after it on its row; a missing or deleted player throws
 * `USER_NOT_FOUND` and the caller's transaction rolls back whole. Answers each credit's balance, in order.
 */
async function creditSet(
  tx: Tx,
  currency: Currency,
  reason: string,
  credits: readonly LedgerCredit[],
): Promise<CreditedBalance[]> {
  const keys = new Set<string>();
  for (const credit of credits) {
    if (!Number.isSafeInteger(credit.delta) || credit.delta <= 0 || credit.key.length === 0)
      throw new LedgerError("INVALID_CHANGE");
    if (keys.has(credit.key)) throw new LedgerError("INVALID_CHANGE");
    keys.add(credit.key);
  }
  if (credits.length === 0) return [];
  const applied = await appliedBalances(
    tx,
    credits.map((c) => entryKey(c.key, 0)),
  );
  const fresh = credits.filter((c) => !applied.has(entryKey(c.key, 0)));
  const balances = await creditBalances(tx, currency, reason, fresh);
  const byKey = new Map(fresh.map((c, i) => [c.key, balances[i]!]));
  return credits.map((c) => {
    const replayed = applied.get(entryKey(c.key, 0));
    return replayed === undefined
      ? { key: c.key, userId: c.userId, balance: byKey.get(c.key)!, applied: true }
      : { key: c.key, userId: c.userId, balance: replayed, applied: false };
  });
}

/** A debit of a set (`debitSet`): whole units taken from one player's balance. */
export interface LedgerDebit {
  key: string;
  userId: number;
  /** Positive whole units to take. */
  amount: number;
  reference?: string | undefined;
}

/** A debit of the set as it ended: taken (or replayed), or refused with the reason `apply` would throw. */
export type DebitOutcome =
  | { key: string; userId: number; balance: number; applied: boolean }
  | { key: string; userId: number; refused: Exclude<LedgerErrorCode, "INVALID_CHANGE"> };

/**
 * Applies many debits of one currency and reason at once, each a different player's, inside the
 * caller's write transaction, with set-based SQL: one read of the keys already applied (a no-op each,
 * as `apply` replays), one conditional `UPDATE users` (a balance never goes below zero), one `INSERT`
 * of the ledger rows. Unlike `apply`, a debit the balance cannot cover (or of a missing or deleted
 * player) is refused alone and the others are taken: the caller answers each. Answers each debit's
 * outcome, in order.
 */
async function debitSet(
  tx: Tx,
  currency: Currency,
  reason: string,
  debits: readonly LedgerDebit[],
): Promise<DebitOutcome[]> {
  const keys = new Set<string>();
  const players = new Set<number>();
  for (const debit of debits) {
    if (!Number.isSafeInteger(debit.amount) || debit.amount <= 0 || debit.key.length === 0)
      throw new LedgerError("INVALID_CHANGE");
    if (keys.has(debit.key) || players.has(debit.userId)) throw new LedgerError("INVALID_CHANGE");
    keys.add(debit.key);
    players.add(debit.userId);
  }
  if (debits.length === 0) return [];
  const applied = await appliedBalances(
    tx,
    debits.map((d) => entryKey(d.key, 0)),
  );
  const fresh = debits.filter((d) => !applied.has(entryKey(d.key, 0)));
  const column = sql.raw(currency === "gems" ? "gems" : "coins");
  const taken =
    fresh.length === 0
      ? []
      : await tx.all<{ id: number; balance: number }>(sql`update users set ${column} = users.${column} - t.d
          from (select e.value ->> 'u' as u, e.value ->> 'd' as d from json_each(${JSON.stringify(
            fresh.map((d) => ({ u: d.userId, d: d.amount })),
          )}) as e) as t
          where users.id = t.u and users.deleted_at is null and users.${column} >= t.d
          returning users.id as id, users.${column} as balance`);
  const after = new Map(taken.map((r) => [r.id, r.balance]));
  const short = fresh.filter((d) => !after.has(d.userId));
  const present =
    short.length === 0
      ? new Set<number>()
      : new Set(
          (
            await tx.all<{ id: number }>(sql`select id from users where deleted_at is null
              and id in (select value from json_each(${JSON.stringify(short.map((d) => d.userId))}))`)
          ).map((r) => r.id),
        );
  await insertEntries(
    tx,
    currency,
    reason,
    fresh
      .filter((d) => after.has(d.userId))
      .map((d) => ({ ...d, delta: -d.amount, balance: after.get(d.userId)! })),
  );
  return debits.map((d): DebitOutcome => {
    const replayed = applied.get(entryKey(d.key, 0));
    if (replayed !== undefined) return { key: d.key, userId: d.userId, balance: replayed, applied: false };
    const balance = after.get(d.userId);
    if (balance !== undefined) return { key: d.key, userId: d.userId, balance, applied: true };
    return {
      key: d.key,
      userId: d.userId,
      refused: present.has(d.userId) ? "INSUFFICIENT_FUNDS" : "USER_NOT_FOUND",
    };
  });
}

/** Appends a set's ledger rows in one statement, each under its operation's first entry key. */
async function insertEntries(
  tx: Tx,
  currency: Currency,
  reason: string,
  rows: readonly {
    key: string;
    userId: number;
    delta: number;
    balance: number;
    reference?: string | undefined;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.run(sql`insert into ledger_entries
    (user_id, currency, delta, balance_after, reason, reference, idempotency_key)
    select e.value ->> 'u', ${currency}, e.value ->> 'd', e.value ->> 'b', ${reason}, e.value ->> 'r', e.value ->> 'k'
    from json_each(${JSON.stringify(
      rows.map((r) => ({
        u: r.userId,
        d: r.delta,
        b: r.balance,
        r: r.reference ?? null,
        k: entryKey(r.key, 0),
      })),
    )}) as e`);
}

/** The entries already written under any of `entryKeys`: key → balance after it. */
async function appliedBalances(tx: Tx, entryKeys: string[]): Promise<Map<string, number>> {
  const rows = await tx.all<{
    key: string;
    balance: number;
  }>(sql`select idempotency_key as key, balance_after as balance
    from ledger_entries where idempotency_key in (select value from json_each(${JSON.stringify(entryKeys)}))`);
  return new Map(rows.map((r) => [r.key, r.balance]));
}

/**
 * Adds the credits to their players' balances in one statement and writes their ledger rows in a
 * second, sent together (one request on a server: driver/together.ts), the rows reading each balance
 * after the update: a credit's `balance_after` is its player's new balance less the player's later
 * credits of the set. Answers each credit's balance after it, in order. Throws `USER_NOT_FOUND` when a
 * player is missing or deleted (no row is written for them, and the caller's transaction rolls back
 * whole); credits never fail for funds.
 */
async function creditBalances(
  tx: Tx,
  currency: Currency,
  reason: string,
  credits: readonly LedgerCredit[],
): Promise<number[]> {
  if (credits.length === 0) return [];
  const totals = new Map<number, number>();
  for (const c of credits) totals.set(c.userId, (totals.get(c.userId) ?? 0) + c.delta);
  const rest = new Map<number, number>();
  const rows = credits
    .toReversed()
    .map((c) => {
      const later = rest.get(c.userId) ?? 0;
      rest.set(c.userId, later + c.delta);
      return { u: c.userId, d: c.delta, l: later, r: c.reference ?? null, k: entryKey(c.key, 0) };
    })
    .toReversed();
  const column = sql.raw(currency === "gems" ? "gems" : "coins");
  const alsoMax =
    currency === "gems" ? sql`, max_gems_owned = max(users.max_gems_owned, users.gems + t.d)` : sql``;
  const [updated = []] = await allTogether<{ id: number; balance: number }>(tx, [
    sql`update users set ${column} = users.${column} + t.d${alsoMax}
      from (select e.value ->> 'u' as u, e.value ->> 'd' as d from json_each(${JSON.stringify(
        [...totals].map(([u, d]) => ({ u, d })),
      )}) as e) as t
      where users.id = t.u and users.deleted_at is null
      returning users.id as id, users.${column} as balance`,
    sql`insert into ledger_entries
      (user_id, currency, delta, balance_after, reason, reference, idempotency_key)
      select e.value ->> 'u', ${currency}, e.value ->> 'd', users.${column} - (e.value ->> 'l'), ${reason},
        e.value ->> 'r', e.value ->> 'k'
      from json_each(${JSON.stringify(rows)}) as e
      join users on users.id = e.value ->> 'u' and users.deleted_at is null`,
  ]);
  if (updated.length !== totals.size) throw new LedgerError("USER_NOT_FOUND", currency);
  const after = new Map(updated.map((r) => [Number(r.id), Number(r.balance)]));
  return rows.map((row) => after.get(row.u)! - row.l);
}

export const ledger = { apply, run, creditSet, debitSet };
