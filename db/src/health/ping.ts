import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";

/** Asks the database the smallest question there is; resolves when it answered, rejects when not. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.orm.get(sql`select 1`);
}
