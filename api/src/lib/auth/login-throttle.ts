import { trustedDevices } from "@jadeverse/db/schema";
import { and, eq, gt } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv, Deps } from "../../context.ts";
import { randomToken, sha256Hex } from "../crypto.ts";
import { ApiError } from "../errors.ts";

/**
 * Password guessing stays throttled without letting a stranger lock a player out (OWASP's device
 * cookies): a browser that has signed in to an account before carries a device cookie for it, and its
 * failed attempts count only against that device. Every other client shares the account's budget, so a
 * botnet still gets `FAILURES` guesses per window in total, while the owner on their own device keeps
 * signing in. The per-IP limit of the route caps a single source across accounts.
 */
export const LOGIN_FAILURES = 10;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const DEVICE_COOKIE = "jv_device";
const DEVICE_TTL_SECONDS = 180 * 86_400;

export interface LoginGate {
  /** The counter this attempt's failure is charged to. */
  readonly failureKey: string;
  readonly trustedDevice: boolean;
}

/**
 * Decides which budget an attempt draws from and refuses it (429 LOGIN_TEMPORARILY_LOCKED) when that
 * budget is spent. Unknown addresses get the same budget and answers as known ones.
 */
export async function openLoginGate(
  c: Context<AppEnv>,
  email: string,
  userId: number | undefined,
): Promise<LoginGate> {
  const deps = c.get("deps");
  const device = getCookie(c, DEVICE_COOKIE);
  const trusted = userId !== undefined && device ? await isTrustedDevice(deps, userId, device) : false;
  const failureKey = trusted ? `login-fail:device:${sha256Hex(device!)}` : `login-fail:account:${email}`;
  const window = await deps.limiter.peek(failureKey, LOGIN_FAILURES);
  if (!window.allowed) {
    c.header("Retry-After", String(window.resetSeconds));
    throw new ApiError(429, "LOGIN_TEMPORARILY_LOCKED");
  }
  return { failureKey, trustedDevice: trusted };
}

export async function recordLoginFailure(deps: Deps, gate: LoginGate): Promise<void> {
  await deps.limiter.hit(gate.failureKey, LOGIN_FAILURES, LOGIN_WINDOW_SECONDS);
}

async function isTrustedDevice(deps: Deps, userId: number, token: string): Promise<boolean> {
  if (token.length < 16 || token.length > 128) return false;
  const rows = await deps.db.orm
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.tokenHash, sha256Hex(token)),
        eq(trustedDevices.userId, userId),
        gt(trustedDevices.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** After a successful password login: remember this browser for this account. */
export async function trustThisDevice(c: Context<AppEnv>, userId: number, gate: LoginGate): Promise<void> {
  if (gate.trustedDevice) return;
  const deps = c.get("deps");
  const token = randomToken();
  await deps.db.write((tx) =>
    tx.insert(trustedDevices).values({
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
