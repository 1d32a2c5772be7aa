import { MINI_APP_BASENAME, MINI_APP_PATH } from "@jadeverse/db/deep-links";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { createApp } from "../app.ts";
import type { Deps } from "../context.ts";
import { proxyTrust } from "../env.ts";
import { localizeError } from "../lib/errors/localize.ts";
import { requestLocale } from "../lib/i18n/request-locale.ts";
import { watchForMetrics } from "../lib/observability/watch.ts";
import { wertRail } from "../lib/payments/wert/config.ts";
import { clusterApiUrlFor } from "../lib/solana-cluster.ts";
import { tonConnectIconPng } from "../lib/ton/icon-png.ts";
import { tonConnectManifest } from "../lib/ton/manifest.ts";
import { isWholeAnswer } from "../middleware/answer-headers.ts";
import type { PlatformBindings } from "../middleware/client-ip.ts";
import { answerForError } from "../middleware/error-answer.ts";
import { API_HEADERS } from "../middleware/security-headers.ts";
import { missingSessionHint } from "../middleware/session-cookie.ts";
import type { Realtime } from "../realtime/server.ts";
import { mediaRoutes } from "../routes/platform/media.ts";
import { metricsRoutes } from "../routes/platform/metrics.ts";
import { Arrival, type ArrivalConfig, isApiUrl } from "./arrival.ts";
import { clientResolver } from "./client-address.ts";
import { compressDynamic, DYNAMIC_COMPRESSION_THRESHOLD, dynamicCompression } from "./encoding.ts";
import { pageHeaders } from "./page-policy.ts";
import { type Site, serveSite } from "./static-site.ts";

export interface PlatformOptions {
  /** The built web app (served at `/`) and Mini App (`/tg-app/`); without them those paths say "not built". */
  sites?: { web: Site; miniapp: Site };
  /** socket.io (`/socket.io/`), handed the request and Bun's server before anything else runs. */
  realtime?: Realtime;
}

type Fetch = (request: Request, server: Bun.Server<unknown>) => Response | Promise<Response>;

/** What `Bun.serve` needs: spread it into the options (`Bun.serve({ port, hostname, ...platform.serve })`). */
export interface Platform {
  serve:
    | { fetch: Fetch; idleTimeout: number }
    | { fetch: Fetch; websocket: Realtime["websocket"]; idleTimeout: number };
  /** The API inside (its type is the typed client's `AppType`). */
  api: ReturnType<typeof createApp>;
}

/**
 * Seconds Bun lets a connection sit without a byte either way before cutting it (its default, 10 s,
 * would cut a request waiting on a slow database server mid-answer). The same with and without
 * socket.io, so the tests' server (often without it) times out exactly as production does.
 */
export const IDLE_TIMEOUT_S = 120;

/** One HSTS value for every https answer (pages, API, art): two years, subdomains included. */
export const HSTS = "max-age=63072000; includeSubDomains";

type Edge = { Bindings: PlatformBindings };

const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

/** HSTS on https answers only, whoever produced them: the platform is its one owner. */
const transportSecurity: MiddlewareHandler<Edge> = async (c, next) => {
  await next();
  if (c.env.connection.https) c.res.headers.set("Strict-Transport-Security", HSTS);
  else c.res.headers.delete("Strict-Transport-Security");
};

const nosniff: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set("X-Content-Type-Options", "nosniff");
};

/** An exception outside the API (transport security, compression, a site's file): logged, and JSON under /api. */
function edgeFailure(deps: Deps) {
  return (error: Error, c: Context<Edge>) =>
    failureAnswer(deps, error, c.req.method, c.req.path, c.req.header("accept-language"));
}

function failureAnswer(
  deps: Deps,
  error: unknown,
  method: string,
  path: string,
  acceptLanguage: string | undefined,
): Response {
  const apiError = answerForError(error, deps.logger, { method, path, layer: "platform" });
  if (!isApiPath(path)) {
    return new Response("Internal server error", {
      status: apiError.status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
    });
  }
  // Outside the API no player is signed in: the request's languages choose (docs/i18n.md).
  const { body, language } = localizeError(apiError, requestLocale(acceptLanguage));
  return new Response(JSON.stringify(body), {
    status: apiError.status,
    headers: [
      ["Content-Type", "application/json"],
      ["Content-Language", language],
      ["Vary", "Accept-Language"],
      ...API_HEADERS,
    ],
  });
}

/** Each site with its page policy (CSP, frame and opener policies, page-policy.ts) on its pages. */
function sitesWithPolicy(deps: Deps, sites: { web: Site; miniapp: Site }) {
  const policy = {
    solanaRpcUrl: deps.env.SOLANA_RPC_URL ?? clusterApiUrlFor(deps.env.SOLANA_CLUSTER),
    streamUrl: deps.env.PIXELSTREAMING_URL,
    wertOrigin: wertRail(deps.env)?.widgetOrigin,
  };
  return {
    web: { ...sites.web, pageHeaders: { ...pageHeaders("web", policy), ...sites.web.pageHeaders } },
    miniapp: {
      ...sites.miniapp,
      pageHeaders: { ...pageHeaders("miniapp", policy), ...sites.miniapp.pageHeaders },
    },
  };
}

