import { integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns.ts";

export const INVESTOR_TYPES = ["private", "public", "team"] as const;
export type InvestorType = (typeof INVESTOR_TYPES)[number];

/** Token investors and their vesting terms (spec 001 §3 "Vesting investor record"). */
export const investors = sqliteTable("investors", {
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
});
