import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import type { Tx } from "../client.ts";
import type { Handle } from "../queries/prepared.ts";
import { type AuditEntry, auditLog } from "../schema/console.ts";

export type { AuditEntry };
export type NewAuditEntry = Omit<typeof auditLog.$inferInsert, "id" | "at">;

/** Appends one entry (the table refuses updates and deletes: migration 0025's triggers). */
export async function appendAudit(tx: Tx, entry: NewAuditEntry): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

/** The newest entries first, `limit` of them, before the id `before` (paging), optionally of one target. */
export async function auditPage(
  db: Handle,
  options: { limit: number; before?: number | undefined; target?: string | undefined },
): Promise<AuditEntry[]> {
  const conditions: SQL[] = [];
  if (options.before !== undefined) conditions.push(lt(auditLog.id, options.before));
  if (options.target !== undefined) conditions.push(eq(auditLog.target, options.target));
  return db
    .select()
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(options.limit);
}
