import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import { referralStatisticsResponse } from "../../lib/openapi/responses/referrals.ts";
import { doc } from "../../lib/openapi.ts";
import { REFERRAL_READS_PER_MINUTE } from "../../lib/referrals/constants.ts";
import { referralStatisticsFor } from "../../lib/referrals/statistics.ts";
import { requireUser } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";

const READ_LIMIT = {
  name: "referral-statistics",
  limit: REFERRAL_READS_PER_MINUTE,
  ipLimit: REFERRAL_READS_PER_MINUTE * 20,
  windowSeconds: 60,
  key: (c: { get(key: "session"): { userId: number } }) => String(c.get("session").userId),
} as const;

/**
 * The signed-in player's referral program (docs/product/economy.md §2 "Referral Program", §3, §7
 * `GET /users/me/referral-statistics`). Mounted under `/users` ahead of the user routes.
 */
export const referralRoutes = new Hono<AppEnv>().get(
  "/me/referral-statistics",
  doc("users", "Referral statistics: friends referred, verified and pending, gems earned", {
    auth: "session",
    limited: true,
    response: referralStatisticsResponse,
  }),
  requireUser,
  rateLimit(READ_LIMIT),
  async (c) => {
    c.header("Cache-Control", "private, no-cache");
    return c.json(await referralStatisticsFor(c.get("deps"), c.get("session").userId));
  },
);
