import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../client.ts";
import { isUniqueViolation } from "../errors.ts";
import { airdropCodes, airdropRegistrations } from "../schema/airdrop.ts";
import { hashAirdropCode } from "./codes.ts";

export type AirdropRegistration =
  | { status: "registered"; registrationId: number; registeredAt: Date }
  | { status: "invalid_code" }
  | { status: "code_used" }
  | { status: "wallet_registered" };

/**
 * Registers a Solana wallet for the private investors' NFT with a gift card's code, in one write
 * transaction: a wallet registers once; a code serves once (a conditional update: of two attempts
 * with one code, however concurrent, exactly one wins); an unknown code registers nothing.
 */
export async function registerForAirdrop(
  db: Db,
  secret: string,
  solanaWalletAddress: string,
  code: string,
): Promise<AirdropRegistration> {
  const codeHash = hashAirdropCode(secret, code);
  try {
    return await db.write(async (tx): Promise<AirdropRegistration> => {
      const [already] = await tx
        .select({ id: airdropRegistrations.id })
        .from(airdropRegistrations)
        .where(eq(airdropRegistrations.solanaWalletAddress, solanaWalletAddress));
      if (already) return { status: "wallet_registered" };
      const [found] = await tx
        .select({ id: airdropCodes.id, usedAt: airdropCodes.usedAt })
        .from(airdropCodes)
        .where(eq(airdropCodes.codeHash, codeHash));
      if (!found) return { status: "invalid_code" };
      const now = new Date();
      const taken = await tx
        .update(airdropCodes)
        .set({ usedAt: now })
        .where(and(eq(airdropCodes.id, found.id), isNull(airdropCodes.usedAt)))
        .returning({ id: airdropCodes.id });
      if (taken.length === 0) return { status: "code_used" };
      const [row] = await tx
        .insert(airdropRegistrations)
        .values({ solanaWalletAddress, codeId: found.id, registeredAt: now })
        .returning({ id: airdropRegistrations.id });
      return { status: "registered", registrationId: row?.id as number, registeredAt: now };
    });
  } catch (error) {
    // Another attempt committed first (the transaction rolled back: the code stays unused).
    if (isUniqueViolation(error, "airdrop_registrations", ["solana_wallet_address"]))
      return { status: "wallet_registered" };
    if (isUniqueViolation(error, "airdrop_registrations", ["code_id"])) return { status: "code_used" };
    throw error;
  }
}

/** Every registration, oldest first, with its code's batch: the operator's export for sending NFTs. */
export async function airdropRegistrationsForExport(db: Db) {
  return db.orm
    .select({
      id: airdropRegistrations.id,
      solanaWalletAddress: airdropRegistrations.solanaWalletAddress,
      batch: airdropCodes.batch,
      registeredAt: airdropRegistrations.registeredAt,
      sentAt: airdropRegistrations.sentAt,
    })
    .from(airdropRegistrations)
    .innerJoin(airdropCodes, eq(airdropCodes.id, airdropRegistrations.codeId))
    .orderBy(airdropRegistrations.id);
}
