import { banners, platformSettings } from "@jadeverse/db/schema";
import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv, Deps } from "../context.ts";
import { STREAMING_PROVIDERS } from "../lib/content/streaming.ts";
import { bannersResponse, streamingConfigResponse } from "../lib/openapi/responses/content.ts";
import { doc } from "../lib/openapi.ts";

const streamingSchema = z.object({
  streamingProvider: z.enum(STREAMING_PROVIDERS).catch("pixelstreaming"),
  isActive: z.boolean().catch(true),
});

/** Operator setting `streaming`; defaults to active pixel streaming (spec 000 §3) when unset or malformed. */
export async function readStreamingConfig(deps: Deps) {
  const rows = await deps.db.orm
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, "streaming"))
    .limit(1);
  return streamingSchema.parse(rows[0]?.value ?? {});
}

/** Public content: dashboard banners and the streaming configuration (polled every 5 minutes). */
export const contentRoutes = new Hono<AppEnv>()
  .get("/banners", doc("content", "Dashboard banners", { response: bannersResponse }), async (c) => {
    const rows = await c
      .get("deps")
      .db.orm.select({
        imageLink: banners.imageLink,
        actionRedirectLink: banners.actionRedirectLink,
        title: banners.title,
      })
      .from(banners)
      .where(eq(banners.active, true))
      .orderBy(asc(banners.sortOrder), asc(banners.id));
    c.header("Cache-Control", "public, max-age=60");
    return c.json(rows);
  })
  .get(
    "/streaming-config",
    doc("content", "Streaming provider and whether it is active", { response: streamingConfigResponse }),
    async (c) => c.json(await readStreamingConfig(c.get("deps"))),
  );
