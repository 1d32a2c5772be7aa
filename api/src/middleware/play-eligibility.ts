import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import { eligibilityCache, eligibilityOf } from "../lib/accounts/eligibility-cache.ts";
import { playRefusal } from "../lib/accounts/responsible-play.ts";
import { sessionPlayer } from "../lib/auth/sessions.ts";
import { notFound } from "../lib/errors.ts";

/**
 * Refuses a call that plays or buys (lib/geo/restricted-calls.ts `PLAY_AND_BUY_CALLS`) to a player
 * who has not accepted the Terms (403 TERMS_NOT_ACCEPTED) or is taking a break (403
 * PLAYER_ON_BREAK), before the route runs. Mounted after `requireUser` (app.ts). The player's Terms
 * and break come from the eligibility cache (lib/accounts/eligibility-cache.ts), exact as of the last
 * change to them.
 */
export const playEligibility: MiddlewareHandler<AppEnv> = async (c, next) => {
  const deps = c.get("deps");
  const { userId } = c.get("session");
  const cache = eligibilityCache(deps);
  const key = String(userId);
  // Loaded after the cache's stamp, never the row the session brought (read before it).
  const eligibility =
    cache.peek(key) ??
    (await cache.get(key, async () => eligibilityOf(await sessionPlayer(deps, { userId }))));
  if (!eligibility) throw notFound("USER_NOT_FOUND_ERROR");
  const refusal = playRefusal(deps, eligibility);
  if (refusal) throw refusal;
  await next();
};
