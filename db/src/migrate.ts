import { fileURLToPath } from "node:url";
import { migrate } from "drizzle-orm/libsql/migrator";
import type { Db } from "./client.ts";

export const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

/** Applies every committed drizzle-kit migration that the database has not seen yet. */
export async function migrateDb(db: Db): Promise<void> {
  await migrate(db.orm, { migrationsFolder });
}
