import type { Db } from "@jadeverse/db/client";
import { findOpenChallenge, issueChallenge, spendChallenge } from "@jadeverse/db/wallet-proofs/challenges";
import { bindWalletToSession, sessionHoldsWallet } from "@jadeverse/db/wallet-proofs/session-wallets";
import { getBase64Encoder, getPublicKeyFromAddress, type SignatureBytes, verifySignature } from "@solana/kit";
import { type Hex, verifyMessage } from "viem";
import { parseSiweMessage, validateSiweMessage } from "viem/siwe";
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

interface Checked {
  nonce: string | undefined;
  /** The message is exactly the one issued with that nonce for this wallet and this site. */
  matches: boolean;
  /** The signature is the wallet's over the message. */
  signed: boolean;
}

/** EIP-4361: parsed, validated (domain, nonce, address, times), rebuilt and the signature checked. */
async function checkEvm(ctx: ProofContext, proof: WalletProofInput): Promise<Checked> {
  let parsed: ReturnType<typeof parseSiweMessage>;
  try {
    parsed = parseSiweMessage(proof.message);
  } catch {
    return { nonce: undefined, matches: false, signed: false };
  }
  const nonce = parsed.nonce && NONCE.test(parsed.nonce) ? parsed.nonce : undefined;
  if (!nonce) return { nonce, matches: false, signed: false };
  const challenge = await findOpenChallenge(ctx.db, ctx.userId, PURPOSE, nonce, ctx.now);
  let matches =
    challenge !== undefined &&
    parsed.chainId !== undefined &&
    validateSiweMessage({
      message: parsed,
      domain: ctx.site.domain,
      address: proof.address as Hex,
      nonce,
      time: ctx.now,
    });
  if (matches && challenge && parsed.chainId !== undefined) {
    try {
      matches =
        proof.message ===
        walletProofMessage("evm", {
          site: ctx.site,
          address: proof.address,
          chainId: parsed.chainId,
          nonce,
          issuedAt: challenge.issuedAt,
          expiresAt: challenge.expiresAt,
        });
    } catch {
      matches = false; // a chain id EIP-155 does not allow
    }
  }
  const signed =
    matches &&
    (await verifyMessage({
      address: proof.address as Hex,
      message: proof.message,
      signature: proof.signature as Hex,
    }).catch(() => false));
  return { nonce, matches, signed };
}

/** The Solana text: rebuilt from the issued nonce, and the ed25519 signature checked with the key. */
async function checkSolana(ctx: ProofContext, proof: WalletProofInput): Promise<Checked> {
  const nonce = solanaNonceIn(proof.message);
  if (!nonce) return { nonce, matches: false, signed: false };
  const challenge = await findOpenChallenge(ctx.db, ctx.userId, PURPOSE, nonce, ctx.now);
  const matches =
    challenge !== undefined &&
    proof.message ===
      walletProofMessage("solana", {
        site: ctx.site,
        address: proof.address,
        chainId: 0,
        nonce,
        issuedAt: challenge.issuedAt,
        expiresAt: challenge.expiresAt,
      });
  if (!matches) return { nonce, matches, signed: false };
  let signed = false;
  try {
    const signature = getBase64Encoder().encode(proof.signature);
    if (signature.length === 64) {
      const key = await getPublicKeyFromAddress(
        proof.address as Parameters<typeof getPublicKeyFromAddress>[0],
      );
      signed = await verifySignature(
        key,
        signature as SignatureBytes,
        new TextEncoder().encode(proof.message),
      );
    }
  } catch {
    signed = false;
  }
  return { nonce, matches, signed };
}

const REFUSALS = {
  unknown: () => badRequest("WALLET_PROOF_UNKNOWN"),
  used: () => conflict("SIGNATURE_REUSED"),
  expired: () => badRequest("WALLET_PROOF_EXPIRED"),
} as const;

/**
 * Binds a wallet to the session on its signature over a message we issued (README "Vesting"). The
 * nonce it names is spent by this attempt whatever its outcome (a refused signature cannot be tried
 * again with it), and the wallet is bound in the same transaction that spends it, so of two racing
 * uses exactly one counts. Refusals: a nonce not issued to this player (400 WALLET_PROOF_UNKNOWN),
 * spent (409 SIGNATURE_REUSED) or past its 5 minutes (400 WALLET_PROOF_EXPIRED); a message other than
 * the one issued for this wallet and this site (400 WALLET_PROOF_MISMATCH); a signature that is not
 * the wallet's (401 INVALID_SIGNATURE).
 */
export async function proveWallet(ctx: ProofContext, proof: WalletProofInput): Promise<void> {
  const checked = proof.kind === "evm" ? await checkEvm(ctx, proof) : await checkSolana(ctx, proof);
  const { nonce } = checked;
  if (!nonce) throw badRequest("WALLET_PROOF_MISMATCH");
  const outcome = await ctx.db.write(async (tx) => {
    const spent = await spendChallenge(tx, ctx.userId, PURPOSE, nonce, ctx.now);
    if (spent === true && checked.matches && checked.signed)
      await bindWalletToSession(tx, ctx.sessionId, proof.kind, proof.address);
    return spent;
  });
  if (outcome !== true) throw REFUSALS[outcome]();
  if (!checked.matches) throw badRequest("WALLET_PROOF_MISMATCH");
  if (!checked.signed) throw unauthorized("INVALID_SIGNATURE");
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
