import { consoleActor } from "../../middleware/console-auth.ts";
import { perPlayerLimit, rateLimit } from "../../middleware/rate-limit.ts";

/**
 * A console write's rate limit, per operator: `perPlayerLimit`'s rule keyed on the console actor (a
 * console call carries the console token, not a player session), 30 calls a minute by default.
 * Mount it after `requireConsole(...)`.
 */
export const perOperatorLimit = (name: string, perMinute = 30) =>
  rateLimit({ ...perPlayerLimit(name, perMinute), key: (c) => String(consoleActor(c).user.id) });
