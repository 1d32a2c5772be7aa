import { fileURLToPath } from "node:url";
import type { Db } from "./client.ts";

export const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

/**
 * Applies every committed drizzle-kit migration that the database has not seen yet, with the
 * migrator of the driver in use (better-sqlite3's on the embedded writer, libsql's on a server).
 */
export async function migrateDb(db: Db): Promise<void> {
  await db.migrate(migrationsFolder);
}
