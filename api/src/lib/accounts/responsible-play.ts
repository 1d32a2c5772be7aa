import { BREAK_DURATION_MS, type BreakKind, FOREVER, TERMS_VERSION } from "@jadeverse/db/enums/users";
import { acceptTerms, startBreak } from "@jadeverse/db/users/responsible-play";
import type { User } from "@jadeverse/db/users/user";
import type { Deps } from "../../context.ts";
import { ApiError, conflict, notFound } from "../errors.ts";

/** The clock breaks are measured by (a test's, or the system's). */
const now = (deps: Deps): Date => deps.now?.() ?? new Date();

/** A break running at `at`, or null. */
export function activeBreak(user: Pick<User, "breakKind" | "breakUntil">, at: Date) {
  return user.breakKind && user.breakUntil && user.breakUntil > at
    ? { kind: user.breakKind, until: user.breakUntil }
    : null;
}

/** Whether the player accepted the current Terms version (and so confirmed 18+). */
export const acceptedTerms = (user: Pick<User, "termsVersion" | "termsAcceptedAt">): boolean =>
  user.termsVersion === TERMS_VERSION && user.termsAcceptedAt !== null;

/**
 * Why this player may not play or buy now, or null (docs/security.md "18+", "Taking a break"): the
 * Terms not accepted (403 TERMS_NOT_ACCEPTED), a break running (403 PLAYER_ON_BREAK, with its kind
 * and end).
 */
export function playRefusal(
  deps: Deps,
  user: Pick<User, "termsVersion" | "termsAcceptedAt" | "breakKind" | "breakUntil">,
): ApiError | null {
  if (!acceptedTerms(user)) return new ApiError(403, "TERMS_NOT_ACCEPTED");
  const running = activeBreak(user, now(deps));
  if (running)
    return new ApiError(403, "PLAYER_ON_BREAK", undefined, {
      kind: running.kind,
      until: running.until.toISOString(),
    });
  return null;
}

/** A player's running break as the API answers it (`GET /api/users/me/break`), or null. */
export function breakView(deps: Deps, user: Pick<User, "breakKind" | "breakUntil">) {
  const running = activeBreak(user, now(deps));
  return running ? { kind: running.kind, until: running.until.toISOString() } : null;
}

/** The player accepts the current Terms, confirming they are 18 or older. */
export async function acceptCurrentTerms(deps: Deps, userId: number): Promise<User> {
  const user = await deps.db.write((tx) => acceptTerms(tx, userId, TERMS_VERSION, now(deps)));
  if (!user) throw notFound("USER_NOT_FOUND_ERROR");
  return user;
}

/**
 * The player takes a break: it ends `BREAK_DURATION_MS[kind]` from now (a permanent self-exclusion
 * never). A break can be lengthened, never shortened (409 BREAK_CANNOT_SHORTEN), by the player or
 * anyone else.
 */
export async function takeBreak(deps: Deps, userId: number, kind: BreakKind): Promise<User> {
  const at = now(deps);
  const lasts = BREAK_DURATION_MS[kind];
  const until = lasts === null ? FOREVER : new Date(at.getTime() + lasts);
  const user = await deps.db.write((tx) => startBreak(tx, userId, kind, until, at));
  if (!user) throw conflict("BREAK_CANNOT_SHORTEN");
  return user;
}
