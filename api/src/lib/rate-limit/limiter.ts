export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Seconds until the current window ends. */
  resetSeconds: number;
}

/** Fixed-window counters keyed by an arbitrary string (IP, e-mail, user id…). */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /** The current window of a key without counting a hit (what `hit` would answer before this one). */
  peek(key: string, limit: number): Promise<RateLimitResult>;
  /**
   * Gives back one hit of the key's current window: a hit taken as a reservation before the outcome
   * was known (a login attempt) that turned out not to count. Never below zero; no-op without a window.
   */
  release(key: string): Promise<void>;
  close(): Promise<void>;
}

/** In-process limiter for the embedded (single instance) mode. */
export function createMemoryLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let hits = 0;
  return {
    async hit(key, limit, windowSeconds) {
      const t = now();
      if (++hits % 1000 === 0) for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
      let window = windows.get(key);
      if (!window || window.resetAt <= t) {
        window = { count: 0, resetAt: t + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count++;
      return {
        allowed: window.count <= limit,
        remaining: Math.max(0, limit - window.count),
        resetSeconds: Math.ceil((window.resetAt - t) / 1000),
      };
    },
    async peek(key, limit) {
      const t = now();
      const window = windows.get(key);
      if (!window || window.resetAt <= t) return { allowed: true, remaining: limit, resetSeconds: 0 };
      return {
        allowed: window.count < limit,
        remaining: Math.max(0, limit - window.count),
        resetSeconds: Math.ceil((window.resetAt - t) / 1000),
      };
    },
    async release(key) {
      const window = windows.get(key);
      if (window && window.resetAt > now() && window.count > 0) window.count--;
    },
    async close() {
      windows.clear();
    },
  };
}
