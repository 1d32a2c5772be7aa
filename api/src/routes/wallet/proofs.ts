import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import { doc } from "../../lib/openapi.ts";
import { validate } from "../../lib/validate.ts";
import { proofSite } from "../../lib/wallet-proofs/messages.ts";
import { issueWalletChallenge, proveWallet } from "../../lib/wallet-proofs/proofs.ts";
import {
  walletChallengeBody,
  walletChallengeResponse,
  walletProofBody,
  walletProofResponse,
} from "../../lib/wallet-proofs/schemas.ts";
import { requireUser } from "../../middleware/auth.ts";
import { type RateLimitRule, rateLimit } from "../../middleware/rate-limit.ts";

const byPlayer = (c: Context<AppEnv>) => String(c.get("session").userId);

/** The wallet named by a JSON body (read from Hono's body cache, so the validator still sees it). */
async function byWallet(c: Context<AppEnv>): Promise<string | undefined> {
  const body = (await c.req.json().catch(() => null)) as { address?: unknown } | null;
  return typeof body?.address === "string" ? body.address.trim().toLowerCase().slice(0, 64) : undefined;
}

/** A page proves one or two wallets per connection; a few retries and rejected prompts fit easily. */
const rule = (name: string, key: RateLimitRule["key"]): RateLimitRule => ({
  name,
  limit: 30,
  ipLimit: 300,
  windowSeconds: 600,
  key,
});
const LIMITS = {
  challengePlayer: rule("wallet-challenge", byPlayer),
  challengeWallet: rule("wallet-challenge-wallet", byWallet),
  verifyPlayer: rule("wallet-verify", byPlayer),
  verifyWallet: rule("wallet-verify-wallet", byWallet),
} as const;

const now = (c: Context<AppEnv>) => c.get("deps").now?.() ?? new Date();

/**
 * Sign-in-with-wallet for the signed-in session (docs/vesting-and-airdrop.md "Vesting"): the server issues a single-use
 * nonce and the exact message (EIP-4361 for an EVM wallet, the same fields as text for a Solana key,
 * naming the public URL's host); the wallet signs it; the verified signature binds the wallet to this
 * session until the session ends. Mounted at `/wallet-proofs`.
 */
export const walletProofRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post(
    "/challenge",
    doc("wallet-proofs", "A single-use sign-in message (5 minutes) for a wallet to sign", {
      auth: "session",
      input: "json",
      limited: true,
      response: walletChallengeResponse,
    }),
    rateLimit(LIMITS.challengePlayer),
    rateLimit(LIMITS.challengeWallet),
    validate("json", walletChallengeBody),
    async (c) => {
      const { db, env } = c.get("deps");
      const wallet = c.req.valid("json");
      const challenge = await issueWalletChallenge(
        { db, site: proofSite(env.PUBLIC_URL), userId: c.get("session").userId, now: now(c) },
        {
          kind: wallet.kind,
          address: wallet.address,
          chainId: wallet.kind === "evm" ? wallet.chainId : undefined,
        },
      );
      c.header("Cache-Control", "no-store");
      return c.json(challenge);
    },
  )
  .post(
    "/verify",
    doc("wallet-proofs", "Prove the session holds a wallet: its signature over the issued message", {
      auth: "session",
      input: "json",
      limited: true,
      response: walletProofResponse,
      errors: {
        400: ["WALLET_PROOF_UNKNOWN", "WALLET_PROOF_EXPIRED", "WALLET_PROOF_MISMATCH"],
        401: ["INVALID_SIGNATURE"],
        409: ["SIGNATURE_REUSED"],
      },
    }),
    rateLimit(LIMITS.verifyPlayer),
    rateLimit(LIMITS.verifyWallet),
    validate("json", walletProofBody),
    async (c) => {
      const { db, env } = c.get("deps");
      const session = c.get("session");
      const proof = c.req.valid("json");
      await proveWallet(
        {
          db,
          site: proofSite(env.PUBLIC_URL),
          userId: session.userId,
          sessionId: session.sessionId,
          now: now(c),
        },
        proof,
      );
      c.get("log").info("wallet proved", { kind: proof.kind });
      const address = proof.kind === "evm" ? proof.address.toLowerCase() : proof.address;
      return c.json({ kind: proof.kind, address, proved: true as const });
    },
  );
