import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../client.ts";
import { sessionWallets, type WalletKind } from "../schema/wallet-proofs.ts";

/** The form a wallet address is kept in: EVM lower-cased, Solana keys as given (base58 is case-sensitive). */
export const walletKey = (kind: WalletKind, address: string) =>
  kind === "evm" ? address.toLowerCase() : address;

/** Records, inside the caller's transaction, that a session proved it holds a wallet (idempotent). */
export async function bindWalletToSession(
  tx: Tx,
  sessionId: number,
  kind: WalletKind,
  address: string,
): Promise<void> {
  await tx
    .insert(sessionWallets)
    .values({ sessionId, kind, address: walletKey(kind, address) })
    .onConflictDoNothing();
}

/** Whether the session proved it holds the wallet. */
export async function sessionHoldsWallet(
  db: Db,
  sessionId: number,
  kind: WalletKind,
  address: string,
): Promise<boolean> {
  const [row] = await db.orm
    .select({ kind: sessionWallets.kind })
    .from(sessionWallets)
    .where(
      and(
        eq(sessionWallets.sessionId, sessionId),
        eq(sessionWallets.kind, kind),
        eq(sessionWallets.address, walletKey(kind, address)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The wallets a session proved (the page's connected wallet is checked against these). */
export async function sessionWalletsOf(db: Db, sessionId: number) {
  return db.orm
    .select({ kind: sessionWallets.kind, address: sessionWallets.address })
    .from(sessionWallets)
    .where(eq(sessionWallets.sessionId, sessionId));
}
