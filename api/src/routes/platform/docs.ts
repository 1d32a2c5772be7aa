import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Hono } from "hono";
import { type GenerateSpecOptions, generateSpecs } from "hono-openapi";
import type { AppEnv } from "../../context.ts";
import { withCommonAnswers } from "../../lib/openapi/common-answers.ts";
import { errorEnvelopeSchema } from "../../lib/openapi/errors.ts";
import { docsPolicy } from "../../middleware/security-headers.ts";

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

// No validator badge: it would load an image from validator.swagger.io (the page's CSP allows none).
const INIT = `window.ui = SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#swagger-ui", deepLinking: true, validatorUrl: null });`;

const DOCUMENTATION: GenerateSpecOptions["documentation"] = {
  info: {
    title: "JadeVerse API",
    version: "1.0.0",
    description:
      "Every call of the JadeVerse platform. Errors are `{ error: { code, message, details? } }` with a code from the catalogue (each operation lists its statuses and codes; `VALIDATION_ERROR` carries `details.issues`); authorised calls take `Authorization: Bearer <access_token>` or the `access_token` cookie. Any operation may also answer 404 `NOT_FOUND` (an unknown path), 405 `METHOD_NOT_ALLOWED` with `Allow` (another method), and a write 403 `FORBIDDEN` (a cookie-authenticated write from another site) or 413 `PAYLOAD_TOO_LARGE` (a body over 64 KiB).",
  },
  components: {
    schemas: { ErrorEnvelope: errorEnvelopeSchema() },
    securitySchemes: {
      bearer: { type: "http", scheme: "bearer" },
      cookie: { type: "apiKey", in: "cookie", name: "access_token" },
      consoleToken: {
        type: "http",
        scheme: "bearer",
        description: "An operator's console token (POST /api/console/session, with the second factor)",
      },
      telegramInitData: {
        type: "apiKey",
        in: "header",
        name: "Authorization",
        description: "tma <initData>",
      },
    },
  },
};

/**
 * The OpenAPI 3.1 document generated from the routes' validators, and a self-hosted reference page
 * (its Content-Security-Policy: middleware/security-headers.ts `docsPolicy`).
 */
export function docsRoutes(api: Hono<AppEnv>) {
  let document: Promise<object> | undefined;
  return (
    new Hono<AppEnv>()
      .get("/openapi.json", async (c) => {
        // Generated once, on first request (every route is mounted by then), with the answers the
        // API's plumbing gives on every operation added (lib/openapi/common-answers.ts).
        document ??= generateSpecs(api, {
          documentation: DOCUMENTATION,
          // Our validators answer the error envelope (documented by `doc()`), not hono-openapi's default.
          defaultValidationErrorResponse: false,
          // Only routes with `doc()` are in the document: a described download such as the console's
          // `registrations.csv` is an operation, not a static file.
          excludeStaticFile: false,
        })
          .then(withCommonAnswers)
          .catch((error: unknown) => {
            document = undefined; // try again on the next request
            throw error;
          });
        return c.json(await document);
      })
      .get("/docs", docsPolicy, (c) => c.html(PAGE))
      // One route for every asset (the generated init.js included): the API's RegExpRouter refuses a
      // static path beside a parameter at the same place.
      .get("/docs/assets/:file", docsPolicy, async (c) => {
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
