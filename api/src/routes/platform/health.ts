import { pingDatabase } from "@jadeverse/db/health/ping";
import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import { healthDownResponse, healthResponse } from "../../lib/openapi/responses/platform.ts";
import { doc } from "../../lib/openapi.ts";

const startedAt = Date.now();

/** Liveness and readiness: answers 200 only when the database answers. */
export const healthRoutes = new Hono<AppEnv>().get(
  "/",
  doc("platform", "Liveness and database reachability", {
    response: healthResponse,
    other: { 503: { description: "The database does not answer", schema: healthDownResponse } },
  }),
  async (c) => {
    const started = performance.now();
    try {
      await pingDatabase(c.get("deps").db);
    } catch (error) {
      c.get("log").error("health: database unreachable", { error: String(error) });
      return c.json({ status: "error" as const, database: "unreachable" }, 503);
    }
    return c.json({
      status: "ok" as const,
      database: c.get("deps").db.embedded ? "embedded" : "server",
      databaseLatencyMs: Math.round((performance.now() - started) * 100) / 100,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    });
  },
);
