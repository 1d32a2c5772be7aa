import { createClient } from "@libsql/client";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import * as schema from "../schema/index.ts";

export type RemoteOrm = LibSQLDatabase<typeof schema>;

/**
 * `@libsql/client` for everything that is not a plain embedded file: sqld / Turso over HTTP or
 * WebSockets, and embedded replicas (`syncUrl`), whose writes go to the primary.
 */
export async function openRemote(options: { url: string; authToken?: string | undefined; syncUrl?: string }) {
  const client = createClient({
    url: options.url,
    authToken: options.authToken,
    ...(options.syncUrl ? { syncUrl: options.syncUrl } : {}),
  });
  if (options.url.startsWith("file:")) {
    await client.execute("PRAGMA journal_mode = WAL");
    await client.execute("PRAGMA busy_timeout = 5000");
    await client.execute("PRAGMA synchronous = NORMAL");
    await client.execute("PRAGMA foreign_keys = ON");
  }
  const orm = drizzle(client, { schema });
  return {
    orm,
    /** @libsql/client runs a `write` transaction as BEGIN IMMEDIATE. */
    transaction: <T>(fn: (tx: Parameters<Parameters<RemoteOrm["transaction"]>[0]>[0]) => Promise<T>) =>
      orm.transaction(fn, { behavior: "immediate" }),
    async execute(text: string, args: unknown[]) {
      const result = await client.execute({ sql: text, args: args as never });
      return { rows: result.rows as unknown as Record<string, unknown>[], rowsAffected: result.rowsAffected };
    },
    migrate: (migrationsFolder: string) => migrate(orm, { migrationsFolder }),
    close: () => client.close(),
  };
}
