import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { createApp } from "../app.ts";
import { mediaRoutes } from "../routes/media.ts";
import { type Site, serveSite } from "./static-site.ts";

/**
 * The whole platform on one origin: the API at /api, generated art at /media, the Mini App at
 * /tg-app/, the web app at /.
 * Without a build (development), non-API paths answer 404 with a hint instead.
 */
export function createPlatform(api: ReturnType<typeof createApp>, sites: { web: Site; miniapp: Site }) {
  const platform = new Hono();
  platform.route("/", api);
  platform.route("/media", mediaRoutes);
  platform.use("*", secureHeaders({ xFrameOptions: false, crossOriginResourcePolicy: "same-site" }));
  platform.get("/tg-app", (c) => c.redirect("/tg-app/", 301));
  platform.get(
    "/tg-app/*",
    (c) => serveSite(c, sites.miniapp) ?? c.text("Mini App not built: run `bun run build`", 404),
  );
  platform.get("*", (c) => {
    if (c.req.path.startsWith("/api/")) return c.notFound();
    return serveSite(c, sites.web) ?? c.text("Web app not built: run `bun run build`", 404);
  });
  return platform;
}
