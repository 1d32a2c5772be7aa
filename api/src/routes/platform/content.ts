import { activeBanners } from "@jadeverse/db/content/banners";
import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import { readStreamingConfig } from "../../lib/content/streaming.ts";
import { bannersResponse, streamingConfigResponse } from "../../lib/openapi/responses/content.ts";
import { doc } from "../../lib/openapi.ts";

/** Public content: dashboard banners and the streaming configuration (polled every 5 minutes). */
export const contentRoutes = new Hono<AppEnv>()
  .get("/banners", doc("content", "Dashboard banners", { response: bannersResponse }), async (c) => {
    const rows = await activeBanners(c.get("deps").db.orm);
    c.header("Cache-Control", "public, max-age=60");
    return c.json(rows);
  })
  .get(
    "/streaming-config",
    doc("content", "Streaming provider and whether it is active", { response: streamingConfigResponse }),
    async (c) => c.json(await readStreamingConfig(c.get("deps"))),
  );
