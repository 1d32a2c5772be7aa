import { Hono } from "hono";
import type { AppEnv } from "../context.ts";
import { AirdropThrottled, registerAirdropClaim } from "../lib/airdrop/register.ts";
import { airdropRegisterResponse } from "../lib/airdrop/responses.ts";
import { airdropRegisterBody } from "../lib/airdrop/schemas.ts";
import { doc } from "../lib/openapi.ts";
import { validate } from "../lib/validate.ts";
import { type RateLimitRule, rateLimit } from "../middleware/rate-limit.ts";

/** Attempts per wallet per hour (and per client address: a household or a café shares one). */
export const AIRDROP_ATTEMPTS_PER_WALLET = 5;
export const AIRDROP_ATTEMPTS_PER_ADDRESS = 10;

const PER_WALLET: RateLimitRule = {
  name: "airdrop",
  limit: AIRDROP_ATTEMPTS_PER_WALLET,
  ipLimit: AIRDROP_ATTEMPTS_PER_ADDRESS,
  windowSeconds: 3600,
  key: (c) => {
    const body = (c.req as unknown as { valid(target: "json"): { solanaWalletAddress: string } }).valid(
      "json",
    );
    return body.solanaWalletAddress;
  },
};

/**
 * The private investors' NFT airdrop (spec 001 §2 "NFT airdrop claim", §3, §7): a Solana wallet is
 * registered with the 5-character code of a gift card. Public (no account needed), throttled per
 * wallet, per client address and, for wrong codes, across everyone (lib/airdrop/register.ts).
 */
export const airdropRoutes = new Hono<AppEnv>().post(
  "/register",
  doc("airdrop", "Register a Solana wallet for the Private Investor NFT with a gift card's code", {
    input: "json",
    limited: true,
    success: 201,
    response: airdropRegisterResponse,
    errors: {
      400: ["INVALID_AIRDROP_PASSWORD"],
      403: ["AIRDROP_NOT_OPEN"],
      409: ["AIRDROP_PASSWORD_USED", "AIRDROP_WALLET_REGISTERED"],
      503: ["AIRDROP_NOT_OPEN"],
    },
  }),
  validate("json", airdropRegisterBody),
  rateLimit(PER_WALLET),
  async (c) => {
    const { solanaWalletAddress, password } = c.req.valid("json");
    try {
      const data = await registerAirdropClaim(c.get("deps"), solanaWalletAddress, password);
      c.get("log").info("airdrop: wallet registered");
      c.header("Cache-Control", "no-store");
      return c.json({ data }, 201);
    } catch (error) {
      if (error instanceof AirdropThrottled) {
        c.header("Retry-After", String(error.retryAfterSeconds));
        c.get("log").warn("airdrop: guessing budget spent for this hour");
      }
      throw error;
    }
  },
);
