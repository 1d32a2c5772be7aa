import { Hono } from "hono";
import { getAddress } from "viem";
import { z } from "zod";
import type { AppEnv } from "../../context.ts";
import { doc } from "../../lib/openapi.ts";
import { readStaker, readStaking } from "../../lib/staking/read.ts";
import { stakerResponse, stakingResponse } from "../../lib/staking/responses.ts";
import { validate } from "../../lib/validate.ts";
import { requireUser } from "../../middleware/auth.ts";
import { type RateLimitRule, rateLimit } from "../../middleware/rate-limit.ts";

/** Reads per player per minute: the page reads two, and again after each mined transaction. */
const READ_LIMIT: RateLimitRule = {
  name: "staking-read",
  limit: 60,
  ipLimit: 600,
  windowSeconds: 60,
  key: (c) => String(c.get("session").userId),
};

const stakerParams = z.object({
  address: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, "an EVM address (0x and 40 hex digits)")
    .transform((value) => getAddress(value.toLowerCase())),
});

/**
 * The staking dashboard's reads (docs/product/platform.md §2 `/dashboard/staking`, §9 staking plans): the staking
 * contract's plans and promo state, and one wallet's stakes, read from the chain by the server
 * (lib/staking/read.ts). Staking itself is the player's wallet talking to the contract. Never cached
 * by clients (`no-store`): a mined stake shows at once.
 */
export const stakingRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    "/",
    doc("staking", "The staking plans, token and promo state, read from the staking contract", {
      auth: "session",
      limited: true,
      response: stakingResponse,
      errors: { 503: ["STAKING_UNAVAILABLE"] },
    }),
    rateLimit(READ_LIMIT),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await readStaking(c.get("deps").env));
    },
  )
  .get(
    "/:address",
    doc("staking", "A wallet's token balance and stakes, read from the staking contract", {
      auth: "session",
      limited: true,
      response: stakerResponse,
      errors: { 400: ["VALIDATION_ERROR"], 503: ["STAKING_UNAVAILABLE"] },
    }),
    rateLimit(READ_LIMIT),
    validate("param", stakerParams),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await readStaker(c.get("deps").env, c.req.valid("param").address));
    },
  );
