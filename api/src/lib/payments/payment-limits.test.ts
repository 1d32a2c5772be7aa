import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv, Deps, SessionInfo } from "../../context.ts";
import { testEnv } from "../../env.ts";
import { type RateLimitRule, rateLimit } from "../../middleware/rate-limit.ts";
import { ApiError } from "../errors.ts";
import { createLogger } from "../logger.ts";
import { createMemoryLimiter } from "../rate-limit/limiter.ts";
import { perPlayerPaymentLimit, webhookLimit } from "./payment-limits.ts";

// The payment routes' limits, applied by the real rate-limit middleware on a fixed clock: a player
// is limited on their own (per minute), with room for 20 players behind one address; a provider's
// webhook is limited per sending address only.
function appWith(rule: RateLimitRule, clock: { now: number }) {
  const deps = {
    env: testEnv({ RATE_LIMIT_DISABLED: "false" }),
    limiter: createMemoryLimiter(() => clock.now),
  } as unknown as Deps;
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("deps", deps);
    c.set("log", createLogger("silent"));
    const player = c.req.header("x-player");
    if (player) c.set("session", { userId: Number(player), sessionId: 1, via: "bearer" } as SessionInfo);
    await next();
  });
  app.post("/pay", rateLimit(rule), (c) => c.json({ ok: true }));
  app.onError((error, c) =>
    error instanceof ApiError ? c.json(error.toBody(), error.status) : c.json({ crash: String(error) }, 500),
  );
  /** The status of one call by `player` from `address`. */
  return async (address: string, player?: number) =>
    (
      await app.request(
        "/pay",
        { method: "POST", headers: player === undefined ? {} : { "x-player": String(player) } },
        { connection: { address } },
      )
    ).status;
}

describe("perPlayerPaymentLimit", () => {
  it("allows a player exactly their calls per minute, and again once the minute is over", async () => {
    const clock = { now: 1_000_000 };
    const call = appWith(perPlayerPaymentLimit("buy", 3), clock);
    for (let i = 0; i < 3; i++) expect(await call("203.0.113.7", 1)).toBe(200);
    expect(await call("203.0.113.7", 1)).toBe(429);
    // Another address does not help the same player.
    expect(await call("198.51.100.1", 1)).toBe(429);
    // Another player behind the same address still has their own calls.
    expect(await call("203.0.113.7", 2)).toBe(200);
    clock.now += 59_999;
    expect(await call("203.0.113.7", 1)).toBe(429);
    clock.now += 1;
    expect(await call("203.0.113.7", 1)).toBe(200);
  });

  it("lets 20 players behind one address each use their limit, and no more than that together", async () => {
    const clock = { now: 1_000_000 };
    const call = appWith(perPlayerPaymentLimit("buy", 2), clock);
    for (let player = 1; player <= 20; player++)
      for (let i = 0; i < 2; i++) expect(await call("203.0.113.9", player), `player ${player}`).toBe(200);
    // The address has made its 40 calls: a 21st player behind it waits for the next minute.
    expect(await call("203.0.113.9", 21)).toBe(429);
    expect(await call("198.51.100.2", 21)).toBe(200);
  });
});

describe("webhookLimit", () => {
  it("takes 3000 deliveries a minute from one sending address, and refuses the next", async () => {
    const clock = { now: 5_000_000 };
    const call = appWith(webhookLimit("hook"), clock);
    for (let i = 0; i < 3000; i++) {
      const status = await call("192.0.2.10");
      if (status !== 200) throw new Error(`delivery ${i + 1} answered ${status}`);
    }
    expect(await call("192.0.2.10")).toBe(429);
    expect(await call("192.0.2.11")).toBe(200);
    clock.now += 60_000;
    expect(await call("192.0.2.10")).toBe(200);
  });
});
