import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import { claimBonus, dailyBonusStatus } from "../../lib/daily-bonus/bonus.ts";
import { dailyBonusClaimResponse, dailyBonusStatusResponse } from "../../lib/daily-bonus/responses.ts";
import { doc } from "../../lib/openapi.ts";
import { requireUser } from "../../middleware/auth.ts";
import { perPlayerLimit, rateLimit } from "../../middleware/rate-limit.ts";

/**
 * The daily bonus (docs/daily-bonus.md): free coins once per UTC day, more for every consecutive day
 * up to the table's cap. The claim is a play call: refused before the Terms, during a break and from
 * a restricted country (lib/geo/restricted-calls.ts).
 */
export const dailyBonusRoutes = new Hono<AppEnv>()
  .get(
    "/",
    doc("daily-bonus", "The player's daily bonus: claimed today or not, the streak, the next claim", {
      auth: "session",
      response: dailyBonusStatusResponse,
    }),
    requireUser,
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await dailyBonusStatus(c.get("deps"), c.get("session").userId));
    },
  )
  .post(
    "/claim",
    doc("daily-bonus", "Claim today's bonus (once per UTC day, through the ledger)", {
      auth: "session",
      limited: true,
      response: dailyBonusClaimResponse,
      errors: { 409: ["DAILY_BONUS_CLAIMED"] },
    }),
    requireUser,
    rateLimit(perPlayerLimit("daily-bonus", 10)),
    async (c) => c.json(await claimBonus(c.get("deps"), c.get("session").userId)),
  );
