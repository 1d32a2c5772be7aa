import { Hono } from "hono";
import type { Deps } from "../../context.ts";
import { metricsAuthorized, scrapeMetrics } from "../../lib/observability/scrape.ts";

/**
 * `GET /metrics`: this instance's Prometheus series (docs/operations.md "Metrics"), outside `/api` as
 * scrapers expect. Off (404) without `METRICS_TOKEN`; with it, only a scraper presenting
 * `Authorization: Bearer <token>` gets them (401 otherwise, the same for every wrong token).
 */
export function metricsRoutes(deps: Deps) {
  return new Hono().get("/", async (c) => {
    const token = deps.env.METRICS_TOKEN;
    if (!token) return c.text("Not found", 404);
    if (!metricsAuthorized(c.req.header("authorization"), token))
      return c.text("Unauthorized", 401, { "WWW-Authenticate": 'Bearer realm="metrics"' });
    const { contentType, body } = await scrapeMetrics(deps);
    return c.body(body, 200, { "Content-Type": contentType, "Cache-Control": "no-store" });
  });
}
