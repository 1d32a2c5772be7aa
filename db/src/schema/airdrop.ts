import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "./columns.ts";

/**
 * The private investors' NFT airdrop (docs/product/economy.md §2 "NFT airdrop claim"): the 5-character codes printed
 * on the gift cards, stored only as a keyed hash (HMAC-SHA256 under `AIRDROP_CODE_SECRET`: a leaked
 * table alone cannot be turned back into codes, not even by trying all 32^5), each usable once.
 */
export const airdropCodes = sqliteTable(
  "airdrop_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    codeHash: text("code_hash").notNull().unique(),
    /** The operator's batch name (a print run), for exports. */
    batch: text("batch").notNull(),
    createdAt: createdAt(),
    usedAt: timestamp("used_at"),
  },
  (t) => [index("airdrop_codes_batch_idx").on(t.batch)],
);

/** A Solana wallet registered for the NFT with one code: a wallet registers once, a code serves once. */
export const airdropRegistrations = sqliteTable("airdrop_registrations", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  solanaWalletAddress: text("solana_wallet_address").notNull().unique(),
  codeId: integer("code_id")
    .notNull()
    .unique()
    .references(() => airdropCodes.id),
  registeredAt: createdAt(),
  /** When the NFT was sent (set by the operator's distribution; null while waiting). */
  sentAt: timestamp("sent_at"),
});
