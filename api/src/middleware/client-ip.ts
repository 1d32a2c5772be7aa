import type { Context } from "hono";
import { getConnInfo } from "hono/bun";
import type { AppEnv } from "../context.ts";

/** The caller's address: X-Forwarded-For's first hop only when TRUST_PROXY is set. */
export function clientIp(c: Context<AppEnv>): string {
  if (c.get("deps").env.TRUST_PROXY) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
