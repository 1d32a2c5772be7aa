import { type Context, Hono, type MiddlewareHandler } from "hono";
import type { createApp } from "../app.ts";
import type { Env } from "../env.ts";
import { clusterApiUrlFor } from "../lib/solana-cluster.ts";
import { tonConnectIconPng } from "../lib/ton/icon-png.ts";
import { tonConnectManifest } from "../lib/ton/manifest.ts";
import { mediaRoutes } from "../routes/media.ts";
import { dynamicCompression } from "./encoding.ts";
import { pageHeaders } from "./page-policy.ts";
import { type Site, serveSite } from "./static-site.ts";

/** The settings the edge reads (a subset of the API's validated env). */
export type EdgeEnv = Pick<Env, "PUBLIC_URL" | "TRUST_PROXY" | "SOLANA_CLUSTER" | "SOLANA_RPC_URL"> &
  Partial<Pick<Env, "PIXELSTREAMING_URL">>;

const DEFAULT_EDGE_ENV: EdgeEnv = {
  PUBLIC_URL: "http://localhost:3000",
  TRUST_PROXY: false,
  SOLANA_CLUSTER: "devnet",
  SOLANA_RPC_URL: undefined,
};

const HSTS = "max-age=31536000; includeSubDomains";

/**
 * Whether the browser reached us over https: the request itself, else the proxy's
 * `X-Forwarded-Proto` when we trust the proxy, else the public URL's scheme (a TLS terminator in
 * front that we do not trust to tell us).
 */
function overHttps(c: Context, env: EdgeEnv): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  if (env.TRUST_PROXY) {
    return c.req.header("X-Forwarded-Proto")?.split(",")[0]?.trim().toLowerCase() === "https";
  }
  return env.PUBLIC_URL.startsWith("https:");
}

/** HSTS on https answers only (the API's own secure headers would send it over plain http too). */
function transportSecurity(env: EdgeEnv): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (overHttps(c, env)) c.res.headers.set("Strict-Transport-Security", HSTS);
    else c.res.headers.delete("Strict-Transport-Security");
  };
}

const nosniff: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set("X-Content-Type-Options", "nosniff");
};

/**
 * The whole platform on one origin: the API at /api, generated art at /media, the Mini App at
 * /tg-app/, the web app at /. Dynamic answers (API JSON, art) are compressed on the fly above 1 KB;
 * the sites' files are precompressed at build time. Pages carry each site's CSP and frame policy
 * (page-policy.ts). Without a build (development), non-API paths answer 404 with a hint instead.
 */
export function createPlatform(
  api: ReturnType<typeof createApp>,
  sites: { web: Site; miniapp: Site },
  env: EdgeEnv = DEFAULT_EDGE_ENV,
) {
  const policy = {
    solanaRpcUrl: env.SOLANA_RPC_URL ?? clusterApiUrlFor(env.SOLANA_CLUSTER),
    streamUrl: env.PIXELSTREAMING_URL,
  };
  const web: Site = {
    ...sites.web,
    pageHeaders: { ...pageHeaders("web", policy), ...sites.web.pageHeaders },
  };
  const miniapp: Site = {
    ...sites.miniapp,
    pageHeaders: { ...pageHeaders("miniapp", policy), ...sites.miniapp.pageHeaders },
  };

  const platform = new Hono();
  platform.use("*", transportSecurity(env));
  platform.use("/api/*", dynamicCompression());
  platform.use("/media/*", nosniff, dynamicCompression());
  platform.route("/", api);
  platform.route("/media", mediaRoutes);
  // TON Connect: wallets fetch the manifest (and its icon) from anywhere to show who asks to connect.
  platform.get("/tonconnect-manifest.json", (c) =>
    c.json(tonConnectManifest(env.PUBLIC_URL), 200, {
      "Access-Control-Allow-Origin": "*",
      "Cache-Control": "public, max-age=3600",
    }),
  );
  platform.get("/tonconnect-icon.png", (c) =>
    c.body(new Uint8Array(tonConnectIconPng()), 200, {
      "Content-Type": "image/png",
      "Access-Control-Allow-Origin": "*",
      "Cache-Control": "public, max-age=86400",
    }),
  );
  platform.get("/tg-app", (c) => c.redirect("/tg-app/", 301));
  platform.get(
    "/tg-app/*",
    (c) => serveSite(c, miniapp) ?? c.text("Mini App not built: run `bun run build`", 404),
  );
  platform.get("*", (c) => {
    if (c.req.path.startsWith("/api/")) return c.notFound();
    return serveSite(c, web) ?? c.text("Web app not built: run `bun run build`", 404);
  });
  return platform;
}
