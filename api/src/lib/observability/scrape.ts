import { timingSafeEqual } from "node:crypto";
import { queueCounts } from "@jadeverse/db/queue/line";
import type { Deps } from "../../context.ts";
import { connectedSockets, metricsRegistry, queueLength } from "./metrics.ts";

/** Whether an `Authorization` header carries this deployment's metrics token (constant time). */
export function metricsAuthorized(header: string | undefined, token: string): boolean {
  const presented = Buffer.from(header?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? "");
  const expected = Buffer.from(token);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

/**
 * The exposition text of one scrape: the series moved as things happen, plus the gauges read now
 * (the queue from the database, this instance's sockets).
 */
export async function scrapeMetrics(deps: Deps): Promise<{ contentType: string; body: string }> {
  const counts = await queueCounts(deps.db.orm);
  queueLength.set({ state: "active" }, counts.active);
  queueLength.set({ state: "waiting" }, counts.waiting);
  connectedSockets.reset();
  for (const [namespace, count] of Object.entries(deps.realtime?.socketCounts?.() ?? {}))
    connectedSockets.set({ namespace }, count);
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}
