import { createTableRelationsHelpers, extractTablesRelationalConfig, sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { BetterSQLiteSession } from "drizzle-orm/better-sqlite3/session";
import { BaseSQLiteDatabase, SQLiteSyncDialect, SQLiteTransaction } from "drizzle-orm/sqlite-core";
import Connection from "libsql";
import * as schema from "../schema/index.ts";
import { type CachingConnection, withStatementCache } from "./statement-cache.ts";

type Schema = typeof schema;
type RunResult = { changes: number; lastInsertRowid: number | bigint };
const relational = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
type Tables = typeof relational.tables;
const relationalSchema = {
  fullSchema: schema as Record<string, unknown>,
  schema: relational.tables,
  tableNamesMap: relational.tableNamesMap,
};

export type SyncOrm = BaseSQLiteDatabase<"sync", RunResult, Schema, Tables>;
type SyncSession = BetterSQLiteSession<Schema, Tables>;

const BUSY_TIMEOUT_MS = 5000;

/** One libsql connection to `path` with the settings every embedded connection shares. */
export function openConnection(path: string, options: { readOnly: boolean }) {
  const connection = new Connection(path);
  // journal_mode is stored in the file: the writer sets it before anything else opens the file.
  if (!options.readOnly) connection.exec("PRAGMA journal_mode = WAL");
  connection.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  connection.exec("PRAGMA synchronous = NORMAL");
  connection.exec("PRAGMA foreign_keys = ON");
  // A write outside `db.write` must fail loudly, not slip past the writer queue.
  if (options.readOnly) connection.exec("PRAGMA query_only = ON");
  return connection;
}

/**
 * drizzle on a libsql connection, through drizzle's better-sqlite3 session (libsql-js is
 * better-sqlite3-compatible). Built here rather than with `drizzle-orm/better-sqlite3`'s `drizzle()`,
 * whose module imports the `better-sqlite3` package itself at load time.
 */
function createSyncOrm(client: Pick<CachingConnection, "prepare"> | InstanceType<typeof Connection>) {
  const dialect = new SQLiteSyncDialect();
  // drizzle types the client as better-sqlite3's Database; libsql-js implements what the session uses.
  const session: SyncSession = new BetterSQLiteSession(client as never, dialect, relationalSchema);
  return {
    orm: new BaseSQLiteDatabase("sync", dialect, session, relationalSchema) as SyncOrm,
    dialect,
    session,
  };
}

/**
 * The handle `db.write` gives its callback on the writer connection. drizzle's better-sqlite3
 * transaction runs only synchronous callbacks; here BEGIN/COMMIT are issued by `db.write` around the
 * awaited callback, and a nested `tx.transaction(fn)` is a savepoint that also awaits `fn`.
 */
export class WriteTransaction extends SQLiteTransaction<"sync", RunResult, Schema, Tables> {
  readonly #session: SyncSession;
  readonly #dialect: SQLiteSyncDialect;

  constructor(dialect: SQLiteSyncDialect, session: SyncSession, nestedIndex = 0) {
    super("sync", dialect, session, relationalSchema, nestedIndex);
    this.#session = session;
    this.#dialect = dialect;
  }

  override transaction<T>(fn: (tx: SQLiteTransaction<"sync", RunResult, Schema, Tables>) => T): T {
    const name = `sp${this.nestedIndex}`;
    const tx = new WriteTransaction(this.#dialect, this.#session, this.nestedIndex + 1);
    this.#session.run(sql.raw(`savepoint ${name}`));
    const release = () => this.#session.run(sql.raw(`release savepoint ${name}`));
    const undo = () => {
      this.#session.run(sql.raw(`rollback to savepoint ${name}`));
      release();
    };
    try {
      const result = fn(tx);
      if (result instanceof Promise) {
        return result.then(
          (value) => {
            release();
            return value;
          },
          (error: unknown) => {
            undo();
            throw error;
          },
        ) as T;
      }
      release();
      return result;
    } catch (error) {
      undo();
      throw error;
    }
  }
}

export interface EmbeddedConnections {
  /** Reads: its own connection (`query_only`), so it never sees a write transaction in progress. */
  reader: SyncOrm;
  /** Runs `fn` in one BEGIN IMMEDIATE … COMMIT on the writer; the caller serialises calls. */
  transaction<T>(fn: (tx: WriteTransaction) => Promise<T>): Promise<T>;
  /** One statement on the writer outside any transaction (callers serialise). */
  execute(text: string, args: unknown[]): { rows: Record<string, unknown>[]; rowsAffected: number };
  /** drizzle's better-sqlite3 migrator on the writer (its one-off statements bypass the cache). */
  migrate(migrationsFolder: string): void;
  /**
   * A number that grows whenever committed data may have changed: at once after every transaction
   * and statement of our writer, and, for other processes writing the same file, within
   * `FOREIGN_CHANGE_CHECK_MS` (SQLite's `PRAGMA data_version` on the writer, which changes on any
   * other connection's commit; reading it per lookup would cost more than the lookups it saves).
   */
  changeCount(): number;
  /**
   * A named counter of the `change_counters` table (db/src/schema/counters.ts), as committed: read
   * on the reader connection, and only when `changeCount()` has moved since the last read, so it
   * costs a statement after a commit and nothing in between. As current as `changeCount()`.
   */
  counter(name: string): number;
  close(): void;
}

/** How soon a commit by another process on the same file reaches `changeCount()`. */
export const FOREIGN_CHANGE_CHECK_MS = 20;

/** The reader and writer connections of one embedded database file. */
export function openEmbedded(path: string): EmbeddedConnections {
  const writerConnection = openConnection(path, { readOnly: false });
  const readerConnection = openConnection(path, { readOnly: true });
  const writerClient = withStatementCache(writerConnection);
  const readerClient = withStatementCache(readerConnection);
  const writer = createSyncOrm(writerClient);
  const reader = createSyncOrm({
    prepare: readerClient.prepare,
    transaction: () => {
      throw new Error("db.orm reads only: run writes and transactions through db.write()");
    },
  } as Pick<CachingConnection, "prepare">).orm;

  // Transactions never overlap (the caller serialises them), so one handle serves them all.
  const tx = new WriteTransaction(writer.dialect, writer.session);
  const begin = writerClient.prepare("BEGIN IMMEDIATE");
  const commit = writerClient.prepare("COMMIT");
  const rollback = writerClient.prepare("ROLLBACK");

  async function transaction<T>(fn: (tx: WriteTransaction) => Promise<T>): Promise<T> {
    begin.run();
    try {
      const result = await fn(tx);
      commit.run();
      noteOwnChange();
      return result;
    } catch (error) {
      // SQLite may already have rolled back (e.g. SQLITE_FULL); never leave the writer inside one.
      // (libsql-js aborts the process when `inTransaction` is read on a closed connection.)
      if (writerClient.open && writerConnection.inTransaction) rollback.run();
      throw error;
    }
  }

  const dataVersion = writerClient.prepare("PRAGMA data_version");
  const readDataVersion = () => Number(dataVersion.pluck().get());
  let ownChanges = 0;
  let foreignChanges = 0;
  let lastDataVersion = readDataVersion();
  let lastCheck = performance.now();
  const changeCount = () => {
    const now = performance.now();
    if (now - lastCheck >= FOREIGN_CHANGE_CHECK_MS) {
      lastCheck = now;
      const version = readDataVersion();
      if (version !== lastDataVersion) {
        lastDataVersion = version;
        foreignChanges++;
      }
    }
    return ownChanges + foreignChanges;
  };
  // The counter is read on the reader, which sees committed data only: a transaction of ours still
  // in progress can neither show a change that may yet roll back nor hide one. `changeCount()` is
  // read before the counter, so a commit between the two is caught by the next call.
  let counterStatement: ReturnType<typeof readerClient.prepare> | undefined;
  const counters = new Map<string, { at: number; value: number }>();
  const counter = (name: string) => {
    const at = changeCount();
    const known = counters.get(name);
    if (known && known.at === at) return known.value;
    counterStatement ??= readerClient.prepare("SELECT value FROM change_counters WHERE name = ?");
    const value = Number(counterStatement.pluck().get(name));
    counters.set(name, { at, value });
    return value;
  };
  // data_version is read on the writer: SQLite moves it only for other connections' commits, so our
  // own commits never need absorbing (reading it after every commit cost a statement per write).
  // During one of our transactions nobody else can commit, so reading it mid-transaction is exact.
  function noteOwnChange() {
    ownChanges++;
  }

  function execute(text: string, args: unknown[]) {
    const statement = writerClient.prepare(text);
    if (statement.reader)
      return { rows: statement.all(...args) as Record<string, unknown>[], rowsAffected: 0 };
    try {
      return { rows: [], rowsAffected: statement.run(...args).changes };
    } finally {
      noteOwnChange();
    }
  }

  return {
    reader,
    transaction,
    execute,
    changeCount,
    counter,
    migrate: (migrationsFolder) => {
      try {
        migrate(createSyncOrm(writerConnection).orm as never, { migrationsFolder });
      } finally {
        noteOwnChange();
      }
    },
    close() {
      readerClient.close();
      writerClient.close();
    },
  };
}
