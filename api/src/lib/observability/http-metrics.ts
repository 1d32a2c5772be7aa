import type { Context } from "hono";
import { matchedRoutes } from "hono/route";
import { httpDuration, httpRequests } from "./metrics.ts";

/** The label of a request no route of the API answered (404/405): never the raw path. */
export const UNMATCHED_ROUTE = "unmatched";

/**
 * The route template that answered (`/api/payments/orders/:orderId`, never the raw path, so the
 * series stay few): the last matched handler that is not a middleware for every method. A request
 * answered by middleware alone (a CORS preflight) matched no route of its own.
 */
function routeTemplate(c: Context): string {
  const handlers = matchedRoutes(c).filter((route) => route !== undefined && route.method !== "ALL");
  return handlers.at(-1)?.path ?? UNMATCHED_ROUTE;
}

/**
 * Counts and times one API answer by method, route template and status; called by the API's one
 * step before its routes (middleware/request-context.ts) when metrics are on.
 */
export function recordHttpAnswer(c: Context, status: number, startedMs: number): void {
  const route = routeTemplate(c);
  const method = c.req.method;
  httpRequests.inc({ method, route, status: String(status) });
  httpDuration.observe({ method, route }, (performance.now() - startedMs) / 1000);
}
