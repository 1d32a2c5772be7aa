import type { InvestorPath } from "@jadeverse/db/enums/vesting";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import { errorText } from "../../lib/errors/texts.ts";
import { ApiError } from "../../lib/errors.ts";
import { doc } from "../../lib/openapi.ts";
import { validate } from "../../lib/validate.ts";
import { findInvestor, presentInvestor } from "../../lib/vesting/investors.ts";
import {
  addSolanaWalletBody,
  investorParams,
  investorRecord,
  updateWalletBody,
  walletChangedResponse,
} from "../../lib/vesting/schemas.ts";
import { applyWalletChange, type SignedWalletChange } from "../../lib/vesting/wallet-change.ts";
import { assertSessionHolds } from "../../lib/wallet-proofs/proofs.ts";
import { requireUser } from "../../middleware/auth.ts";
import { type RateLimitRule, rateLimit } from "../../middleware/rate-limit.ts";

/** Look-ups per player per minute: the page reads a few; guessing addresses is slow. */
const READ_LIMIT: RateLimitRule = {
  name: "vesting-read",
  limit: 60,
  ipLimit: 600,
  windowSeconds: 60,
  key: (c) => String(c.get("session").userId),
};

/** Wallet changes per signing wallet (and per address) per hour. */
const WRITE_LIMIT: RateLimitRule = {
  name: "vesting-write",
  limit: 10,
  ipLimit: 30,
  windowSeconds: 3600,
  key: async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const wallet = body?.currentWalletAddress ?? body?.currentEvmAddress;
    return typeof wallet === "string" ? wallet.trim().toLowerCase().slice(0, 42) : undefined;
  },
};

/** The POST actions whose paths the look-up's `/{investorType}/{address}` also matches. */
const WALLET_ACTIONS = new Set(["update-wallet", "add-solana-wallet"]);

const VESTING_ERRORS = {
  400: ["INVALID_SIGNATURE_FORMAT", "SIGNED_MESSAGE_MISMATCH", "SIGNATURE_EXPIRED"],
  401: ["INVALID_SIGNATURE"],
  404: ["INVESTOR_NOT_FOUND"],
  409: ["SIGNATURE_REUSED"],
} as const;

/**
 * A signed Solana wallet change (docs/product/economy.md §7): `add-solana-wallet` for public investors,
 * `update-wallet` for private and team ones; both bodies read into one `SignedWalletChange`.
 */
function walletChange(
  path: InvestorPath,
  summary: string,
  body: typeof updateWalletBody | typeof addSolanaWalletBody,
  success: string,
) {
  return [
    doc("vesting", summary, {
      auth: "session",
      input: "json",
      limited: true,
      response: walletChangedResponse,
      errors: VESTING_ERRORS,
    }),
    rateLimit(WRITE_LIMIT),
    validate("json", body),
    async (c: Context<AppEnv, string, { out: { json: SignedWalletChange } }>) => {
      const data = await applyWalletChange(c.get("deps").db, path, c.req.valid("json"));
      c.get("log").info("vesting: solana wallet set", { investorId: data.id });
      return c.json({ success: true as const, message: success, data });
    },
  ] as const;
}

/**
 * The investors' vesting records (docs/vesting-and-airdrop.md "Vesting"): read by the address of a
 * wallet the session proved it holds (routes/wallet/proofs.ts), and the Solana wallet the tokens
 * go to, changed on a signature of the investor's EVM wallet.
 * Records are never cached (`no-store`): a wallet change shows at once.
 */
export const vestingRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post(
    "/public-investor/add-solana-wallet",
    ...walletChange(
      "public-investor",
      "Add or change a public investor's Solana wallet, signed by their EVM wallet",
      addSolanaWalletBody,
      "Solana wallet address added successfully!",
    ),
  )
  .post(
    "/private-investor/update-wallet",
    ...walletChange(
      "private-investor",
      "Change a private investor's Solana wallet, signed by their EVM wallet",
      updateWalletBody,
      "Solana wallet address updated successfully!",
    ),
  )
  .post(
    "/team-investor/update-wallet",
    ...walletChange(
      "team-investor",
      "Change a team member's Solana wallet, signed by their EVM wallet",
      updateWalletBody,
      "Solana wallet address updated successfully!",
    ),
  )
  .get(
    "/:investorType/:address",
    doc("vesting", "An investor's vesting record by a wallet the session proved (EVM or Solana)", {
      auth: "session",
      limited: true,
      response: investorRecord,
      errors: {
        400: ["VALIDATION_ERROR"],
        403: ["WALLET_NOT_PROVED"],
        404: ["NOT_PRIVATE_INVESTOR", "NOT_PUBLIC_INVESTOR", "NOT_TEAM_MEMBER"],
      },
    }),
    // `/{type}/update-wallet` and `/public-investor/add-solana-wallet` are POST-only actions, not
    // addresses: another method there is a 405, as for any path (app.ts), not a failed look-up.
    async (c, next) => {
      if (!WALLET_ACTIONS.has(c.req.param("address") ?? "")) return next();
      c.header("Allow", "POST");
      throw new ApiError(
        405,
        "METHOD_NOT_ALLOWED",
        errorText("methodNotAllowedHere", { method: c.req.method }),
      );
    },
    rateLimit(READ_LIMIT),
    validate("param", investorParams),
    async (c) => {
      c.header("Cache-Control", "no-store");
      const { investorType, address } = c.req.valid("param");
      const { db } = c.get("deps");
      // Only a wallet this session proved it holds (POST /api/wallet-proofs/verify), checked before
      // the look-up: a refusal says nothing of whether the address is on file.
      await assertSessionHolds(db, c.get("session").sessionId, address);
      return c.json(presentInvestor(await findInvestor(db, investorType, address)));
    },
  );
