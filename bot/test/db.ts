import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, type Db } from "@jadeverse/db/client";
import { migrateDb } from "@jadeverse/db/migrate";

export interface TestDb {
  db: Db;
  /** The database URL, for a second handle playing another process (a worker, a restart). */
  url: string;
  close(): void;
}

/** A fresh, migrated libsql file in a temp directory (the embedded mode `npm start` uses). */
export async function createTestDb(): Promise<TestDb> {
  const dir = mkdtempSync(join(tmpdir(), "jv-bot-"));
  const url = `file:${join(dir, "bot.db")}`;
  const db = await createDb({ url });
  await migrateDb(db);
  return {
    db,
    url,
    close: () => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
