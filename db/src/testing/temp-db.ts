import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createDb, type Db } from "../client.ts";
import { migrateDb } from "../migrate.ts";

/**
 * A migrated database in a temp file of its own for the calling suite (created before its tests,
 * closed and deleted after them). Returns the accessor: call it inside tests and hooks.
 */
export function useTempDb(name: string): () => Db {
  const dir = mkdtempSync(join(tmpdir(), `jv-${name}-`));
  let db: Db | undefined;
  beforeAll(async () => {
    db = await createDb({ url: `file:${join(dir, `${name}.db`)}` });
    await migrateDb(db);
  });
  afterAll(() => {
    db?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    if (!db) throw new Error("the temp database is only open inside the suite's tests and hooks");
    return db;
  };
}
