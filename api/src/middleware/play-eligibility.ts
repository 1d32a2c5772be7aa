import type { User } from "@jadeverse/db/users/user";
import type { MiddlewareHandler } from "hono";
import type { AppEnv, Deps } from "../context.ts";
import { playRefusal } from "../lib/accounts/responsible-play.ts";
import { SESSIONS_CACHED, sessionPlayer } from "../lib/auth/sessions.ts";
import { notFound } from "../lib/errors.ts";
import { readCache } from "../lib/read-cache.ts";

/** What decides whether a player may play or buy: the Terms accepted and a break taken. */
type Eligibility = Pick<User, "termsVersion" | "termsAcceptedAt" | "breakKind" | "breakUntil">;

/**
 * Each player's eligibility, cached under the `eligibility` counter (migration 0034), which moves only
 * when a player's Terms or break change, from any process: a crowd's bets and cash-outs find it here
 * instead of reading their player each time (on sqld every read is a request to the server:
 * docs/scale.md). A break's end is judged against the clock at every call.
 */
const eligibilityCache = (deps: Deps) =>
  readCache<Eligibility>(deps.db, "eligibility", { counter: "eligibility", max: SESSIONS_CACHED });

/**
 * Refuses a call that plays or buys (lib/geo/restricted-calls.ts `PLAY_AND_BUY_CALLS`) to a player
 * who has not accepted the Terms (403 TERMS_NOT_ACCEPTED) or is taking a break (403
 * PLAYER_ON_BREAK), before the route runs. Mounted after `requireUser` (app.ts).
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

const eligibilityOf = ({ termsVersion, termsAcceptedAt, breakKind, breakUntil }: User): Eligibility => ({
  termsVersion,
  termsAcceptedAt,
  breakKind,
  breakUntil,
});
