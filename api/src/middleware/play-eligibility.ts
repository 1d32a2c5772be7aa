import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import { playRefusal } from "../lib/accounts/responsible-play.ts";
import { signedInPlayer } from "./auth.ts";

/**
 * Refuses a call that plays or buys (lib/geo/restricted-calls.ts `PLAY_AND_BUY_CALLS`) to a player
 * who has not accepted the Terms (403 TERMS_NOT_ACCEPTED) or is taking a break (403
 * PLAYER_ON_BREAK), before the route runs. Mounted after `requireUser` (app.ts).
 */
export const playEligibility: MiddlewareHandler<AppEnv> = async (c, next) => {
  const player = await signedInPlayer(c);
  const refusal = playRefusal(c.get("deps"), player);
  if (refusal) throw refusal;
  await next();
};
