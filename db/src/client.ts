import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type ExtractTablesWithRelations, sql } from "drizzle-orm";
import type { BaseSQLiteDatabase, SQLiteTransaction } from "drizzle-orm/sqlite-core";
import { openEmbedded } from "./driver/embedded.ts";
import { openRemote } from "./driver/remote.ts";
import { type CounterRow, remoteCounters } from "./driver/remote-counters.ts";
import { isBusy } from "./errors.ts";
import { withCommitHooks } from "./observe.ts";
import type * as schema from "./schema/index.ts";

/** How soon (ms) another process's commit on the same embedded file reaches `Db.changeCount`. */
export { FOREIGN_CHANGE_CHECK_MS } from "./driver/embedded.ts";

export type Schema = typeof schema;
/**
 * What `db.orm` is: drizzle over the synchronous libsql driver (embedded) or `@libsql/client`
 * (sqld, Turso, embedded replicas). Await every query: the same code then runs on both.
 */
export type Database = BaseSQLiteDatabase<"sync" | "async", unknown, Schema>;
/** The handle a write transaction callback receives. */
export type Tx = SQLiteTransaction<"sync" | "async", unknown, Schema, ExtractTablesWithRelations<Schema>>;

export interface DbOptions {
  /** `file:path.db` (default), `:memory:`, `http(s)://` (sqld) or `libsql://` (Turso). */
  url: string;
  authToken?: string | undefined;
  /** Embedded replica: a local file kept in sync with this primary. */
  syncUrl?: string | undefined;
}

/** A statement in `@libsql/client`'s shape: SQL text with `?` placeholders and its arguments. */
export type Statement = string | { sql: string; args?: unknown[] };
export interface ExecuteResult {
  rows: Record<string, unknown>[];
  rowsAffected: number;
}

export interface Db {
  /**
   * Reads. Embedded: a `query_only` connection of its own, so it sees only committed data and a
   * write here throws (`attempt to write a readonly database`): write through `db.write`.
   */
  orm: Database;
  /** `file:` and `:memory:` databases live in this process; anything else is a server. */
  embedded: boolean;
  /** Runs `fn` in one write transaction, serialised in-process and retried when the database is busy. */
  write<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** One raw SQL statement outside any transaction (maintenance, checks, tests), queued like a write. */
  execute(statement: Statement): Promise<ExecuteResult>;
  /**
   * Embedded only: a number that grows whenever committed data may have changed: at once after each
   * of this handle's writes, within 20 ms after another process's (SQLite's `data_version`). Read
   * caches tag entries with it. Undefined on a server, where other instances write unseen.
   */
  changeCount?: () => number;
  /**
   * A named counter that triggers move only when the data it stands for changes
   * (db/src/schema/counters.ts). A cache tagged with it outlives unrelated writes. Embedded: read at
   * most once per `changeCount` value, exactly as current as it. On a server: read every 100 ms and
   * by each write transaction of this handle as its last statement, so its own writes show at once
   * (driver/remote-counters.ts); another instance's within 100 ms.
   */
  counter?: (name: string) => number;
  /** Applies the drizzle-kit migrations in `migrationsFolder` with the driver's own migrator. */
  migrate(migrationsFolder: string): Promise<void>;
  close(): void;
}

/**
 * How long a write waits for another process's write lock on a server before giving up: the embedded
 * file's `busy_timeout`, so both modes wait alike.
 */
const BUSY_WAIT_MS = 5_000;

/** A FIFO mutex: SQLite has one writer, so queueing in-process avoids busy errors entirely. */
function createMutex() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };
}

/**
 * One write queue per database file in this process: two `createDb` handles on the same file (a
 * test, a job runner) must not both hold a synchronous writer, or one's BEGIN IMMEDIATE would
 * block the thread the other needs to finish its transaction.
 */
const fileQueues = new Map<string, { serialise: ReturnType<typeof createMutex>; users: number }>();

function fileQueue(path: string) {
  const key = resolve(path);
  let entry = fileQueues.get(key);
  if (!entry) {
    entry = { serialise: createMutex(), users: 0 };
    fileQueues.set(key, entry);
  }
  entry.users++;
  let released = false;
  const queue = entry;
  return {
    serialise: queue.serialise,
    release() {
      if (released) return;
      released = true;
      if (--queue.users === 0 && fileQueues.get(key) === queue) fileQueues.delete(key);
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function retryBusy<T>(attempt: () => Promise<T>): Promise<T> {
  const deadline = performance.now() + BUSY_WAIT_MS;
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isBusy(error) || performance.now() >= deadline) throw error;
      // Backing off exponentially (5 ms, 10 ms, … at most 1 s a wait): a crowd of waiting writers
      // asking again every few milliseconds would only add to the server's load.
      await sleep(Math.min(5 * 2 ** i, 1_000) + Math.random() * 10);
    }
  }
}

