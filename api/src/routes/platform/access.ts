import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import { clientCountry } from "../../lib/geo/client-country.ts";
import { accessResponse } from "../../lib/openapi/responses/platform.ts";
import { doc } from "../../lib/openapi.ts";

/**
 * `GET /api/access`: whether the Terms restrict the visitor's country (docs/security.md "Restricted
 * countries"), so the landing and public pages can say so before anything is refused.
 */
export const accessRoutes = new Hono<AppEnv>().get(
  "/",
  doc("platform", "Whether the visitor's country is one the Terms restrict", { response: accessResponse }),
  (c) => {
    const { env } = c.get("deps");
    const country = env.RESTRICTED_COUNTRIES.size > 0 ? clientCountry(c, env) : null;
    c.header("Cache-Control", "private, no-store");
    return c.json({ country, restricted: country !== null && env.RESTRICTED_COUNTRIES.has(country) });
  },
);
