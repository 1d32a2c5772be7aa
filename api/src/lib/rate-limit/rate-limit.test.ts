import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { REDIS_URL, redisReachable } from "../../../test/redis.ts";
import { rateLimitAddress } from "../../middleware/client-ip.ts";
import { createLogger } from "../logger.ts";
import { createMemoryLimiter } from "./limiter.ts";
import { createRedisLimiter } from "./redis-limiter.ts";

describe("rate limits over HTTP", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ RATE_LIMIT_DISABLED: "false" });
  });
  afterAll(() => api.close());

  it("blocks the 11th login attempt for one address with 429 and Retry-After", async () => {
    const attempt = () =>
      api.request("POST", "/api/auth/login", {
        body: { email: "target@example.com", password: "guess-123" },
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(401);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe("LOGIN_TEMPORARILY_LOCKED");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("limits forgot-password per address", async () => {
    const ask = () =>
      api.request("POST", "/api/auth/forgot-password", { body: { email: "flood@example.com" } });
    for (let i = 0; i < 5; i++) expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(429);
  });
});

describe("per-address limits count an IPv6 address by its /64", () => {
  it("groups IPv6 by /64 and keeps IPv4 as it is", () => {
    expect(rateLimitAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitAddress("unknown")).toBe("unknown");
    const network = "2001:db8:0:1::/64";
    for (const address of [
      "2001:db8:0:1::1",
      "2001:0DB8:0000:0001:ffff:ffff:ffff:ffff",
      "2001:db8::1:0:0:0:5",
      "2001:db8:0:1:a:b:1.2.3.4",
      "2001:db8:0:1::7%eth0",
    ])
      expect(rateLimitAddress(address), address).toBe(network);
    expect(rateLimitAddress("2001:db8:0:2::1")).toBe("2001:db8:0:2::/64");
    expect(rateLimitAddress("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitAddress("fe80::1")).toBe("fe80:0:0:0::/64");
    expect(rateLimitAddress("2001:db8::")).toBe("2001:db8:0:0::/64");
  });

  it("hosts of one /64 share a route's per-address budget over HTTP; another /64 has its own", async () => {
    const proxied = await startTestApi({ RATE_LIMIT_DISABLED: "false", TRUST_PROXY: "true" });
    try {
      let n = 0;
      const ask = (from: string) =>
        proxied.request("POST", "/api/auth/forgot-password", {
          headers: { "x-forwarded-for": from },
          body: { email: `ipv6-${++n}@example.com` },
        });
      // forgot-password: 5 per address in 15 minutes.
      for (let i = 1; i <= 5; i++) expect((await ask(`2001:db8:5:1::${i}`)).status).toBe(200);
      const sixth = await ask("2001:db8:5:1:dead:beef:0:1");
      expect(sixth.status).toBe(429);
      expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await ask("2001:db8:5:2::1")).status).toBe(200);
      expect((await ask("203.0.113.9")).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe("limiters", () => {
  it("memory windows reset after their period", async () => {
    let now = 0;
    const limiter = createMemoryLimiter(() => now);
    expect((await limiter.hit("k", 2, 10)).allowed).toBe(true);
    expect((await limiter.hit("k", 2, 10)).allowed).toBe(true);
    expect((await limiter.hit("k", 2, 10)).allowed).toBe(false);
    now = 10_001;
    expect((await limiter.hit("k", 2, 10)).allowed).toBe(true);
  });

  it("peek reports a window without counting a hit", async () => {
    let now = 0;
    const limiter = createMemoryLimiter(() => now);
    expect(await limiter.peek("p", 2)).toEqual({ allowed: true, remaining: 2, resetSeconds: 0 });
    await limiter.hit("p", 2, 10);
    await limiter.peek("p", 2);
    expect(await limiter.peek("p", 2)).toEqual({ allowed: true, remaining: 1, resetSeconds: 10 });
    await limiter.hit("p", 2, 10);
    expect((await limiter.peek("p", 2)).allowed).toBe(false);
    now = 10_001;
    expect((await limiter.peek("p", 2)).allowed).toBe(true);
  });

  it.runIf(redisReachable)("redis peeks see hits from every instance without counting", async () => {
    const logger = createLogger("silent");
    const prefix = `jv:test:${crypto.randomUUID()}:`;
    const a = createRedisLimiter(REDIS_URL, logger, prefix);
    const b = createRedisLimiter(REDIS_URL, logger, prefix);
    await Promise.all([a.connected(), b.connected()]);
    try {
      expect((await b.peek("lock", 2)).allowed).toBe(true);
      await a.hit("lock", 2, 60);
      expect(await b.peek("lock", 2)).toMatchObject({ allowed: true, remaining: 1 });
      await a.hit("lock", 2, 60);
      const locked = await b.peek("lock", 2);
      expect(locked.allowed).toBe(false);
      expect(locked.resetSeconds).toBeGreaterThan(0);
      expect((await a.hit("lock", 2, 60)).remaining).toBe(0);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("release gives one hit of a live window back, never below zero, and creates no window", async () => {
    let now = 0;
    const limiter = createMemoryLimiter(() => now);
    await limiter.release("none");
    expect(await limiter.peek("none", 1)).toMatchObject({ allowed: true, remaining: 1 });
    expect((await limiter.hit("r", 2, 10)).allowed).toBe(true);
    expect((await limiter.hit("r", 2, 10)).allowed).toBe(true);
    await limiter.release("r");
    expect(await limiter.peek("r", 2)).toMatchObject({ allowed: true, remaining: 1 });
    await limiter.release("r");
    await limiter.release("r");
    expect((await limiter.hit("r", 2, 10)).remaining).toBe(1);
    now = 10_001;
    await limiter.release("r"); // the window has ended: nothing to give back
    expect(await limiter.peek("r", 2)).toMatchObject({ allowed: true, remaining: 2 });
  });

  it.runIf(redisReachable)("redis release gives a hit back for every instance", async () => {
    const logger = createLogger("silent");
    const prefix = `jv:test:${crypto.randomUUID()}:`;
    const a = createRedisLimiter(REDIS_URL, logger, prefix);
    const b = createRedisLimiter(REDIS_URL, logger, prefix);
    await Promise.all([a.connected(), b.connected()]);
    try {
      await b.release("gone");
      expect((await a.peek("gone", 1)).allowed).toBe(true);
      await a.hit("seat", 2, 60);
      await a.hit("seat", 2, 60);
      expect((await b.peek("seat", 2)).allowed).toBe(false);
      await b.release("seat");
      expect(await a.peek("seat", 2)).toMatchObject({ allowed: true, remaining: 1 });
      await b.release("seat");
      await b.release("seat");
      expect((await a.hit("seat", 2, 60)).remaining).toBe(1);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it.runIf(redisReachable)("redis limits are shared by every API instance", async () => {
    const logger = createLogger("silent");
    const prefix = `jv:test:${crypto.randomUUID()}:`;
    const a = createRedisLimiter(REDIS_URL, logger, prefix);
    const b = createRedisLimiter(REDIS_URL, logger, prefix);
    await Promise.all([a.connected(), b.connected()]);
    try {
      expect((await a.hit("login", 3, 60)).allowed).toBe(true);
      expect((await b.hit("login", 3, 60)).allowed).toBe(true);
      expect((await a.hit("login", 3, 60)).allowed).toBe(true);
      const fourth = await b.hit("login", 3, 60);
      expect(fourth.allowed).toBe(false);
      expect(fourth.resetSeconds).toBeGreaterThan(0);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("keeps serving with a local limiter when Redis is unreachable", async () => {
    const limiter = createRedisLimiter("redis://127.0.0.1:1", createLogger("silent"));
    try {
      const results = [];
      for (let i = 0; i < 3; i++) results.push(await limiter.hit("x", 2, 60));
      expect(results.map((r) => r.allowed)).toEqual([true, true, false]);
    } finally {
      await limiter.close();
    }
  });
});
