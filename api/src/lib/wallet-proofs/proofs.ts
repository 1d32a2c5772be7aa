import type { Db } from "@jadeverse/db/client";
import { findOpenChallenge, issueChallenge, spendChallenge } from "@jadeverse/db/wallet-proofs/challenges";
import { bindWalletToSession, sessionHoldsWallet } from "@jadeverse/db/wallet-proofs/session-wallets";
import { getBase64Encoder, getPublicKeyFromAddress, type SignatureBytes, verifySignature } from "@solana/kit";
import { type Hex, verifyMessage } from "viem";
import { parseSiweMessage } from "viem/siwe";
import { badRequest, conflict, forbidden, unauthorized } from "../errors.ts";
import {
  type ProofSite,
  solanaNonceIn,
  WALLET_PROOF_TTL_MS,
  type WalletKind,
  walletProofMessage,
} from "./messages.ts";
import type { WalletChallengeView, WalletProofInput } from "./schemas.ts";

/** The one purpose of these nonces (crypto orders have their own). */
const PURPOSE = "wallet-sign-in";
const NONCE = /^[0-9a-f]{32}$/;
const EVM = /^0x[0-9a-fA-F]{40}$/;

export interface ProofContext {
  db: Db;
  site: ProofSite;
  userId: number;
  sessionId: number;
  now: Date;
}

/** Issues a nonce to the player and the exact message the wallet is to sign with it. */
export async function issueWalletChallenge(
  ctx: Omit<ProofContext, "sessionId">,
  wallet: { kind: WalletKind; address: string; chainId?: number },
): Promise<WalletChallengeView> {
  // Whole milliseconds are what the row keeps, and what the verifier rebuilds the message from.
  const { nonce, issuedAt, expiresAt } = await issueChallenge(
    ctx.db,
    ctx.userId,
    PURPOSE,
    WALLET_PROOF_TTL_MS,
    ctx.now,
  );
  const message = walletProofMessage(wallet.kind, {
    site: ctx.site,
    address: wallet.address,
    chainId: wallet.chainId ?? 1,
    nonce,
    issuedAt,
    expiresAt,
  });
  return { nonce, message, expiresAt: expiresAt.toISOString() };
}

/** What a signed message proves: the wallet, nothing (not our message), or not the wallet's signature. */
type Verdict = "proved" | "mismatch" | "unsigned";
type OpenChallenge = NonNullable<Awaited<ReturnType<typeof findOpenChallenge>>>;

/** The nonce of ours a signed message names (undefined when it names none). */
function nonceIn(proof: WalletProofInput): string | undefined {
  if (proof.kind === "solana") return solanaNonceIn(proof.message);
  try {
    const { nonce } = parseSiweMessage(proof.message);
    return nonce && NONCE.test(nonce) ? nonce : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The message must be exactly the one issued with this nonce, for this wallet and this site (so its
 * domain, URI, address, nonce and times are ours: rebuilding covers what EIP-4361 validation checks);
 * an EVM message's chain id is the one part the wallet chooses, and one EIP-155 does not allow (or
 * none) fails the rebuild.
 */
function isIssuedMessage(ctx: ProofContext, proof: WalletProofInput, challenge: OpenChallenge) {
  const terms = { site: ctx.site, address: proof.address, ...challenge };
  try {
    const chainId = proof.kind === "evm" ? (parseSiweMessage(proof.message).chainId as number) : 0;
    return proof.message === walletProofMessage(proof.kind, { ...terms, chainId });
  } catch {
    return false;
  }
}

/** EIP-191 by the account's key (or a contract wallet's ERC-6492 signature); ed25519 by the Solana key. */
async function isWalletSignature(proof: WalletProofInput): Promise<boolean> {
  try {
    if (proof.kind === "evm") {
      return await verifyMessage({
        address: proof.address as Hex,
        message: proof.message,
        signature: proof.signature as Hex,
      });
    }
    const key = await getPublicKeyFromAddress(proof.address as Parameters<typeof getPublicKeyFromAddress>[0]);
    // A signature that is not 64 bytes throws here, as does an address that is not a key.
    const signature = getBase64Encoder().encode(proof.signature) as SignatureBytes;
    return await verifySignature(key, signature, new TextEncoder().encode(proof.message));
  } catch {
    return false;
  }
}

async function verdictOn(
  ctx: ProofContext,
  proof: WalletProofInput,
  challenge: OpenChallenge,
): Promise<Verdict> {
  if (!isIssuedMessage(ctx, proof, challenge)) return "mismatch";
  return (await isWalletSignature(proof)) ? "proved" : "unsigned";
}

const REFUSALS = {
  unknown: () => badRequest("WALLET_PROOF_UNKNOWN"),
  used: () => conflict("SIGNATURE_REUSED"),
  expired: () => badRequest("WALLET_PROOF_EXPIRED"),
  mismatch: () => badRequest("WALLET_PROOF_MISMATCH"),
  unsigned: () => unauthorized("INVALID_SIGNATURE"),
} as const;

/**
 * Binds a wallet to the session on its signature over a message we issued (docs/vesting-and-airdrop.md "Vesting"). The
 * nonce it names is spent by this attempt whatever its outcome (a refused signature cannot be tried
 * again with it), and the wallet is bound in the same transaction that spends it, so of two racing
 * uses exactly one counts. Refusals: a nonce not issued to this player (400 WALLET_PROOF_UNKNOWN),
 * spent (409 SIGNATURE_REUSED) or past its 5 minutes (400 WALLET_PROOF_EXPIRED); a message other than
 * the one issued for this wallet and this site (400 WALLET_PROOF_MISMATCH); a signature that is not
 * the wallet's (401 INVALID_SIGNATURE). The signature is checked before the transaction (a contract
 * wallet's check may call the chain); a nonce that cannot be spent is refused whatever it proved.
 */
export async function proveWallet(ctx: ProofContext, proof: WalletProofInput): Promise<void> {
  const nonce = nonceIn(proof);
  if (!nonce) throw REFUSALS.mismatch();
  const challenge = await findOpenChallenge(ctx.db, ctx.userId, PURPOSE, nonce, ctx.now);
  // No open nonce: the spend below refuses it (unknown, spent or stale), whatever the message says.
  const verdict = challenge ? await verdictOn(ctx, proof, challenge) : "mismatch";
  const outcome = await ctx.db.write(async (tx) => {
    const spent = await spendChallenge(tx, ctx.userId, PURPOSE, nonce, ctx.now);
    if (spent === true && verdict === "proved")
      await bindWalletToSession(tx, ctx.sessionId, proof.kind, proof.address);
    return spent;
  });
  if (outcome !== true) throw REFUSALS[outcome]();
  if (verdict !== "proved") throw REFUSALS[verdict]();
}

/** The kind of wallet an address is: an EVM address, else a Solana key. */
export const walletKindOf = (address: string): WalletKind => (EVM.test(address) ? "evm" : "solana");

/**
 * 403 WALLET_NOT_PROVED unless the session proved it holds the wallet at `address`: asked before a
 * look-up, so the answer says nothing of whether the address is on file.
 */
export async function assertSessionHolds(db: Db, sessionId: number, address: string): Promise<void> {
  if (!(await sessionHoldsWallet(db, sessionId, walletKindOf(address), address)))
    throw forbidden("WALLET_NOT_PROVED");
}
