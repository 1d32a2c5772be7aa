import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../test/harness.ts";
import { type Env, testEnv } from "../env.ts";
import { buildPlatform, HSTS } from "./platform.ts";

let api: TestApi;
let dir: string;
let base: string;
/** PUBLIC_URL https behind a trusted proxy, and PUBLIC_URL https without a trusted proxy. */
let proxied: ReturnType<typeof Bun.serve>;
let publicHttps: ReturnType<typeof Bun.serve>;

/** Bytes as sent: no Accept-Encoding unless given, no transparent decompression. */
function raw(url: string, headers: Record<string, string> = {}) {
  return fetch(url, { headers, decompress: false } as RequestInit);
}

/** The same platform over the same database, configured otherwise (as another deployment would be). */
function serveWith(overrides: Partial<Record<keyof Env, string>>) {
  const sites = {
    web: { prefix: "/", dir: join(dir, "web") },
    miniapp: { prefix: "/tg-app/", dir: join(dir, "miniapp") },
  };
  // An https deployment must name an SMTP server (env.ts); nothing here sends mail.
  const env = testEnv({ SMTP_URL: "smtp://127.0.0.1:9", ...overrides });
  const platform = buildPlatform({ ...api.deps, env }, { sites });
  return Bun.serve({ port: 0, hostname: "127.0.0.1", ...platform.serve });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "jv-sites-"));
  for (const [site, title] of [
    ["web", "Web"],
    ["miniapp", "Mini"],
  ] as const) {
    mkdirSync(join(dir, site, "assets"), { recursive: true });
    const index = `<!doctype html><title>${title}</title>${"<!-- padding -->".repeat(40)}`;
    writeFileSync(join(dir, site, "index.html"), index);
    writeFileSync(join(dir, site, "index.html.br"), brotliCompressSync(index));
    writeFileSync(join(dir, site, "assets", "app-abc123.js"), `console.log("${title}")`);
  }
  api = await startTestApi(
    {},
    {
      sites: {
        web: { prefix: "/", dir: join(dir, "web") },
        miniapp: { prefix: "/tg-app/", dir: join(dir, "miniapp") },
      },
    },
  );
  base = api.url;
  proxied = serveWith({ PUBLIC_URL: "https://play.example", TRUST_PROXY: "true" });
  publicHttps = serveWith({
    PUBLIC_URL: "https://play.example",
    SOLANA_RPC_URL: "https://rpc.example.org/solana",
    PIXELSTREAMING_URL: "https://stream.example.net/session?game=1",
  });
});
afterAll(async () => {
  proxied.stop(true);
  publicHttps.stop(true);
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("one origin for the whole platform", () => {
  it("serves the web app at / with SPA fallback and immutable assets", async () => {
    expect(await (await fetch(`${base}/`)).text()).toContain("<title>Web</title>");
    expect(await (await fetch(`${base}/dashboard/store`)).text()).toContain("<title>Web</title>");
    const asset = await fetch(`${base}/assets/app-abc123.js`);
    expect(asset.headers.get("cache-control")).toContain("immutable");
  });

  it("serves the Mini App at /tg-app/", async () => {
    expect((await fetch(`${base}/tg-app`, { redirect: "manual" })).status).toBe(301);
    expect(await (await fetch(`${base}/tg-app/`)).text()).toContain("<title>Mini</title>");
    expect(await (await fetch(`${base}/tg-app/assets/app-abc123.js`)).text()).toContain("Mini");
  });

  it("keeps /api for the API and refuses path traversal", async () => {
    expect((await (await fetch(`${base}/api/health`)).json()).status).toBe("ok");
    expect((await fetch(`${base}/api/unknown`)).status).toBe(404);
    const traversal = await fetch(`${base}/assets/..%2F..%2F..%2Fetc%2Fpasswd`);
    expect(await traversal.text()).not.toContain("root:");
  });

  it("draws catalogue art at /media and 404s unknown names", async () => {
    const art = await fetch(`${base}/media/banners/gems-live.svg`);
    expect(art.status).toBe(200);
    expect(art.headers.get("content-type")).toContain("image/svg+xml");
    expect(await art.text()).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect((await fetch(`${base}/media/items/definitely-not-an-item.svg`)).status).toBe(404);
    expect((await fetch(`${base}/media/items/a%2Fb.svg`)).status).toBe(404);
  });
});

describe("TON Connect manifest", () => {
  it("serves tonconnect-manifest.json for our public URL, fetchable by any wallet, and its PNG icon", async () => {
    const res = await fetch(`http://127.0.0.1:${publicHttps.port}/tonconnect-manifest.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(await res.json()).toEqual({
      url: "https://play.example",
      name: "JadeVerse",
      iconUrl: "https://play.example/tonconnect-icon.png",
      termsOfUseUrl: "https://play.example/terms-and-conditions",
      privacyPolicyUrl: "https://play.example/terms-and-conditions#privacy",
    });
    const icon = await fetch(`${base}/tonconnect-icon.png`);
    expect(icon.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await icon.arrayBuffer());
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]); // IHDR width, height
  });
});

describe("the HTTP edge", () => {
  it("compresses JSON API answers above 1 KB for clients that accept it", async () => {
    const br = await raw(`${base}/api/openapi.json`, { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(br.headers.get("content-type")).toContain("application/json");
    const body = new Uint8Array(await br.arrayBuffer());
    expect(Number(br.headers.get("content-length"))).toBe(body.byteLength);
    const document = JSON.parse(new TextDecoder().decode(brotliDecompressSync(body)));
    expect(document.openapi).toBeDefined();
    const gz = await raw(`${base}/api/openapi.json`, { "Accept-Encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(new Uint8Array(await gz.arrayBuffer())).toString()).openapi).toBeDefined();
    const plain = await raw(`${base}/api/openapi.json`);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect((await plain.json()).openapi).toBeDefined();
    // Small answers are not worth it.
    const health = await raw(`${base}/api/health`, { "Accept-Encoding": "br" });
    expect(health.headers.get("content-encoding")).toBeNull();
    expect((await health.json()).status).toBe("ok");
  });

  it("gives every API answer the same headers, whether the API built it whole or Hono built it", async () => {
    const proxiedBase = `http://127.0.0.1:${proxied.port}`;
    const tls = { "X-Forwarded-Proto": "https", "Accept-Encoding": "gzip, br" };
    const protective = {
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "cross-origin-resource-policy": "same-site",
      "referrer-policy": "no-referrer",
      "strict-transport-security": HSTS,
    };
    const cases: { path: string; method?: string; headers?: Record<string, string>; status: number }[] = [
      { path: "/api/health", status: 200 }, // small JSON from the record alone: built whole
      { path: "/api/nope", status: 404 },
      { path: "/api/health", headers: { Origin: "https://play.example" }, status: 200 }, // CORS: Hono's headers
      { path: "/api/health", method: "DELETE", status: 405 }, // `Allow` through Hono
      { path: "/api/docs", status: 200 }, // HTML from `c.html`: the set is added after
      { path: "/api/openapi.json", status: 200 }, // large: compressed by the platform
    ];
    for (const { path, method = "GET", headers, status } of cases) {
      const label = `${method} ${path}${headers ? " with Origin" : ""}`;
      const res = await fetch(`${proxiedBase}${path}`, {
        method,
        headers: { ...tls, ...headers },
        decompress: false,
      } as RequestInit);
      expect(res.status, label).toBe(status);
      for (const [name, value] of Object.entries(protective))
        expect(res.headers.get(name), label).toBe(value);
      expect(res.headers.get("x-request-id"), label).toMatch(/^[A-Za-z0-9_.:-]{8,64}$/);
      expect(res.headers.get("content-security-policy"), label).toMatch(/^default-src 'none'/);
      expect(res.headers.get("content-security-policy")?.includes("script-src 'self'"), label).toBe(
        path === "/api/docs",
      );
      const vary = (res.headers.get("vary") ?? "").split(/,\s*/);
      expect(vary, label).toContain("Origin");
      if (path !== "/api/docs") expect(vary, label).toContain("Accept-Encoding");
      if (res.headers.get("content-encoding") === null && path !== "/api/docs")
        expect(Number(res.headers.get("content-length")), label).toBe((await res.arrayBuffer()).byteLength);
    }
  });

  it("serves the sites' precompressed files", async () => {
    const page = await raw(`${base}/tg-app/`, { "Accept-Encoding": "br" });
    expect(page.headers.get("content-encoding")).toBe("br");
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(brotliDecompressSync(new Uint8Array(await page.arrayBuffer())).toString()).toContain(
      "<title>Mini</title>",
    );
  });

  it("puts the web app's page policy on its pages: CSP, never framed, popups allowed", async () => {
    for (const path of ["/", "/token", "/dashboard/store"]) {
      const res = await raw(`${base}${path}`);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toMatch(/script-src 'self' https:\/\/telegram\.org(;|$)/);
      expect(csp).toMatch(/frame-src [^;]*https:\/\/oauth\.telegram\.org/);
      expect(csp).toMatch(
        /connect-src [^;]*https:\/\/api\.devnet\.solana\.com wss:\/\/api\.devnet\.solana\.com/,
      );
      expect(csp).toMatch(/connect-src [^;]*wss:\/\/relay\.walletconnect\.org/);
      expect(csp).not.toContain("'unsafe-eval'");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("strict-transport-security")).toBeNull(); // plain http
    }
  });

  it("lets only Telegram's web clients frame the Mini App", async () => {
    const res = await raw(`${base}/tg-app/`);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors https://web.telegram.org https://*.telegram.org");
    expect(csp).toContain("script-src 'self';");
    expect(res.headers.get("x-frame-options")).toBeNull();
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
  });

  it("lets both sites frame the configured game stream's origin, and nothing else without one", async () => {
    const publicBase = `http://127.0.0.1:${publicHttps.port}`;
    const web = (await raw(`${publicBase}/play`)).headers.get("content-security-policy") ?? "";
    expect(web).toMatch(/frame-src [^;]*https:\/\/stream\.example\.net(;| )/);
    expect(web).not.toContain("session?game");
    const mini = (await raw(`${publicBase}/tg-app/play`)).headers.get("content-security-policy") ?? "";
    expect(mini).toMatch(/frame-src https:\/\/stream\.example\.net /);
    // No stream configured: the Mini App frames only the wallet modal's verification pages, the web
    // app only its known widgets.
    const unstreamed = (await raw(`${base}/tg-app/`)).headers.get("content-security-policy") ?? "";
    expect(unstreamed).toMatch(/frame-src https:\/\/verify\.walletconnect\.com /);
    expect(unstreamed).not.toContain("stream.");
    expect((await raw(`${base}/play`)).headers.get("content-security-policy")).not.toContain("stream.");
  });

  it("says nosniff on art and on every static file", async () => {
    for (const path of [
      "/media/banners/gems-live.svg",
      "/assets/app-abc123.js",
      "/tg-app/assets/app-abc123.js",
    ]) {
      const res = await raw(`${base}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });

  it("answers malformed paths with 400, never 500", async () => {
    for (const path of ["/%ff", "/%", "/assets/%", "/tg-app/%ff"]) {
      expect((await raw(`${base}${path}`)).status, path).toBe(400);
    }
  });

  it("sends one HSTS value on every https answer (pages, API, art) and none over http", async () => {
    const proxiedBase = `http://127.0.0.1:${proxied.port}`;
    for (const path of ["/", "/api/health", "/api/nope", "/media/banners/gems-live.svg", "/tg-app/"]) {
      const viaTls = await raw(`${proxiedBase}${path}`, { "X-Forwarded-Proto": "https" });
      expect(viaTls.headers.get("strict-transport-security"), path).toBe(HSTS);
      // Behind a trusted proxy, a plain-http hop gets none, even from the API.
      const plain = await raw(`${proxiedBase}${path}`, { "X-Forwarded-Proto": "http" });
      expect(plain.headers.get("strict-transport-security"), path).toBeNull();
      expect((await raw(`${proxiedBase}${path}`)).headers.get("strict-transport-security"), path).toBeNull();
      expect((await raw(`${base}${path}`)).headers.get("strict-transport-security"), path).toBeNull();
    }
    expect(HSTS).toBe("max-age=63072000; includeSubDomains");
    // An https public URL without a trusted proxy: the browser came over https.
    const httpsPage = await raw(`http://127.0.0.1:${publicHttps.port}/`);
    expect(httpsPage.headers.get("strict-transport-security")).toBe(HSTS);
    expect(httpsPage.headers.get("content-security-policy")).toContain(
      "https://rpc.example.org wss://rpc.example.org",
    );
  });

  it("believes X-Forwarded-Proto only from a trusted proxy", async () => {
    // The peer (127.0.0.1) is not in TRUSTED_PROXIES: its claim of https is not believed.
    const elsewhere = serveWith({ PUBLIC_URL: "https://play.example", TRUSTED_PROXIES: "10.0.0.0/8" });
    try {
      const res = await raw(`http://127.0.0.1:${elsewhere.port}/api/health`, { "X-Forwarded-Proto": "http" });
      // Not a proxy of ours: the public URL's scheme decides, whatever the header says.
      expect(res.headers.get("strict-transport-security")).toBe(HSTS);
    } finally {
      elsewhere.stop(true);
    }
  });
});
