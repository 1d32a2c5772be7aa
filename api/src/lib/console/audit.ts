import type { Tx } from "@jadeverse/db/client";
import { appendAudit, type NewAuditEntry } from "@jadeverse/db/console/audit";
import type { Deps } from "../../context.ts";

/**
 * Writes one audit entry: in the caller's transaction (an action and its record commit together) or,
 * for a refusal, in one of its own.
 */
export function audit(deps: Deps, entry: NewAuditEntry, tx?: Tx): Promise<void> {
  return tx ? appendAudit(tx, entry) : deps.db.write((own) => appendAudit(own, entry));
}
