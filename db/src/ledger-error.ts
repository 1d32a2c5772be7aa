import type { Currency } from "./schema/ledger.ts";

/** Why the ledger refused a change (the API maps each to a typed error code). */
export type LedgerErrorCode = "INSUFFICIENT_FUNDS" | "USER_NOT_FOUND" | "INVALID_CHANGE";

export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    readonly currency?: Currency,
  ) {
    super(`ledger: ${code}${currency ? ` (${currency})` : ""}`);
  }
}

/** The idempotency key of an operation's `index`-th change (`ledger_entries.idempotency_key`). */
export const entryKey = (key: string, index: number) => `${key}#${index}`;
