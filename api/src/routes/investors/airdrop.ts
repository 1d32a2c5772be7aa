import type { Context } from "hono";
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../../context.ts";
import { AirdropThrottled, registerAirdropClaim } from "../../lib/airdrop/register.ts";
import { airdropRegisterResponse } from "../../lib/airdrop/responses.ts";
import { airdropRegisterBody } from "../../lib/airdrop/schemas.ts";
import { resolveSession } from "../../lib/auth/sessions.ts";
import { doc } from "../../lib/openapi.ts";
import { validate } from "../../lib/validate.ts";
import { readToken } from "../../middleware/auth.ts";
import { clientRateKey } from "../../middleware/client-ip.ts";
import { ACCESS_TOKEN_COOKIE } from "../../middleware/session-cookie.ts";

/**
 * The player of a live session the request carries, if any: the route is public on the web, and in
 * the Mini App the player is signed in. A missing, unknown or expired token is simply no player.
 */
async function signedInPlayerId(c: Context<AppEnv>): Promise<number | undefined> {
  const found = readToken(c.req.header("authorization"), getCookie(c, ACCESS_TOKEN_COOKIE));
  if (!found) return undefined;
  const session = await resolveSession(c.get("deps"), found.token);
  return session.status === "ok" ? session.userId : undefined;
}

/**
 * The private investors' NFT airdrop (docs/product/economy.md §2 "NFT airdrop claim", §3, §7): a Solana wallet is
 * registered with the 5-character code of a gift card. Public (no account needed); wrong codes are
 * budgeted per client address, per wallet and per signed-in player, and slowed (never closed) past an
 * hourly ceiling across everyone (lib/airdrop/guess-budget.ts).
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
  async (c) => {
    const { solanaWalletAddress, password } = c.req.valid("json");
    const log = c.get("log");
    const client = {
      address: clientRateKey(c),
      wallet: solanaWalletAddress,
      playerId: await signedInPlayerId(c),
    };
    try {
      const data = await registerAirdropClaim(c.get("deps"), client, password, log);
      log.info("airdrop: wallet registered");
      c.header("Cache-Control", "no-store");
      return c.json({ data }, 201);
    } catch (error) {
      if (error instanceof AirdropThrottled) {
        c.header("Retry-After", String(error.retryAfterSeconds));
        log.info("airdrop: a client's guessing budget is spent");
      }
      throw error;
    }
  },
);
