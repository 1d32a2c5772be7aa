import { and, eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { isUniqueViolation } from "../errors.ts";
import { type InvestorType, investors, vestingWalletChanges } from "../schema/vesting.ts";

export type Investor = typeof investors.$inferSelect;

/** An EVM address as stored: lowercase (matched case-insensitively, checksummed on output by the API). */
export const storedEvmAddress = (address: string) => address.toLowerCase();

/** The investor of `type` holding this wallet: EVM in any letter case, Solana exactly (base58 is case-sensitive). */
async function investorByWallet(
  db: Db,
  type: InvestorType,
  wallet: { evm: string } | { solana: string },
): Promise<Investor | undefined> {
  const match =
    "evm" in wallet
      ? eq(investors.evmWalletAddress, storedEvmAddress(wallet.evm))
      : eq(investors.solanaWalletAddress, wallet.solana);
  const [row] = await db.orm
    .select()
    .from(investors)
    .where(and(eq(investors.type, type), match))
    .limit(1);
  return row;
}

export const investorByEvm = (db: Db, type: InvestorType, address: string) =>
  investorByWallet(db, type, { evm: address });
export const investorBySolana = (db: Db, type: InvestorType, address: string) =>
  investorByWallet(db, type, { solana: address });

export type WalletChange = { status: "changed"; investor: Investor } | { status: "replayed" };

/**
 * Sets an investor's Solana wallet on a signed request, in one transaction: the signature's
 * (signer, timestamp) is recorded (unique: a signed message is accepted once, ever, however often and
 * however concurrently it is sent) with the wallet it replaces, and the wallet changes.
 */
export async function changeSolanaWallet(
  db: Db,
  change: { investorId: number; signer: string; signedAt: number; previous: string | null; next: string },
): Promise<WalletChange> {
  try {
    return await db.write(async (tx): Promise<WalletChange> => {
      await tx.insert(vestingWalletChanges).values({
        investorId: change.investorId,
        signer: storedEvmAddress(change.signer),
        signedAt: change.signedAt,
        previousSolanaWallet: change.previous,
        newSolanaWallet: change.next,
      });
      const [updated] = await tx
        .update(investors)
        .set({ solanaWalletAddress: change.next })
        .where(eq(investors.id, change.investorId))
        .returning();
      if (!updated) throw new Error("changeSolanaWallet: the investor vanished");
      return { status: "changed", investor: updated };
    });
  } catch (error) {
    if (isUniqueViolation(error, "vesting_wallet_changes")) return { status: "replayed" };
    throw error;
  }
}
