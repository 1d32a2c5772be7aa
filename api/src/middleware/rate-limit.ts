import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import type { Env } from "../env.ts";
import { ApiError } from "../lib/errors.ts";
import { clientRateKey } from "./client-ip.ts";

export interface RateLimitRule {
  /** Names the limit in keys and logs, e.g. `login`. */
  name: string;
  /** Hits allowed per window; a function reads it from the deployment's configuration. */
  limit: number | ((env: Env) => number);
  /** The limit of the client-IP key, when it should differ (many players behind one address). */
  ipLimit?: number;
  windowSeconds: number;
  /**
   * Extra key parts (e.g. the e-mail in the body); the client address is always part of the key
   * (an IPv6 address by its /64: client-ip.ts, `rateLimitAddress`).
   */
  key?: (c: Context<AppEnv>) => string | undefined | Promise<string | undefined>;
}

/**
 * A limit per signed-in player per minute (routes behind `requireUser`), with room for 20 players
 * behind one address: the client-IP key allows `perMinute × 20`.
 */
export const perPlayerLimit = (name: string, perMinute: number): RateLimitRule => ({
  name,
  limit: perMinute,
  ipLimit: perMinute * 20,
  windowSeconds: 60,
  key: (c) => String(c.get("session").userId),
});

/** Rejects with 429 RATE_LIMITED (and Retry-After) once a rule's window is full. */
export function rateLimit(rule: RateLimitRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { env, limiter } = c.get("deps");
    if (env.RATE_LIMIT_DISABLED && env.NODE_ENV === "test") return next();
    const extra = rule.key ? await rule.key(c) : undefined;
    const ruleLimit = typeof rule.limit === "function" ? rule.limit(env) : rule.limit;
    const keys = [{ key: `${rule.name}:ip:${clientRateKey(c)}`, limit: rule.ipLimit ?? ruleLimit }];
    if (extra) keys.push({ key: `${rule.name}:k:${extra}`, limit: ruleLimit });
    for (const { key, limit } of keys) {
      const result = await limiter.hit(key, limit, rule.windowSeconds);
      c.header("RateLimit-Limit", String(limit));
      c.header("RateLimit-Remaining", String(result.remaining));
      if (!result.allowed) {
        c.header("Retry-After", String(result.resetSeconds));
        c.get("log").warn("rate limited", { rule: rule.name });
        throw new ApiError(429, "RATE_LIMITED");
      }
    }
    await next();
  };
}

/** Keys a limit by the `email` of a JSON body too (read from Hono's body cache, so validators still see it). */
export async function emailFromBody(c: Context<AppEnv>): Promise<string | undefined> {
  const body = (await c.req.json().catch(() => null)) as { email?: unknown } | null;
  return typeof body?.email === "string" ? body.email.trim().toLowerCase().slice(0, 254) : undefined;
}
