import Redis from "ioredis";
import type { Logger } from "../logger.ts";
import { createMemoryLimiter, type RateLimiter } from "./limiter.ts";

// One round trip: increment, start the window on the first hit, report count and remaining TTL.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`;

// Gives one hit back, within the live window only (never below zero, never creating a key).
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** A limiter shared through Redis, which can say when its connection is up. */
export interface RedisRateLimiter extends RateLimiter {
  /**
   * Resolves once the connection is ready, so the hits that follow are shared by every instance.
   * Requests never wait for it (they fall back to a local count); a test of sharing does, so a slow
   * machine's late connection cannot read as a local count.
   */
  connected(): Promise<void>;
}

/**
 * Limits shared by every API instance through Redis. If Redis cannot be reached the instance keeps
 * serving with a local limiter (logged once per outage) instead of failing requests.
 */
export function createRedisLimiter(url: string, logger: Logger, prefix = "jv:rl:"): RedisRateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const fallback = createMemoryLimiter();
  let degraded = false;
  // The first hits wait (briefly) for the connection instead of silently going local.
  const firstConnect = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 1_000);
    redis.once("ready", () => {
      clearTimeout(timer);
      resolve();
    });
  });
  redis.on("error", (error) => {
    if (!degraded)
      logger.warn("redis unavailable; rate limits are per instance until it returns", {
        error: String(error),
      });
    degraded = true;
  });
  redis.on("ready", () => {
    if (degraded) logger.info("redis reachable again; shared rate limits restored");
    degraded = false;
  });
  return {
    connected: () =>
      redis.status === "ready"
        ? Promise.resolve()
        : new Promise((resolve) => redis.once("ready", () => resolve())),
    async hit(key, limit, windowSeconds) {
      await firstConnect;
      if (redis.status !== "ready") return fallback.hit(key, limit, windowSeconds);
      try {
        const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, windowSeconds * 1000)) as [
          number,
          number,
        ];
        return {
          allowed: count <= limit,
          remaining: Math.max(0, limit - count),
          resetSeconds: Math.ceil(ttl / 1000),
        };
      } catch {
        return fallback.hit(key, limit, windowSeconds);
      }
    },
    async peek(key, limit) {
      await firstConnect;
      if (redis.status !== "ready") return fallback.peek(key, limit);
      try {
        const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
        const used = Number(count ?? 0);
        if (!used || ttl <= 0) return { allowed: true, remaining: limit, resetSeconds: 0 };
        return {
          allowed: used < limit,
          remaining: Math.max(0, limit - used),
          resetSeconds: Math.ceil(ttl / 1000),
        };
      } catch {
        return fallback.peek(key, limit);
      }
    },
    async release(key) {
      await firstConnect;
      if (redis.status !== "ready") return fallback.release(key);
      try {
        await redis.eval(RELEASE_SCRIPT, 1, prefix + key);
      } catch {
        await fallback.release(key);
      }
    },
    async close() {
      redis.disconnect();
      await fallback.close();
    },
  };
}
