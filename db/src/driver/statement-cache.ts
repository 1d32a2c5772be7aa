import type Database from "libsql";
import { statementDone, statementStart } from "../observe.ts";

type Connection = InstanceType<typeof Database>;
type NativeStatement = ReturnType<Connection["prepare"]>;

/** The statement surface drizzle's better-sqlite3 session uses. */
export interface CachedStatement {
  raw(toggle?: boolean): CachedStatement;
  pluck(toggle?: boolean): CachedStatement;
  run(...params: unknown[]): { changes: number; lastInsertRowid: number | bigint };
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  iterate(...params: unknown[]): IterableIterator<unknown>;
  columns(): ReturnType<NativeStatement["columns"]>;
  readonly reader: boolean;
}

/**
 * A prepared statement shared by every call with the same SQL text. better-sqlite3's (and libsql's)
 * `raw()` and `pluck()` toggle a mode that stays on the statement; drizzle calls `stmt.raw().all()`
 * for mapped selects and plain `stmt.all()` for raw SQL, so on a shared statement the mode is
 * per call here: `raw()`/`pluck()` arm it for the next execution only, which then resets it.
 * Parameters always reach the engine as one positional array (libsql-js would read a lone object
 * argument, a blob or a null, as named parameters).
 */
class SharedStatement implements CachedStatement {
  #native: NativeStatement;
  #state: { open: boolean };
  /** The raw mode the native statement is in right now (toggling it is a native call). */
  #nativeRaw = false;
  #nextRaw = false;
  #nextPluck = false;

  constructor(native: NativeStatement, state: { open: boolean }) {
    this.#native = native;
    this.#state = state;
  }

  raw(toggle = true): CachedStatement {
    this.#nextRaw = toggle;
    return this;
  }

  pluck(toggle = true): CachedStatement {
    this.#nextPluck = toggle;
    return this;
  }

  get reader(): boolean {
    return this.#native.reader;
  }

  columns() {
    return this.#native.columns();
  }

  /** Puts the native statement in this call's mode and disarms the one-call toggles. */
  #arm(): { raw: boolean; pluck: boolean } {
    // libsql-js statements outlive their connection's close(); ours refuse, like the connection.
    if (!this.#state.open) throw new Error(CLOSED);
    const raw = this.#nextRaw;
    const pluck = this.#nextPluck;
    this.#nextRaw = false;
    this.#nextPluck = false;
    if (raw !== this.#nativeRaw) {
      this.#native.raw(raw);
      this.#nativeRaw = raw;
    }
    return { raw, pluck };
  }

  run(...params: unknown[]) {
    this.#arm();
    const start = statementStart();
    const result = this.#native.run(params) as { changes: number; lastInsertRowid: number | bigint };
    statementDone("write", start);
    return result;
  }

  get(...params: unknown[]): unknown {
    const { raw, pluck } = this.#arm();
    const start = statementStart();
    const row = this.#native.get(params) as Record<string, unknown> | unknown[] | undefined;
    statementDone(this.#native.reader ? "read" : "write", start);
    if (row === undefined || row === null) return undefined;
    if (raw) return pluck ? (row as unknown[])[0] : row;
    // libsql-js adds a `_metadata` (timing) property to object rows from `get`.
    const { _metadata, ...object } = row as Record<string, unknown>;
    return pluck ? Object.values(object)[0] : object;
  }

  all(...params: unknown[]): unknown[] {
    const { raw, pluck } = this.#arm();
    const start = statementStart();
    const rows = this.#native.all(params);
    statementDone(this.#native.reader ? "read" : "write", start);
    if (!pluck) return rows;
    return rows.map((row) => (raw ? (row as unknown[])[0] : Object.values(row as object)[0]));
  }

  iterate(...params: unknown[]): IterableIterator<unknown> {
    this.#arm();
    return this.#native.iterate(params);
  }
}

const CLOSED = "The database connection is not open";

/** Most distinct SQL texts kept prepared per connection (the app has a few hundred at most). */
const DEFAULT_CAPACITY = 1000;

/**
 * Wraps a libsql connection so `prepare(sql)` returns one shared, reusable statement per SQL text
 * (oldest evicted first past `capacity`). `close()` closes the connection for good.
 */
export function withStatementCache(connection: Connection, capacity = DEFAULT_CAPACITY) {
  const cache = new Map<string, SharedStatement>();
  const state = { open: true };
  const prepare = (sql: string): CachedStatement => {
    let statement = cache.get(sql);
    if (statement) return statement;
    statement = new SharedStatement(connection.prepare(sql), state);
    if (cache.size >= capacity) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(sql, statement);
    return statement;
  };
  return {
    prepare,
    get open() {
      return state.open;
    },
    /** How many statements are prepared (for tests). */
    get size() {
      return cache.size;
    },
    /** Closes the connection; every cached statement refuses to run from now on. */
    close() {
      if (!state.open) return;
      state.open = false;
      cache.clear();
      connection.close();
    },
  };
}

export type CachingConnection = ReturnType<typeof withStatementCache>;
