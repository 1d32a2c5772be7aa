import type { Database, Tx } from "../client.ts";

/** Anything queries run on: `db.orm` (reads) or a write transaction's `tx`. */
export type Handle = Database | Tx;

const bySession = new WeakMap<object, Map<string, unknown>>();

/**
 * A drizzle prepared query (`….prepare()` with `sql.placeholder(…)` values), built once per
 * database session and reused. Building a query from drizzle's builders costs tens of µs (the
 * column list is rendered to SQL on every call); a prepared one only binds values, and in embedded
 * mode it reuses the connection's cached statement too. Use it on hot paths.
 *
 * Keyed by the handle's session: the embedded reader and writer each keep one set (every `tx` of the
 * writer shares its session); `@libsql/client` gives each transaction its own session, so there a
 * prepared query lives as long as its transaction.
 */
export function prepared<T>(db: Handle, name: string, build: (db: Handle) => T): T {
  const session = (db as unknown as { session: object }).session;
  let queries = bySession.get(session);
  if (!queries) {
    queries = new Map();
    bySession.set(session, queries);
  }
  let query = queries.get(name) as T | undefined;
  if (query === undefined) {
    query = build(db);
    queries.set(name, query);
  }
  return query;
}
