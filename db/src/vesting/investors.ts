import { and, eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { isUniqueViolation } from "../errors.ts";
import { type InvestorType, investors, vestingWalletChanges } from "../schema/vesting.ts";

export type Investor = typeof investors.$inferSelect;

/** An EVM address as stored: lowercase (matched case-insensitively, checksummed on output by the API). */
export const storedEvmAddress = (address: string) => address.toLowerCase();

/** The investor of `type` holding this EVM wallet (any letter case), if any. */
export async function investorByEvm(
  db: Db,
  type: InvestorType,
  address: string,
): Promise<Investor | undefined> {
  const [row] = await db.orm
    .select()
    .from(investors)
    .where(and(eq(investors.type, type), eq(investors.evmWalletAddress, storedEvmAddress(address))))
    .limit(1);
  return row;
}

/** The investor of `type` holding this Solana wallet (base58 is case-sensitive: matched exactly). */
export async function investorBySolana(
  db: Db,
  type: InvestorType,
  address: string,
): Promise<Investor | undefined> {
  const [row] = await db.orm
    .select()
    .from(investors)
    .where(and(eq(investors.type, type), eq(investors.solanaWalletAddress, address)))
    .limit(1);
  return row;
}

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
