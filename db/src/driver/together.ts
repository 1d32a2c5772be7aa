import { is, type SQL } from "drizzle-orm";
import { LibSQLTransaction } from "drizzle-orm/libsql";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { Tx } from "../client.ts";

/** The part of `@libsql/client`'s transaction this module uses: statements sent in one request. */
interface Batching {
  batch(
    statements: { sql: string; args: unknown[] }[],
  ): Promise<{ columns: string[]; rows: ArrayLike<unknown>[] }[]>;
}

const dialect = new SQLiteAsyncDialect();

/** The `@libsql/client` transaction behind a write transaction on a server, else undefined. */
function serverTransaction(tx: Tx): Batching | undefined {
  if (!is(tx, LibSQLTransaction)) return undefined;
  const inner = (tx as unknown as { session: { tx?: Partial<Batching> } }).session.tx;
  return typeof inner?.batch === "function" ? (inner as Batching) : undefined;
}

/**
 * Runs `statements`, in order, in the caller's write transaction, and answers each one's rows. On a
 * server (sqld) they go in one request instead of one each (docs/scale.md: a write transaction holds
 * the write lock across its round trips, so fewer round trips is a shorter hold); a statement that
 * fails fails the call and the rest are not run, as one at a time. On the embedded file they run one
 * after another (no round trips). For statements whose arguments do not depend on each other's
 * results.
 */
export async function allTogether<Row>(tx: Tx, statements: readonly SQL[]): Promise<Row[][]> {
  const server = serverTransaction(tx);
  if (!server) {
    const rows: Row[][] = [];
    for (const statement of statements) rows.push(await tx.all<Row>(statement));
    return rows;
  }
  if (statements.length === 0) return [];
  const results = await server.batch(
    statements.map((statement) => {
      const query = dialect.sqlToQuery(statement);
      return { sql: query.sql, args: query.params };
    }),
  );
  // Rows by column name, as `tx.all` answers them.
  return results.map(({ columns, rows }) =>
    rows.map((row) => Object.fromEntries(columns.map((column, i) => [column, row[i]])) as Row),
  );
}

/** `allTogether` for statements whose rows nobody reads. */
export async function runTogether(tx: Tx, statements: readonly SQL[]): Promise<void> {
  await allTogether(tx, statements);
}
