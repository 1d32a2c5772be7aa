import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Client, createClient } from "@libsql/client";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
export type Database = LibSQLDatabase<Schema>;
/** The handle a write transaction callback receives. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DbOptions {
  /** `file:path.db` (default), `:memory:`, `http(s)://` (sqld) or `libsql://` (Turso). */
  url: string;
  authToken?: string | undefined;
  /** Embedded replica: a local file kept in sync with this primary. */
  syncUrl?: string | undefined;
}

export interface Db {
  orm: Database;
  client: Client;
  /** `file:` and `:memory:` databases live in this process; anything else is a server. */
  embedded: boolean;
  /** Runs `fn` in one write transaction, serialised in-process and retried when the database is busy. */
  write<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): void;
}

const BUSY_RETRIES = 8;

function isBusy(error: unknown): boolean {
  const text = String((error as { code?: string })?.code ?? "") + String((error as Error)?.message ?? "");
  return /SQLITE_BUSY|database is locked/i.test(text);
}

/** A FIFO mutex: SQLite has one writer, so queueing in-process avoids busy errors entirely. */
function createMutex() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * libsql's embedded client opens a fresh connection for every interactive transaction, and a fresh
 * `:memory:` connection is an empty database. An in-memory database is therefore a private temp file
 * that is deleted on close: same semantics (ephemeral, private), transactions that work.
 */
function resolveUrl(url: string): { url: string; temp?: string } {
  if (url !== ":memory:") return { url };
  const temp = join(tmpdir(), `jadeverse-mem-${crypto.randomUUID()}.db`);
  return { url: `file:${temp}`, temp };
}

export async function createDb(options: DbOptions): Promise<Db> {
  const { url, temp } = resolveUrl(options.url);
  const embedded = url.startsWith("file:");
  const client = createClient({
    url,
    authToken: options.authToken,
    ...(options.syncUrl ? { syncUrl: options.syncUrl } : {}),
  });
  if (embedded) {
    await client.execute("PRAGMA journal_mode = WAL");
    await client.execute("PRAGMA busy_timeout = 5000");
    await client.execute("PRAGMA synchronous = NORMAL");
  }
  if (embedded) await client.execute("PRAGMA foreign_keys = ON");
  const orm = drizzle(client, { schema });
  const serialise = createMutex();

  async function write<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    const attempt = () => orm.transaction(fn, { behavior: "immediate" });
    const run = async () => {
      for (let i = 0; ; i++) {
        try {
          return await attempt();
        } catch (error) {
          if (!isBusy(error) || i >= BUSY_RETRIES) throw error;
          await sleep(5 * 2 ** i + Math.random() * 10);
        }
      }
    };
    return embedded ? serialise(run) : run();
  }

  const close = () => {
    client.close();
    if (temp) for (const suffix of ["", "-wal", "-shm"]) rmSync(temp + suffix, { force: true });
  };
  return { orm, client, embedded, write, close };
}
