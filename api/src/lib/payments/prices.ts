import type { Env } from "../../env.ts";
import { errorText } from "../errors/texts.ts";
import { ApiError } from "../errors.ts";

/** The price service's coin ids of the native coins we take (docs/product/economy.md §7 "Public price service"). */
export const COIN_IDS: Record<string, string> = {
  ETH: "ethereum",
  POL: "polygon-ecosystem-token",
  BNB: "binancecoin",
  SOL: "solana",
};

export class PriceUnavailable extends Error {
  /** `cause`: why the service gave no answer (unreachable, timed out, an error status, not JSON). */
  constructor(
    readonly symbol: string,
    cause?: unknown,
  ) {
    super(`Failed to fetch ${symbol} price. Please try again later.`, { cause });
  }
}

/**
 * A native coin's USD price in micro-dollars (an integer), from a CoinGecko-compatible
 * `/simple/price`, refused when the service does not answer, has no price, or its price is older than
 * `PRICE_MAX_AGE_SECONDS`: a quote is never made on a stale price.
 */
export async function usdMicroPrice(env: Env, symbol: string, now = Date.now()): Promise<bigint> {
  const id = COIN_IDS[symbol];
  if (!id) throw new PriceUnavailable(symbol);
  const url = new URL(`${env.PRICE_FEED_URL.replace(/\/$/, "")}/simple/price`);
  url.search = new URLSearchParams({
    ids: id,
    vs_currencies: "usd",
    include_last_updated_at: "true",
  }).toString();
  let body: Record<string, { usd?: unknown; last_updated_at?: unknown }> | null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(String(response.status));
    body = (await response.json()) as typeof body;
  } catch (error) {
    throw new PriceUnavailable(symbol, error);
  }
  const quote = body?.[id];
  if (!quote || typeof quote.usd !== "number" || typeof quote.last_updated_at !== "number")
    throw new PriceUnavailable(symbol);
  if (now / 1000 - quote.last_updated_at > env.PRICE_MAX_AGE_SECONDS) throw new PriceUnavailable(symbol);
  // Zero, negative, under half a micro-dollar (which rounds to nothing) or beyond any real price: no
  // price to quote with.
  const micro = Math.round(quote.usd * 1_000_000);
  if (!(Number.isSafeInteger(micro) && micro > 0)) throw new PriceUnavailable(symbol);
  return BigInt(micro);
}

/** A dollar price in the smallest unit of a coin worth `microUsd` per whole coin: rounded up. */
export function amountForCents(priceCents: number, decimals: number, microUsd: bigint): bigint {
  const micros = BigInt(priceCents) * 10_000n * 10n ** BigInt(decimals);
  return (micros + microUsd - 1n) / microUsd;
}

/** A dollar price in a stablecoin's smallest unit (at face value: 1 token = 1 dollar). */
export function stablecoinAmount(priceCents: number, decimals: number): bigint {
  return (BigInt(priceCents) * 10n ** BigInt(decimals)) / 100n;
}

/**
 * What a pack costs in a coin, in its smallest unit: a stablecoin at face value, a native coin at the
 * price service's current price (rounded up). No fresh price: 503 PRICE_NOT_AVAILABLE with the spec's
 * message. The one quote of every crypto rail.
 */
export async function quotePack(
  env: Env,
  priceCents: number,
  coin: { symbol: string; decimals: number; stablecoin: boolean },
): Promise<bigint> {
  if (coin.stablecoin) return stablecoinAmount(priceCents, coin.decimals);
  try {
    return amountForCents(priceCents, coin.decimals, await usdMicroPrice(env, coin.symbol));
  } catch (error) {
    // Stryker disable next-line ConditionalExpression: usdMicroPrice throws nothing else (a price it accepts is a positive safe integer, so the division cannot fail); anything else would be a bug, kept a 500
    if (!(error instanceof PriceUnavailable)) throw error;
    const unavailable = new ApiError(
      503,
      "PRICE_NOT_AVAILABLE",
      errorText("priceUnavailable", { symbol: error.symbol }),
    );
    unavailable.cause = error; // logged with the 5xx: why the price service gave none
    throw unavailable;
  }
}