/**
 * The embedded database uses two connections (reader and writer), and two connections to
 * `:memory:` would be two empty databases. An in-memory database is therefore a private temp file
 * that is deleted on close: same semantics (ephemeral, private).
 */
function resolveUrl(url: string): { url: string; temp?: string } {
  if (url !== ":memory:") return { url };
  const temp = join(tmpdir(), `jadeverse-mem-${crypto.randomUUID()}.db`);
  return { url: `file:${temp}`, temp };
}

const toArgs = (statement: Statement) =>
  typeof statement === "string"
    ? { text: statement, args: [] }
    : { text: statement.sql, args: statement.args ?? [] };

export async function createDb(options: DbOptions): Promise<Db> {
  const { url, temp } = resolveUrl(options.url);
  const embedded = url.startsWith("file:");
  let db: Db;

  if (embedded && !options.syncUrl) {
    const path = url.slice("file:".length);
    const connections = openEmbedded(path);
    const queue = fileQueue(path);
    const serialise = queue.serialise;
    const write = <T>(fn: (tx: Tx) => Promise<T>) =>
      withCommitHooks<Tx, T>(
        (inner) =>
          serialise(() => retryBusy(() => connections.transaction((tx) => inner(tx as unknown as Tx)))),
        fn,
      );
    db = {
      orm: connections.reader as unknown as Database,
      embedded,
      write,
      execute: (statement) =>
        serialise(async () => {
          const { text, args } = toArgs(statement);
          return retryBusy(async () => connections.execute(text, args));
        }),
      migrate: (migrationsFolder) => serialise(async () => connections.migrate(migrationsFolder)),
      changeCount: connections.changeCount,
      counter: connections.counter,
      close() {
        connections.close();
        queue.release();
      },
    };
  } else {
    const remote = await openRemote({
      url,
      authToken: options.authToken,
      ...(options.syncUrl ? { syncUrl: options.syncUrl } : {}),
    });
    const serialise = createMutex();
    const run = <T>(fn: () => Promise<T>) => (embedded ? serialise(fn) : fn());
    const readCounters = sql`SELECT name, value FROM change_counters`;
    const counters = remoteCounters(() => remote.orm.all<CounterRow>(readCounters));
    /**
     * A write transaction that reads the counters last, as of its commit (driver/remote-counters.ts).
     * The read is sent and the commit right behind it, without waiting for its answer: over the
     * writer's WebSocket both go out together, one round trip under the write lock instead of two.
     * A read that fails leaves the counters unknown (the commit stands).
     */
    const transaction = async <T>(inner: (tx: Tx) => Promise<T>) => {
      let read: Promise<CounterRow[] | undefined> = Promise.resolve(undefined);
      try {
        const result = await retryBusy(() =>
          remote.transaction(async (tx) => {
            const value = await inner(tx as unknown as Tx);
            // Promise.resolve starts drizzle's lazy query now, ahead of the commit.
            read = Promise.resolve(tx.all<CounterRow>(readCounters)).catch(() => undefined);
            return value;
          }),
        );
        const rows = await read;
        if (rows) counters.committed(rows);
        else counters.wrote();
        return result;
      } catch (error) {
        counters.wrote(); // a lost reply may hide a commit
        throw error;
      }
    };
    /** A raw statement may write: the counters are unknown until read again. */
    const writing = async <T>(fn: () => Promise<T>) => {
      try {
        return await fn();
      } finally {
        counters.wrote();
      }
    };
    db = {
      orm: remote.orm as unknown as Database,
      embedded,
      // The server has one writer too: write transactions of this process queue here instead of all
      // opening at once and retrying on SQLITE_BUSY with backoff (under load, 100 concurrent queue
      // joins took 3.2 s that way and ~10x less queued). Other processes still contend at the server.
      write: (fn) => withCommitHooks((inner) => serialise(() => transaction(inner)), fn),
      execute: (statement) =>
        run(() =>
          writing(() => {
            const { text, args } = toArgs(statement);
            return remote.execute(text, args);
          }),
        ),
      counter: counters.counter,
      migrate: remote.migrate,
      close() {
        counters.close();
        remote.close();
      },
    };
  }

  const close = db.close;
  return {
    ...db,
    close() {
      close();
      if (temp) for (const suffix of ["", "-wal", "-shm"]) rmSync(temp + suffix, { force: true });
    },
  };
}
