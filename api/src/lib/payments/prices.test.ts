import { afterAll, describe, expect, it } from "vitest";
import { testEnv } from "../../env.ts";
import { ApiError } from "../errors.ts";
import { PriceUnavailable, quotePack, usdMicroPrice } from "./prices.ts";

// The price adapter against a small CoinGecko-like service: it answers `/api/v3/simple/price` only,
// names `usd` only when asked for it, adds `last_updated_at` only when asked for it, and otherwise
// answers what the test tells it (a status, a raw body, or nothing at all). A crypto quote is made
// only on a fresh, positive price; every other answer is "no price" (docs/payments.md).
type Answer = { status?: number; raw?: string } | "hang";
let answer: (ids: string) => Answer;
const asked: URL[] = [];
const NOW = 1_764_000_000;
const service = Bun.serve({
  port: 0,
  hostname: "127.0.0.1",
  fetch(request) {
    const url = new URL(request.url);
    asked.push(url);
    if (url.pathname !== "/api/v3/simple/price") return new Response("not found", { status: 404 });
    const given = answer(url.searchParams.get("ids") ?? "");
    if (given === "hang") return new Promise<Response>(() => {});
    return new Response(given.raw ?? "{}", { status: given.status ?? 200 });
  },
});
afterAll(() => service.stop(true));

/** What CoinGecko answers for `prices` (dollars by coin id), updated at `updated` (seconds). */
function coingecko(prices: Record<string, number>, updated = NOW) {
  answer = (ids) => {
    const url = asked.at(-1)!;
    const body: Record<string, Record<string, number>> = {};
    for (const id of ids.split(",")) {
      const usd = prices[id];
      if (usd === undefined) continue;
      body[id] = {};
      if (url.searchParams.get("vs_currencies")?.split(",").includes("usd")) body[id].usd = usd;
      if (url.searchParams.get("include_last_updated_at") === "true") body[id].last_updated_at = updated;
    }
    return { raw: JSON.stringify(body) };
  };
}

// Configured as operators write it: the API's base path, with a trailing slash.
const env = testEnv({
  PRICE_FEED_URL: `http://127.0.0.1:${service.port}/api/v3/`,
  PRICE_MAX_AGE_SECONDS: "120",
});
const price = (symbol = "SOL", now = NOW * 1000) => usdMicroPrice(env, symbol, now);
const refusal = (symbol = "SOL", now = NOW * 1000) =>
  price(symbol, now).then(
    () => "a price",
    (error: unknown) => (error instanceof PriceUnavailable ? error.message : `another error: ${error}`),
  );
/** Why the service gave no price: the refusal's cause. */
const why = () =>
  price().then(
    () => new Error("a price"),
    (error: PriceUnavailable) => error.cause as Error,
  );
const SOL_REFUSED = "Failed to fetch SOL price. Please try again later.";

