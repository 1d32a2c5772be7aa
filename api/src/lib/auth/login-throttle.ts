import { insertTrustedDevice, isTrustedDevice } from "@jadeverse/db/sessions/trusted-devices";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv, Deps } from "../../context.ts";
import { randomToken, sha256Hex } from "../crypto.ts";
import { ApiError } from "../errors.ts";

/**
 * Password guessing stays throttled without letting a stranger lock a player out (OWASP's device
 * cookies): a browser that has signed in to an account before carries a device cookie for it, and its
 * failed attempts count only against that device. Every other client shares the account's budget, so a
 * botnet still gets `LOGIN_FAILURES` guesses per window in total, however many it sends at once, while
 * the owner on their own device keeps signing in. The per-IP limit of the route caps a single source
 * across accounts.
 */
export const LOGIN_FAILURES = 10;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const DEVICE_COOKIE = "jv_device";
const DEVICE_TTL_SECONDS = 180 * 86_400;

export interface LoginGate {
  /** The budget this attempt was reserved in. */
  readonly failureKey: string;
  readonly trustedDevice: boolean;
}

/**
 * Decides which budget an attempt draws from and reserves the attempt in it before the password is
 * checked: the reservation is one atomic increment, so of any number of parallel guesses only
 * `LOGIN_FAILURES` get as far as the password check; the rest are refused (429
 * LOGIN_TEMPORARILY_LOCKED). A wrong password keeps its reservation (it is the failure); a right one
 * gives it back (`releaseLoginAttempt`), so only failures count. Unknown addresses get the same budget
 * and answers as known ones.
 */
export async function openLoginGate(
  c: Context<AppEnv>,
  email: string,
  userId: number | undefined,
): Promise<LoginGate> {
  const deps = c.get("deps");
  const device = getCookie(c, DEVICE_COOKIE);
  const trusted = userId !== undefined && device ? await isDeviceTrusted(deps, userId, device) : false;
  const failureKey = trusted ? `login-fail:device:${sha256Hex(device!)}` : `login-fail:account:${email}`;
  const reserved = await deps.limiter.hit(failureKey, LOGIN_FAILURES, LOGIN_WINDOW_SECONDS);
  if (!reserved.allowed) {
    // Refused attempts reserve nothing: the window counts attempts that reached the password check.
    await deps.limiter.release(failureKey);
    c.header("Retry-After", String(reserved.resetSeconds));
    throw new ApiError(429, "LOGIN_TEMPORARILY_LOCKED");
  }
  return { failureKey, trustedDevice: trusted };
}

/** The password was right: the attempt reserved for it was no failure. */
export async function releaseLoginAttempt(deps: Deps, gate: LoginGate): Promise<void> {
  await deps.limiter.release(gate.failureKey);
}

async function isDeviceTrusted(deps: Deps, userId: number, token: string): Promise<boolean> {
  if (token.length < 16 || token.length > 128) return false;
  return isTrustedDevice(deps.db.orm, userId, sha256Hex(token));
}

/** After a successful password login: remember this browser for this account. */
export async function trustThisDevice(c: Context<AppEnv>, userId: number, gate: LoginGate): Promise<void> {
  if (gate.trustedDevice) return;
  const deps = c.get("deps");
  const token = randomToken();
  await deps.db.write((tx) =>
    insertTrustedDevice(tx, {
      userId,
      tokenHash: sha256Hex(token),
      expiresAt: new Date(Date.now() + DEVICE_TTL_SECONDS * 1000),
    }),
  );
  const https = new URL(deps.env.PUBLIC_URL).protocol === "https:";
  setCookie(c, DEVICE_COOKIE, token, {
    path: "/api/auth",
    maxAge: DEVICE_TTL_SECONDS,
    httpOnly: true,
    secure: https,
    sameSite: https ? "None" : "Lax",
  });
}
