import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns.ts";

export const INVESTOR_TYPES = ["private", "public", "team"] as const;
export type InvestorType = (typeof INVESTOR_TYPES)[number];

/** Token investors and their vesting terms (docs/product/economy.md §3 "Vesting investor record"). */
export const investors = sqliteTable(
  "investors",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    type: text("type", { enum: INVESTOR_TYPES }).notNull(),
    evmWalletAddress: text("evm_wallet_address"),
    solanaWalletAddress: text("solana_wallet_address"),
    tokenAmount: text("token_amount").notNull(),
    roundPriceUsd: real("round_price_usd").notNull(),
    totalInvested: real("total_invested").notNull(),
    cliffMonths: integer("cliff_months").notNull(),
    vestingMonths: integer("vesting_months").notNull(),
    unlockAtTge: text("unlock_at_tge").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("investors_evm_idx").on(t.evmWalletAddress),
    index("investors_solana_idx").on(t.solanaWalletAddress),
  ],
);

/**
 * Every wallet change an investor signed (docs/product/economy.md §7 `update-wallet`, `add-solana-wallet`): the
 * signer and the signed timestamp are unique together, so a signed message is accepted once, ever.
 */
export const vestingWalletChanges = sqliteTable(
  "vesting_wallet_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    investorId: integer("investor_id")
      .notNull()
      .references(() => investors.id),
    /** The EVM address that signed, lowercase. */
    signer: text("signer").notNull(),
    /** The message's timestamp, seconds. */
    signedAt: integer("signed_at").notNull(),
    previousSolanaWallet: text("previous_solana_wallet"),
    newSolanaWallet: text("new_solana_wallet").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("vesting_wallet_changes_signature_idx").on(t.signer, t.signedAt)],
);