describe("a native coin's USD price", () => {
  it("asks the service's simple/price for the coin in dollars with its update time, in micro-dollars", async () => {
    coingecko({ solana: 150.25 });
    expect(await price()).toBe(150_250_000n);
    const url = asked.at(-1)!;
    expect(url.pathname).toBe("/api/v3/simple/price");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ids: "solana",
      vs_currencies: "usd",
      include_last_updated_at: "true",
    });
    coingecko({ ethereum: 2000, "polygon-ecosystem-token": 0.25, binancecoin: 600 });
    expect([await price("ETH"), await price("POL"), await price("BNB")]).toEqual([
      2_000_000_000n,
      250_000n,
      600_000_000n,
    ]);
  });

  it("has no price for a coin it takes no quote for, and does not ask the service about it", async () => {
    coingecko({ dogecoin: 0.1 });
    const before = asked.length;
    expect(await refusal("DOGE")).toBe("Failed to fetch DOGE price. Please try again later.");
    expect(asked.length).toBe(before);
  });

  it("is refused when the service fails, answers no JSON or cannot be reached, keeping why", async () => {
    answer = () => ({ status: 500, raw: JSON.stringify({ solana: { usd: 150, last_updated_at: NOW } }) });
    expect(await refusal()).toBe(SOL_REFUSED);
    expect((await why()).message).toBe("500");
    answer = () => ({ raw: "<html>busy</html>" });
    expect(await refusal()).toBe(SOL_REFUSED);
    expect((await why()).name).toBe("SyntaxError");
    const closed = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response("{}") });
    const gone = testEnv({ PRICE_FEED_URL: `http://127.0.0.1:${closed.port}` });
    closed.stop(true);
    const error = await usdMicroPrice(gone, "SOL").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PriceUnavailable);
    expect((error as Error).cause).toBeInstanceOf(Error);
  });

  it("is refused when the answer holds no usable price", async () => {
    const answers = [
      "null",
      "{}",
      JSON.stringify({ solana: null }),
      JSON.stringify({ solana: { last_updated_at: NOW } }),
      JSON.stringify({ solana: { usd: "150", last_updated_at: NOW } }),
      JSON.stringify({ solana: { usd: 0, last_updated_at: NOW } }),
      JSON.stringify({ solana: { usd: -150, last_updated_at: NOW } }),
      // Under half a micro-dollar: it would round to a price of nothing.
      JSON.stringify({ solana: { usd: 0.000_000_4, last_updated_at: NOW } }),
      `{"solana":{"usd":1e999,"last_updated_at":${NOW}}}`,
      JSON.stringify({ solana: { usd: 1e300, last_updated_at: NOW } }),
      JSON.stringify({ solana: { usd: 150 } }),
      JSON.stringify({ solana: { usd: 150, last_updated_at: String(NOW) } }),
    ];
    for (const raw of answers) {
      answer = () => ({ raw });
      expect([raw, await refusal()]).toEqual([raw, SOL_REFUSED]);
    }
    // The smallest price it quotes with: one micro-dollar.
    answer = () => ({ raw: JSON.stringify({ solana: { usd: 0.000_001, last_updated_at: NOW } }) });
    expect(await price()).toBe(1n);
  });

  it("is never older than PRICE_MAX_AGE_SECONDS: exactly that old is fine, a second more is refused", async () => {
    coingecko({ solana: 150 }, NOW - 120);
    expect(await price()).toBe(150_000_000n);
    coingecko({ solana: 150 }, NOW - 121);
    expect(await refusal()).toBe(SOL_REFUSED);
  });

  it("gives up on a service that does not answer within 5 seconds", async () => {
    answer = () => "hang";
    const started = Date.now();
    expect((await why()).name).toBe("TimeoutError");
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_900);
  }, 15_000);
});

describe("what a pack costs in a coin", () => {
  const sol = { symbol: "SOL", decimals: 9, stablecoin: false };
  const current = () => Math.floor(Date.now() / 1000);

  it("a stablecoin at face value, without asking the price service", async () => {
    const before = asked.length;
    expect(await quotePack(env, 199, { symbol: "USDC", decimals: 6, stablecoin: true })).toBe(1_990_000n);
    expect(asked.length).toBe(before);
  });

  it("a native coin at the service's price, rounded up to the next base unit", async () => {
    coingecko({ solana: 150 }, current());
    // $1.99 at $150 per SOL: 13,266,666.67 lamports.
    expect(await quotePack(env, 199, sol)).toBe(13_266_667n);
  });

  it("no fresh price: 503 PRICE_NOT_AVAILABLE naming the coin, logged with why", async () => {
    answer = () => ({ status: 429, raw: "{}" });
    const error = (await quotePack(env, 199, sol).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.code, error.message]).toEqual([503, "PRICE_NOT_AVAILABLE", SOL_REFUSED]);
    expect(error.cause).toBeInstanceOf(PriceUnavailable);
    expect(((error.cause as Error).cause as Error).message).toBe("429");
  });
});
