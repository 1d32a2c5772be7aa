import { ART_CONTENT_TYPE, renderArtSvg } from "@jadeverse/db/art";
import { Hono } from "hono";

const MEDIA_PATH = /^[a-z0-9-]+\/[a-z0-9-]+\.svg$/;
const cache = new Map<string, string>();

/**
 * Generated artwork for the catalogue, banners and avatars (`/media/<kind>/<name>.svg`): every image
 * is drawn deterministically from its name, so nothing is hot-linked and no binary lives in the repo.
 */
export const mediaRoutes = new Hono().get("/*", (c) => {
  const path = c.req.path.replace(/^.*?\/media\//, "");
  if (!MEDIA_PATH.test(path)) return c.notFound();
  let svg = cache.get(path);
  if (svg === undefined) {
    const rendered = renderArtSvg(path);
    if (!rendered) return c.notFound();
    svg = rendered;
    if (cache.size < 2_000) cache.set(path, svg);
  }
  return c.body(svg, 200, {
    "Content-Type": ART_CONTENT_TYPE,
    "Cache-Control": "public, max-age=86400",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
  });
});