/**
 * The whole platform on one origin, as production serves it and as every API test runs it: the API
 * at /api (all of it: its own JSON 404 and 405 answers), generated art at /media, the TON Connect
 * manifest, the Mini App at /tg-app/, the web app at /, socket.io at /socket.io/. Around them: the
 * client's real address (the socket's peer, or what our own proxies report: client-address.ts),
 * HSTS over https, compression of dynamic answers above 1 KB (the sites' files are precompressed
 * at build time), each site's page policy, and one error handler for anything that fails outside
 * the API.
 */
export function buildPlatform(deps: Deps, options: PlatformOptions = {}): Platform {
  // Prometheus series (GET /metrics) only where a scraper may read them.
  if (deps.env.METRICS_TOKEN) watchForMetrics();
  const api = createApp(deps);
  const sites = options.sites && sitesWithPolicy(deps, options.sites);
  const trust = proxyTrust(deps.env);
  const arrivalConfig: ArrivalConfig = {
    resolveClient: clientResolver(trust),
    trustsProxies: trust.hops > 0 || trust.networks.length > 0,
    publicHttps: new URL(deps.env.PUBLIC_URL).protocol === "https:",
    // What answerApi below and compressDynamic do to a small JSON answer, for the API to build in.
    wholeAnswer: {
      threshold: DYNAMIC_COMPRESSION_THRESHOLD,
      https: { Vary: "Accept-Encoding", "Strict-Transport-Security": HSTS },
      http: { Vary: "Accept-Encoding" },
    },
  };

  const edge = new Hono<Edge>();
  edge.use("*", transportSecurity);
  edge.use("/api/*", dynamicCompression());
  edge.use("/media/*", nosniff, dynamicCompression());
  // The API answers every path under /api (and /api itself) with its own handlers, 404 and 405.
  const toApi = (c: Context<Edge>) => api.fetch(c.req.raw, c.env);
  edge.all("/api", toApi);
  edge.all("/api/*", toApi);
  edge.route("/media", mediaRoutes);
  edge.route("/metrics", metricsRoutes(deps));
  // TON Connect: wallets fetch the manifest (and its icon) from anywhere to show who asks to connect.
  edge.get("/tonconnect-manifest.json", (c) =>
    c.json(tonConnectManifest(deps.env.PUBLIC_URL), 200, {
      "Access-Control-Allow-Origin": "*",
      "Cache-Control": "public, max-age=3600",
    }),
  );
  edge.get("/tonconnect-icon.png", (c) =>
    c.body(new Uint8Array(tonConnectIconPng()), 200, {
      "Content-Type": "image/png",
      "Access-Control-Allow-Origin": "*",
      "Cache-Control": "public, max-age=86400",
    }),
  );
  edge.get(MINI_APP_BASENAME, (c) => c.redirect(MINI_APP_PATH, 301));
  edge.get(
    `${MINI_APP_PATH}*`,
    (c) => (sites && serveSite(c, sites.miniapp)) ?? c.text("Mini App not built: run `bun run build`", 404),
  );
  edge.get("*", (c) => {
    const page = sites && serveSite(c, sites.web);
    if (!page) return c.text("Web app not built: run `bun run build`", 404);
    const hint = page.headers.get("Content-Type")?.startsWith("text/html")
      ? missingSessionHint(
          c.req.header("cookie") ?? null,
          arrivalConfig.publicHttps,
          deps.env.SESSION_TTL_SECONDS,
        )
      : null;
    if (hint) page.headers.append("Set-Cookie", hint);
    return page;
  });
  edge.notFound((c) => c.text("Not found", 404, { "X-Content-Type-Options": "nosniff" }));
  edge.onError(edgeFailure(deps));

  /**
   * The API's answer with the edge's work done on it in place (HSTS, compression): the same as the
   * edge's middleware, without a second router, context and middleware chain on the busiest path.
   */
  async function answerApi(request: Request, arrival: Arrival): Promise<Response> {
    try {
      const res = await api.fetch(request, arrival);
      // Built whole by the API with this very work done (middleware/answer-headers.ts).
      if (isWholeAnswer(res)) return res;
      if (arrival.https) res.headers.set("Strict-Transport-Security", HSTS);
      else res.headers.delete("Strict-Transport-Security");
      return await compressDynamic(res, request.headers.get("accept-encoding"));
    } catch (error) {
      const url = new URL(request.url);
      return failureAnswer(
        deps,
        error,
        request.method,
        url.pathname,
        request.headers.get("accept-language") ?? undefined,
      );
    }
  }

  const realtime = options.realtime;
  const fetch: Fetch = (request, server) => {
    const arrival = new Arrival(server, request, arrivalConfig);
    // socket.io lives at /socket.io/: an API path never needs realtime's own (URL-parsing) check.
    if (isApiUrl(request.url)) return answerApi(request, arrival);
    if (realtime?.handles(request)) return realtime.handleRequest(request, server);
    return edge.fetch(request, arrival);
  };
  return {
    api,
    serve: realtime
      ? { fetch, websocket: realtime.websocket, idleTimeout: Math.max(IDLE_TIMEOUT_S, realtime.idleTimeout) }
      : { fetch, idleTimeout: IDLE_TIMEOUT_S },
  };
}
