import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "./client.ts";
import { allTogether } from "./driver/together.ts";
import { entryKey, LedgerError, type LedgerErrorCode } from "./ledger-error.ts";
import type { Currency } from "./schema/ledger.ts";

/**
 * The ledger's set operations: many players' credits or debits of one currency and reason in the
 * caller's write transaction, one statement per table for the whole set (docs/architecture.md §5 "Ledger"). The rules
 * are `apply`'s (ledger.ts) for each change.
 */

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
 * set-based SQL sent in one request on a server (driver/together.ts), whatever the set's size: the read
 * of the keys already applied (each such credit is a no-op, as `apply` replays), one `UPDATE users`
 * adding each player's credits not applied before, one `INSERT` of their ledger rows with their
 * idempotency keys and running balances (both statements leave out, themselves, every key applied
 * before, so neither waits for the read). The same rules as `apply` hold for each credit: whole
 * positive units, once per key, the balance after it on its row; a missing or deleted player throws
 * `USER_NOT_FOUND` and the caller's transaction rolls back whole. Answers each credit's balance, in order.
 */
export async function creditSet(
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
  const column = sql.raw(currency === "gems" ? "gems" : "coins");
  const alsoMax =
    currency === "gems" ? sql`, max_gems_owned = max(users.max_gems_owned, users.gems + t.d)` : sql``;
  const rows = JSON.stringify(
    credits.map((c) => ({ u: c.userId, d: c.delta, r: c.reference ?? null, k: entryKey(c.key, 0) })),
  );
  // The set's credits whose key no ledger row holds yet, each with its place in the set (`i`).
  const fresh = sql`select e.key as i, e.value ->> 'u' as u, e.value ->> 'd' as d, e.value ->> 'r' as r,
      e.value ->> 'k' as k
    from json_each(${rows}) as e
    where not exists (select 1 from ledger_entries where idempotency_key = e.value ->> 'k')`;
  type Row = { key: string; id: number; balance: number };
  const [appliedRows, updated] = (await allTogether<Row>(tx, [
    appliedBalancesRead(credits.map((c) => entryKey(c.key, 0))),
    sql`update users set ${column} = users.${column} + t.d${alsoMax}
      from (select f.u as u, sum(f.d) as d from (${fresh}) as f group by f.u) as t
      where users.id = t.u and users.deleted_at is null
      returning users.id as id, users.${column} as balance`,
    // A row's balance after it: its player's new balance less the player's later credits of the set.
    sql`insert into ledger_entries
      (user_id, currency, delta, balance_after, reason, reference, idempotency_key)
      select f.u, ${currency}, f.d, users.${column} - f.later, ${reason}, f.r, f.k
      from (select *, coalesce(sum(d) over (partition by u order by i
          rows between 1 following and unbounded following), 0) as later
        from (${fresh})) as f
      join users on users.id = f.u and users.deleted_at is null`,
  ])) as [Row[], Row[], Row[]];
  const applied = new Map(appliedRows.map((r) => [r.key, Number(r.balance)]));
  const after = new Map(updated.map((r) => [Number(r.id), Number(r.balance)]));
  const later = new Map<number, number>();
  const answers: CreditedBalance[] = [];
  for (const c of credits.toReversed()) {
    const replayed = applied.get(entryKey(c.key, 0));
    if (replayed !== undefined) {
      answers.push({ key: c.key, userId: c.userId, balance: replayed, applied: false });
      continue;
    }
    const balance = after.get(c.userId);
    if (balance === undefined) throw new LedgerError("USER_NOT_FOUND", currency);
    const rest = later.get(c.userId) ?? 0;
    later.set(c.userId, rest + c.delta);
    answers.push({ key: c.key, userId: c.userId, balance: balance - rest, applied: true });
  }
  return answers.toReversed();
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
export async function debitSet(
  tx: Tx,
  currency: Currency,
  reason: string,
  debits: readonly LedgerDebit[],
): Promise<DebitOutcome[]> {
  return (await debitSetWith(tx, currency, reason, debits, () => [])).outcomes;
}

/**
 * `debitSet`, with the caller's own statements for the debits' outcomes (`alongside`: what the debits
 * taken pay for) sent together with the ledger rows, and their rows answered. Two requests on a server
 * (driver/together.ts), whatever the set's size: the reads (the keys already applied, the players
 * present) with the update, whose condition leaves out every key applied before; then the ledger rows
 * with the caller's statements.
 */
export async function debitSetWith<Row>(
  tx: Tx,
  currency: Currency,
  reason: string,
  debits: readonly LedgerDebit[],
  alongside: (outcomes: readonly DebitOutcome[]) => readonly SQL[],
): Promise<{ outcomes: DebitOutcome[]; rows: Row[][] }> {
  const keys = new Set<string>();
  const players = new Set<number>();
  for (const debit of debits) {
    if (!Number.isSafeInteger(debit.amount) || debit.amount <= 0 || debit.key.length === 0)
      throw new LedgerError("INVALID_CHANGE");
    if (keys.has(debit.key) || players.has(debit.userId)) throw new LedgerError("INVALID_CHANGE");
    keys.add(debit.key);
    players.add(debit.userId);
  }
  if (debits.length === 0) return { outcomes: [], rows: [] };
  const column = sql.raw(currency === "gems" ? "gems" : "coins");
  type Row0 = { key: string; id: number; balance: number };
  // One rows list a statement.
  const [appliedRows, presentRows, taken] = (await allTogether<Row0>(tx, [
    appliedBalancesRead(debits.map((d) => entryKey(d.key, 0))),
    sql`select id from users where deleted_at is null
      and id in (select value from json_each(${JSON.stringify(debits.map((d) => d.userId))}))`,
    sql`update users set ${column} = users.${column} - t.d
      from (select e.value ->> 'u' as u, e.value ->> 'd' as d, e.value ->> 'k' as k from json_each(${JSON.stringify(
        debits.map((d) => ({ u: d.userId, d: d.amount, k: entryKey(d.key, 0) })),
      )}) as e) as t
      where users.id = t.u and users.deleted_at is null and users.${column} >= t.d
        and not exists (select 1 from ledger_entries where idempotency_key = t.k)
      returning users.id as id, users.${column} as balance`,
  ])) as [Row0[], Row0[], Row0[]];
  const applied = new Map(appliedRows.map((r) => [r.key, Number(r.balance)]));
  const present = new Set(presentRows.map((r) => Number(r.id)));
  const after = new Map(taken.map((r) => [Number(r.id), Number(r.balance)]));
  const outcomes = debits.map((d): DebitOutcome => {
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
  const entries = entriesStatement(
    currency,
    reason,
    debits
      .filter((d) => after.has(d.userId))
      .map((d) => ({ ...d, delta: -d.amount, balance: after.get(d.userId)! })),
  );
  const theirs = alongside(outcomes);
  const rows = await allTogether<Row>(tx, entries ? [entries, ...theirs] : theirs);
  return { outcomes, rows: entries ? rows.slice(1) : rows };
}

/** The statement appending a set's ledger rows, each under its operation's first entry key; none for no rows. */
function entriesStatement(
  currency: Currency,
  reason: string,
  rows: readonly {
    key: string;
    userId: number;
    delta: number;
    balance: number;
    reference?: string | undefined;
  }[],
): SQL | undefined {
  if (rows.length === 0) return undefined;
  return sql`insert into ledger_entries
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
    )}) as e`;
}

/** The read of the entries already written under any of `entryKeys`: their keys and balances after. */
const appliedBalancesRead = (entryKeys: readonly string[]) =>
  sql`select idempotency_key as key, balance_after as balance
    from ledger_entries where idempotency_key in (select value from json_each(${JSON.stringify(entryKeys)}))`;
