import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Hono } from "hono";
import { openAPIRouteHandler } from "hono-openapi";
import type { AppEnv } from "../context.ts";
import { errorEnvelopeSchema } from "../lib/openapi/errors.ts";

const swaggerDir = dirname(fileURLToPath(import.meta.resolve("swagger-ui-dist/package.json")));
const ASSETS: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
};

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>JadeVerse API reference</title><link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/init.js"></script></body></html>`;

const INIT = `window.ui = SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#swagger-ui", deepLinking: true });`;

/** The OpenAPI 3.1 document generated from the routes' validators, and a self-hosted reference page. */
export function docsRoutes(api: Hono<AppEnv>) {
  return (
    new Hono<AppEnv>()
      .get(
        "/openapi.json",
        openAPIRouteHandler(api, {
          documentation: {
            info: {
              title: "JadeVerse API",
              version: "1.0.0",
              description:
                "Every call of the JadeVerse platform. Errors are `{ error: { code, message, details? } }` with a code from the catalogue (each operation lists its statuses and codes; `VALIDATION_ERROR` carries `details.issues`); authorised calls take `Authorization: Bearer <access_token>` or the `access_token` cookie.",
            },
            components: {
              schemas: { ErrorEnvelope: errorEnvelopeSchema() },
              securitySchemes: {
                bearer: { type: "http", scheme: "bearer" },
                cookie: { type: "apiKey", in: "cookie", name: "access_token" },
                telegramInitData: {
                  type: "apiKey",
                  in: "header",
                  name: "Authorization",
                  description: "tma <initData>",
                },
              },
            },
          },
          // Our validators answer the error envelope (documented by `doc()`), not hono-openapi's default.
          defaultValidationErrorResponse: false,
        }),
      )
      .get("/docs", (c) => c.html(PAGE))
      // One route for every asset (the generated init.js included): the API's RegExpRouter refuses a
      // static path beside a parameter at the same place.
      .get("/docs/assets/:file", async (c) => {
        if (c.req.param("file") === "init.js")
          return c.body(INIT, 200, { "Content-Type": "text/javascript; charset=utf-8" });
        const type = ASSETS[c.req.param("file")];
        if (!type) return c.notFound();
        const file = Bun.file(join(swaggerDir, c.req.param("file")));
        return c.body(await file.arrayBuffer(), 200, {
          "Content-Type": type,
          "Cache-Control": "public, max-age=86400",
        });
      })
  );
}
