import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { sessions } from "./auth.ts";
import { createdAt, timestamp } from "./columns.ts";
import { users } from "./users.ts";

/**
 * What a wallet signature proves (docs: docs/payments.md and "Vesting"): that the wallet pays an EVM
 * order (its terms and this nonce signed with `personal_sign`), or that it belongs to the signed-in
 * session (a sign-in-with-Ethereum message, or an ed25519 message for a Solana key).
 */
export const WALLET_CHALLENGE_PURPOSES = ["evm-payment", "wallet-sign-in"] as const;
export type WalletChallengePurpose = (typeof WALLET_CHALLENGE_PURPOSES)[number];

/** The wallet kinds a session can prove. */
export const WALLET_KINDS = ["evm", "solana"] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

/**
 * Server nonces a wallet signs: issued to one player for one purpose, single use (`used_at` is set by
 * a conditional update, so of two racing uses exactly one wins), and useless after `expires_at`.
 */
export const walletChallenges = sqliteTable(
  "wallet_challenges",
  {
    nonce: text("nonce").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: WALLET_CHALLENGE_PURPOSES }).notNull(),
    expiresAt: timestamp("expires_at").notNull(),
    usedAt: timestamp("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("wallet_challenges_expiry_idx").on(t.expiresAt)],
);

/**
 * Wallets a session proved it holds (by signing a server nonce). The proof lasts as long as the
 * session: revoking or removing the session removes it.
 */
export const sessionWallets = sqliteTable(
  "session_wallets",
  {
    sessionId: integer("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: WALLET_KINDS }).notNull(),
    /** EVM addresses lower-cased; Solana keys as base58. */
    address: text("address").notNull(),
    provedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.kind, t.address] })],
);
