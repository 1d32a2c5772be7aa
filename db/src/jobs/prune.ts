import { inArray, isNotNull, lte, or, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../client.ts";
import { emailTokens, sessions, trustedDevices } from "../schema/auth.ts";

export interface PruneRowsOptions {
  now: Date;
  /** Revoked sessions are kept until this moment (the caller's retention), expired ones go at once. */
  revokedBefore: Date;
  /** Rows deleted per write transaction, so a large backlog never holds the writer for long. */
  batch: number;
  signal?: AbortSignal | undefined;
}

export interface PrunedRows {
  sessions: number;
  emailTokens: number;
  trustedDevices: number;
}

async function deleteInBatches(
  db: Db,
  table: SQLiteTable & { id: SQLiteColumn },
  where: SQL | undefined,
  options: PruneRowsOptions,
): Promise<number> {
  let total = 0;
  for (;;) {
    if (options.signal?.aborted) return total;
    const deleted = await db.write(async (tx) => {
      const ids = tx.select({ id: table.id }).from(table).where(where).limit(options.batch);
      const rows = await tx.delete(table).where(inArray(table.id, ids)).returning({ id: table.id });
      return rows.length;
    });
    total += deleted;
    if (deleted < options.batch) return total;
  }
}

/**
 * Deletes the rows that can no longer be used, in batches: sessions expired or revoked before
 * `revokedBefore`, mailed tokens expired or used, trusted-device cookies expired. Stops between
 * batches when `signal` aborts. Returns how many rows of each went.
 */
export async function pruneExpiredRows(db: Db, options: PruneRowsOptions): Promise<PrunedRows> {
  const { now, revokedBefore } = options;
  return {
    sessions: await deleteInBatches(
      db,
      sessions,
      or(lte(sessions.expiresAt, now), lte(sessions.revokedAt, revokedBefore)),
      options,
    ),
    emailTokens: await deleteInBatches(
      db,
      emailTokens,
      or(lte(emailTokens.expiresAt, now), isNotNull(emailTokens.usedAt)),
      options,
    ),
    trustedDevices: await deleteInBatches(db, trustedDevices, lte(trustedDevices.expiresAt, now), options),
  };
}
