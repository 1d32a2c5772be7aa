import { setTonAddress } from "@jadeverse/db/ton/wallet";
import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import type { Env } from "../../env.ts";
import { ApiError } from "../../lib/errors.ts";
import { tonProofPayloadResponse, tonWalletResponse } from "../../lib/openapi/responses/ton.ts";
import { doc } from "../../lib/openapi.ts";
import {
  consumeTonProofPayload,
  issueTonProofPayload,
  TON_PROOF_TTL_SECONDS,
} from "../../lib/ton/payloads.ts";
import { checkTonProof, tonProofRequestSchema } from "../../lib/ton/proof.ts";
import { validate } from "../../lib/validate.ts";
import { requireUser } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";

const byPlayer = (c: { get(key: "session"): { userId: number } }) => String(c.get("session").userId);
const LIMITS = {
  payload: { name: "ton-payload", limit: 20, ipLimit: 400, windowSeconds: 600, key: byPlayer },
  verify: { name: "ton-verify", limit: 20, ipLimit: 400, windowSeconds: 600, key: byPlayer },
} as const;

/** The domains a proof may name: TON_PROOF_DOMAINS, else the public URL's host[:port]. */
export function tonProofDomains(env: Pick<Env, "TON_PROOF_DOMAINS" | "PUBLIC_URL">): string[] {
  const listed = env.TON_PROOF_DOMAINS?.split(",")
    .map((d) => d.trim())
    .filter(Boolean);
  return listed?.length ? listed : [new URL(env.PUBLIC_URL).host];
}

/**
 * TON Connect for the signed-in player (docs/architecture.md §8, TON `ton_proof`): we issue a payload, the
 * wallet signs it while connecting, we verify the proof and keep the TON address. Mounted at `/ton`.
 */
export const tonRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post(
    "/proof/payload",
    doc("ton", "A single-use ton_proof payload (15 minutes) for connecting a TON wallet", {
      auth: "session",
      limited: true,
      response: tonProofPayloadResponse,
    }),
    rateLimit(LIMITS.payload),
    async (c) => {
      const payload = await issueTonProofPayload(c.get("deps").db, c.get("session").userId);
      return c.json({ payload, expiresInSeconds: TON_PROOF_TTL_SECONDS });
    },
  )
  .post(
    "/proof/verify",
    doc("ton", "Verify a wallet's ton_proof and save its TON address to the player", {
      auth: "session",
      input: "json",
      limited: true,
      response: tonWalletResponse,
      errors: { 400: ["TON_PROOF_PAYLOAD_INVALID", "TON_PROOF_INVALID"] },
    }),
    rateLimit(LIMITS.verify),
    validate("json", tonProofRequestSchema),
    async (c) => {
      const { db, env } = c.get("deps");
      const userId = c.get("session").userId;
      const request = c.req.valid("json");
      // The payload is spent first: whatever follows, it cannot be tried again.
      if (!(await consumeTonProofPayload(db, userId, request.proof.payload))) {
        throw new ApiError(400, "TON_PROOF_PAYLOAD_INVALID");
      }
      const check = checkTonProof(request, {
        allowedDomains: tonProofDomains(env),
        maxAgeSeconds: TON_PROOF_TTL_SECONDS,
      });
      if (!check.ok) {
        c.get("log").info("ton_proof refused", { reason: check.reason });
        throw new ApiError(400, "TON_PROOF_INVALID", undefined, { reason: check.reason });
      }
      const tonAddress = check.address.toRawString();
      await setTonAddress(db, userId, tonAddress);
      return c.json({ tonAddress });
    },
  )
  .delete(
    "/wallet",
    doc("ton", "Forget the player's TON wallet (disconnect)", {
      auth: "session",
      limited: true,
      response: tonWalletResponse,
    }),
    rateLimit(LIMITS.verify),
    async (c) => {
      await setTonAddress(c.get("deps").db, c.get("session").userId, null);
      return c.json({ tonAddress: null });
    },
  );
