/** What the tests' price service answers: its URL (PRICE_FEED_URL) and how to stop it. */
export interface PriceFeedStandIn {
  url: string;
  stop(): void;
}

/**
 * A CoinGecko-compatible price service (the `simple/price` shape the price adapter reads): each coin
 * asked for in `ids` that `usd` names, at that fixed dollar price, priced now (`last_updated_at`),
 * so never stale; a coin it does not know is left out, as CoinGecko leaves out an unknown id.
 */
export function startPriceFeedStandIn(usd: Record<string, number>, port = 0): PriceFeedStandIn {
  const server = Bun.serve({
    port,
    hostname: "127.0.0.1",
    fetch: (request) => {
      const ids = (new URL(request.url).searchParams.get("ids") ?? "").split(",");
      const now = Math.floor(Date.now() / 1000);
      const body: Record<string, { usd: number; last_updated_at: number }> = {};
      for (const id of ids) {
        const price = usd[id];
        if (price !== undefined) body[id] = { usd: price, last_updated_at: now };
      }
      return Response.json(body);
    },
  });
  return { url: `http://127.0.0.1:${server.port}`, stop: () => server.stop(true) };
}
