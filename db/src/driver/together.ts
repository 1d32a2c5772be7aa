import { is, type SQL } from "drizzle-orm";
import { LibSQLTransaction } from "drizzle-orm/libsql";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { Tx } from "../client.ts";

type Query = { sql: string; args: unknown[] };
type Result = { columns: string[]; rows: ArrayLike<unknown>[] };

/** The part of `@libsql/client`'s transaction this module uses: statements sent in one request. */
interface Batching {
  batch(statements: Query[]): Promise<Result[]>;
}

const dialect = new SQLiteAsyncDialect();

/** The `@libsql/client` transaction behind a write transaction on a server, else undefined. */
function serverTransaction(tx: Tx): Batching | undefined {
  if (!is(tx, LibSQLTransaction)) return undefined;
  const inner = (tx as unknown as { session: { tx?: Partial<Batching> } }).session.tx;
  return typeof inner?.batch === "function" ? (inner as Batching) : undefined;
}

/** Statements of one transaction waiting to go in its next request, and whom to answer. */
interface Pending {
  queries: Query[];
  callers: { count: number; resolve(results: Result[]): void; reject(error: unknown): void }[];
}

const pending = new WeakMap<Batching, Pending>();

/** Sends a transaction's waiting statements in one request and answers each caller its own results. */
async function flush(server: Batching, group: Pending): Promise<void> {
  pending.delete(server);
  try {
    const results = await server.batch(group.queries);
    let from = 0;
    for (const caller of group.callers) {
      caller.resolve(results.slice(from, from + caller.count));
      from += caller.count;
    }
  } catch (error) {
    for (const caller of group.callers) caller.reject(error);
  }
}

/**
 * Runs `statements`, in order, in the caller's write transaction, and answers each one's rows. On a
 * server (sqld) they go in one request instead of one each (docs/scale.md: a write transaction holds
 * the write lock across its round trips, so fewer round trips is a shorter hold), and so do the
 * statements of every other call made in the same transaction before that request leaves: the calls
 * of independent steps started together (`Promise.all`) share one request, each answered its own rows,
 * the calls' statements in the order the calls were made. The request leaves once the work the event
 * loop is running now has run (`setImmediate`), so a step that reads first and calls again on its
 * answer joins the next request with the others' second calls. A statement that fails fails the
 * request and every call in it (the transaction rolls back), and the statements after it are not run.
 * On the embedded file they run one after another (no round trips). For statements whose arguments do
 * not depend on each other's results.
 */
export async function allTogether<Row>(tx: Tx, statements: readonly SQL[]): Promise<Row[][]> {
  const server = serverTransaction(tx);
  if (!server) {
    const rows: Row[][] = [];
    for (const statement of statements) rows.push(await tx.all<Row>(statement));
    return rows;
  }
  if (statements.length === 0) return [];
  const results = await new Promise<Result[]>((resolve, reject) => {
    let group = pending.get(server);
    if (!group) {
      const fresh: Pending = { queries: [], callers: [] };
      pending.set(server, fresh);
      setImmediate(() => void flush(server, fresh));
      group = fresh;
    }
    group.callers.push({ count: statements.length, resolve, reject });
    for (const statement of statements) {
      const query = dialect.sqlToQuery(statement);
      group.queries.push({ sql: query.sql, args: query.params });
    }
  });
  // Rows by column name, as `tx.all` answers them.
  return results.map(({ columns, rows }) =>
    rows.map((row) => Object.fromEntries(columns.map((column, i) => [column, row[i]])) as Row),
  );
}

/** `allTogether` for statements whose rows nobody reads. */
export async function runTogether(tx: Tx, statements: readonly SQL[]): Promise<void> {
  await allTogether(tx, statements);
}
