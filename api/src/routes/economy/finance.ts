import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import { doc } from "../../lib/openapi.ts";
import { STORE_LIMITS } from "../../lib/store/constants.ts";
import { swapResponse } from "../../lib/store/responses.ts";
import { idempotencyHeader, swapBody } from "../../lib/store/schemas.ts";
import { swapGemsToCoins } from "../../lib/store/swap.ts";
import { validate } from "../../lib/validate.ts";
import { requireUser } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";

/** Gems to coins (docs/product/economy.md §2 swap, §5, §9). */
export const financeRoutes = new Hono<AppEnv>().use(requireUser).post(
  "/gems-to-coins",
  doc("finance", "Swap whole gems for coins (1 gem = 100,000 coins); retry-safe with Idempotency-Key", {
    auth: "session",
    input: "json",
    limited: true,
    response: swapResponse,
    errors: { 400: ["NOT_ENOUGH_GEMS_ERROR"], 409: ["IDEMPOTENCY_KEY_REUSED"] },
  }),
  rateLimit({ ...STORE_LIMITS.swap, key: (c) => String(c.get("session").userId) }),
  validate("header", idempotencyHeader),
  validate("json", swapBody),
  async (c) => {
    const { gems } = c.req.valid("json");
    const requestKey = c.req.valid("header")["idempotency-key"];
    return c.json(await swapGemsToCoins(c.get("deps").db, c.get("session").userId, gems, requestKey));
  },
);
