import type { User } from "@jadeverse/db/users/user";
import type { Deps } from "../../context.ts";
import { PER_PLAYER_CACHED, readCache } from "../read-cache.ts";

/** What decides whether a player may play or buy (responsible-play.ts): the Terms and a break. */
export type Eligibility = Pick<User, "termsVersion" | "termsAcceptedAt" | "breakKind" | "breakUntil">;

/**
 * Each player's eligibility, cached under the `eligibility` counter (migration 0034), which moves only
 * when a player's Terms or break change, from any process: a crowd's bets and cash-outs find it here
 * instead of reading their player each time (on sqld every read is a request to the server:
 * docs/scale.md). Filled by the check before a play (middleware/play-eligibility.ts) and by a session's
 * load, which brings its player (auth/sessions.ts). A break's end is judged against the clock at every
 * call, never cached.
 */
export const eligibilityCache = (deps: Deps) =>
  readCache<Eligibility>(deps.db, "eligibility", { counter: "eligibility", max: PER_PLAYER_CACHED });

export const eligibilityOf = ({
  termsVersion,
  termsAcceptedAt,
  breakKind,
  breakUntil,
}: User): Eligibility => ({
  termsVersion,
  termsAcceptedAt,
  breakKind,
  breakUntil,
});
