import { type Client, createClient, type Transaction } from "@libsql/client";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { statementDone, statementStart } from "../observe.ts";
import * as schema from "../schema/index.ts";

type Timed = Pick<Client | Transaction, "execute" | "batch">;

/** `execute` and `batch` of a client or transaction, timed for the statement observer (observe.ts). */
function timed<T extends Timed>(target: T, kind: "read" | "write" | "auto"): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver);
      if (property !== "execute" && property !== "batch") {
        if (property === "transaction" && typeof value === "function")
          return async (...args: unknown[]) =>
            timed(await (value as (...a: unknown[]) => Promise<Transaction>).apply(object, args), "write");
        return typeof value === "function" ? value.bind(object) : value;
      }
      return async (...args: unknown[]) => {
        const start = statementStart();
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(object, args);
        } finally {
          const sql = typeof args[0] === "string" ? args[0] : (args[0] as { sql?: string } | undefined)?.sql;
          statementDone(kind === "auto" ? (/^\s*select\b/i.test(sql ?? "") ? "read" : "write") : kind, start);
        }
      };
    },
  });
}

export type RemoteOrm = LibSQLDatabase<typeof schema>;

/**
 * A server's HTTP URL as the same server's WebSocket URL (sqld answers Hrana on both at one address);
 * any other URL as it is. Over a WebSocket a request is one frame on an open connection, not an HTTP
 * request: the writer's round trips, each under the write lock, are shorter (bench/README.md).
 */
export const overWebSocket = (url: string) => url.replace(/^http(s?):\/\//, "ws$1://");

/**
 * `@libsql/client` for everything that is not a plain embedded file: sqld / Turso over HTTP or
 * WebSockets, and embedded replicas (`syncUrl`), whose writes go to the primary.
 *
 * On a server, write transactions get a client of their own. A client runs at most 20 requests at once
 * and queues the rest in order, a transaction's start among them: with one client, a crowd's reads (20,000
 * sockets signing in, a betting window's checks) queued every write behind them, and the crash driver's
 * lease renewal waited past its lease (bench/README.md "bench:crash"). Writes are serialised per process
 * anyway (client.ts), so the writer's own queue holds at most one. The writer speaks over a WebSocket
 * (`overWebSocket`).
 */
export async function openRemote(options: { url: string; authToken?: string | undefined; syncUrl?: string }) {
  const open = (url = options.url) =>
    timed(
      createClient({
        url,
        authToken: options.authToken,
        ...(options.syncUrl ? { syncUrl: options.syncUrl } : {}),
      }),
      "auto",
    );
  const client = open();
  const local = options.url.startsWith("file:");
  if (local) {
    await client.execute("PRAGMA journal_mode = WAL");
    await client.execute("PRAGMA busy_timeout = 5000");
    await client.execute("PRAGMA synchronous = NORMAL");
    await client.execute("PRAGMA foreign_keys = ON");
  }
  // An embedded replica is one local file: one client for it.
  const writer = local ? client : open(overWebSocket(options.url));
  const orm = drizzle(client, { schema });
  const writes = local ? orm : drizzle(writer, { schema });
  return {
    orm,
    /** @libsql/client runs a `write` transaction as BEGIN IMMEDIATE. */
    transaction: <T>(fn: (tx: Parameters<Parameters<RemoteOrm["transaction"]>[0]>[0]) => Promise<T>) =>
      writes.transaction(fn, { behavior: "immediate" }),
    async execute(text: string, args: unknown[]) {
      const result = await writer.execute({ sql: text, args: args as never });
      return { rows: result.rows as unknown as Record<string, unknown>[], rowsAffected: result.rowsAffected };
    },
    migrate: (migrationsFolder: string) => migrate(writes, { migrationsFolder }),
    close: () => {
      client.close();
      if (writer !== client) writer.close();
    },
  };
}
