import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns.ts";
import { users } from "./users.ts";

export const CURRENCIES = ["gems", "coins"] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * Append-only record of every balance change. `idempotency_key` is unique, so the same
 * business event (a payment, a spin, a seed grant) can never be applied twice.
 */
export const ledgerEntries = sqliteTable(
  "ledger_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    delta: integer("delta").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    reason: text("reason").notNull(),
    reference: text("reference"),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index("ledger_user_currency_idx").on(t.userId, t.currency, t.id)],
);

export type LedgerEntry = typeof ledgerEntries.$inferSelect;
