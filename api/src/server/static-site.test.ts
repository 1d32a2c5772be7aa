import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { negotiateEncoding } from "./encoding.ts";
import { serveSite } from "./static-site.ts";

/** A build as Vite + web/build/precompress-plugin.ts leave it: text files with .br and .gz beside them. */
const dir = mkdtempSync(join(tmpdir(), "jv-site-"));
const INDEX = `<!doctype html><title>app</title>${"<!-- padding -->".repeat(50)}`;
const SCRIPT = `console.log(${JSON.stringify("a fairly repetitive script body ".repeat(40))})`;
const VIDEO = new Uint8Array(4096).map((_, i) => (i * 7919) % 251);
function writeWithVariants(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, Bun.gzipSync(text));
}
mkdirSync(join(dir, "assets"));
mkdirSync(join(dir, "landing"));
mkdirSync(join(dir, ".vite"));
writeWithVariants(join(dir, "index.html"), INDEX);
writeWithVariants(join(dir, "assets", "index-abc.js"), SCRIPT);
writeFileSync(join(dir, "assets", "tiny-abc.js"), "1"); // too small to compress: no variants
writeWithVariants(
  join(dir, "landing", "captions.vtt"),
  `WEBVTT\n\n${"00:00.000 --> 00:01.000\nJade\n\n".repeat(20)}`,
);
writeFileSync(join(dir, "landing", "hero.webm"), VIDEO);
writeFileSync(join(dir, ".vite", "manifest.json"), "{}");
const lastWeek = new Date(Date.now() - 7 * 86_400_000);
utimesSync(join(dir, "landing", "hero.webm"), lastWeek, lastWeek);

const PAGE_HEADERS = { "Content-Security-Policy": "default-src 'self'; frame-ancestors 'none'" };
const app = new Hono().get(
  "*",
  (c) => serveSite(c, { prefix: "/", dir, pageHeaders: PAGE_HEADERS }) ?? c.text("none", 404),
);
let server: ReturnType<typeof Bun.serve>;
let base: string;
beforeAll(() => {
  server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: app.fetch });
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(() => {
  server.stop(true);
  rmSync(dir, { recursive: true, force: true });
});

/** Over real HTTP, bytes as sent: no Accept-Encoding unless given, no transparent decompression. */
function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return fetch(`${base}${path}`, { method, headers, decompress: false } as RequestInit);
}
const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer());
const text = (data: Uint8Array) => new TextDecoder().decode(data);

describe("Accept-Encoding negotiation", () => {
  it("prefers br, honours q-values, * and refusals", () => {
    const both = ["br", "gzip"] as const;
    expect(negotiateEncoding("gzip, deflate, br, zstd", both)).toBe("br");
    expect(negotiateEncoding("gzip, deflate", both)).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip", both)).toBe("gzip");
    expect(negotiateEncoding("gzip;q=1, br;q=0.5", both)).toBe("gzip");
    expect(negotiateEncoding("*", both)).toBe("br");
    expect(negotiateEncoding("*;q=0.2, br;q=0", both)).toBe("gzip");
    expect(negotiateEncoding("br;q=0.1, identity;q=0.9", both)).toBeNull();
    expect(negotiateEncoding("x-gzip", both)).toBe("gzip");
    expect(negotiateEncoding("br;q=2", both)).toBeNull(); // invalid q: refused
    expect(negotiateEncoding("deflate", both)).toBeNull();
    expect(negotiateEncoding("", both)).toBeNull();
    expect(negotiateEncoding(undefined, both)).toBeNull();
    expect(negotiateEncoding("br", ["gzip"])).toBeNull();
  });
});

describe("serveSite over HTTP", () => {
  it("sends the brotli variant to a browser, with the original's type and Vary", async () => {
    const res = await get("/assets/index-abc.js", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const body = await bytes(res);
    expect(Number(res.headers.get("content-length"))).toBe(body.byteLength);
    expect(body.byteLength).toBeLessThan(SCRIPT.length / 3);
    expect(text(brotliDecompressSync(body))).toBe(SCRIPT);
  });

  it("sends gzip when br is refused or unknown, and identity without Accept-Encoding", async () => {
    const gz = await get("/assets/index-abc.js", { "Accept-Encoding": "gzip, br;q=0" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(text(gunzipSync(await bytes(gz)))).toBe(SCRIPT);
    const plain = await get("/assets/index-abc.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect(text(await bytes(plain))).toBe(SCRIPT);
    const tiny = await get("/assets/tiny-abc.js", { "Accept-Encoding": "br" });
    expect(tiny.headers.get("content-encoding")).toBeNull();
    expect(await tiny.text()).toBe("1");
  });

  it("compresses the SPA index fallback and other text files (vtt) too", async () => {
    const page = await get("/dashboard/settings", { "Accept-Encoding": "br" });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-encoding")).toBe("br");
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(page.headers.get("vary")).toBe("Accept-Encoding");
    expect(page.headers.get("content-security-policy")).toBe(PAGE_HEADERS["Content-Security-Policy"]);
    expect(text(brotliDecompressSync(await bytes(page)))).toBe(INDEX);
    const vtt = await get("/landing/captions.vtt", { "Accept-Encoding": "gzip" });
    expect(vtt.headers.get("content-encoding")).toBe("gzip");
    expect(vtt.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    expect(vtt.headers.get("content-security-policy")).toBeNull(); // page headers are for pages
  });

  it("answers 304 to If-None-Match and If-Modified-Since, per representation", async () => {
    const br = await get("/assets/index-abc.js", { "Accept-Encoding": "br" });
    const plain = await get("/assets/index-abc.js");
    const etag = br.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-z]+-br"$/);
    expect(plain.headers.get("etag")).not.toBe(etag);
    expect(plain.headers.get("etag")).toMatch(/^"[0-9a-z]+"$/);
    const again = await get("/assets/index-abc.js", { "Accept-Encoding": "br", "If-None-Match": etag ?? "" });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect((await bytes(again)).byteLength).toBe(0);
    // The br copy's tag does not validate the identity representation.
    expect((await get("/assets/index-abc.js", { "If-None-Match": etag ?? "" })).status).toBe(200);
    const lastModified = plain.headers.get("last-modified") ?? "";
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);
    expect((await get("/assets/index-abc.js", { "If-Modified-Since": lastModified })).status).toBe(304);
    const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect((await get("/assets/index-abc.js", { "If-Modified-Since": earlier })).status).toBe(200);
    const index = await get("/", { "Accept-Encoding": "br" });
    const revalidated = await get("/", {
      "Accept-Encoding": "br",
      "If-None-Match": index.headers.get("etag") ?? "",
    });
    expect(revalidated.status).toBe(304);
  });

  it("answers HEAD with the real Content-Length and no body", async () => {
    const head = await get("/assets/index-abc.js", { "Accept-Encoding": "br" }, "HEAD");
    const full = await get("/assets/index-abc.js", { "Accept-Encoding": "br" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-encoding")).toBe("br");
    expect(head.headers.get("content-length")).toBe(String((await bytes(full)).byteLength));
    expect((await bytes(head)).byteLength).toBe(0);
    const video = await get("/landing/hero.webm", {}, "HEAD");
    expect(video.headers.get("content-length")).toBe(String(VIDEO.byteLength));
    expect(video.headers.get("content-type")).toBe("video/webm");
  });

  it("answers byte ranges of the identity bytes only (media seeking), never of a compressed variant", async () => {
    const part = await get("/landing/hero.webm", { Range: "bytes=0-99", "Accept-Encoding": "br, gzip" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-99/${VIDEO.byteLength}`);
    expect(part.headers.get("content-encoding")).toBeNull();
    expect(await bytes(part)).toEqual(VIDEO.slice(0, 100));
    const tail = await get("/landing/hero.webm", { Range: "bytes=-10" });
    expect(await bytes(tail)).toEqual(VIDEO.slice(-10));
    const open = await get("/landing/hero.webm", { Range: "bytes=4000-" });
    expect(await bytes(open)).toEqual(VIDEO.slice(4000));
    const bad = await get("/landing/hero.webm", { Range: "bytes=99999-" });
    expect(bad.status).toBe(416);
    expect(bad.headers.get("content-range")).toBe(`bytes */${VIDEO.byteLength}`);
    // A text file with variants: the range is of the original, uncompressed bytes.
    const script = await get("/assets/index-abc.js", { Range: "bytes=0-6", "Accept-Encoding": "br" });
    expect(script.status).toBe(206);
    expect(script.headers.get("content-encoding")).toBeNull();
    expect(await script.text()).toBe("console");
    // If-Range with a stale validator: the whole file instead.
    const stale = await get("/landing/hero.webm", { Range: "bytes=0-9", "If-Range": '"stale"' });
    expect(stale.status).toBe(200);
    expect((await bytes(stale)).byteLength).toBe(VIDEO.byteLength);
  });

  it("never answers 500 to a malformed path", async () => {
    for (const path of ["/%ff", "/%", "/assets/%", "/assets/%E0%A4%A", "/%00"]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("404s a missing hashed asset instead of answering it with HTML", async () => {
    const res = await get("/assets/index-gone.js");
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("<title>");
  });

  it("never serves build metadata or dotfiles, and does not escape its directory", async () => {
    expect(text(await bytes(await get("/.vite/manifest.json")))).toContain("<title>app</title>");
    expect(text(await bytes(await get("/..%2f..%2fetc%2fpasswd")))).toContain("<title>app</title>");
    expect((await get("/assets/..%2f..%2f..%2fetc%2fpasswd")).status).toBe(404);
  });

  it("serves a file changed on disk with a new validator", async () => {
    const path = join(dir, "landing", "note.txt");
    writeFileSync(path, "first");
    const first = await get("/landing/note.txt");
    expect(await first.text()).toBe("first");
    writeFileSync(path, "second!");
    utimesSync(path, new Date(), new Date(Date.now() + 5_000));
    const second = await get("/landing/note.txt", { "If-None-Match": first.headers.get("etag") ?? "" });
    expect(second.status).toBe(200);
    expect(await second.text()).toBe("second!");
  });
});

describe("serveSite with prerendered pages", () => {
  const prerendered = mkdtempSync(join(tmpdir(), "jv-prerendered-"));
  writeFileSync(join(prerendered, "index.html"), "<title>landing</title><h1>JadeVerse</h1>");
  mkdirSync(join(prerendered, "login"));
  writeFileSync(join(prerendered, "login", "index.html"), "<title>landing</title><h1>Log in</h1>");
  writeFileSync(join(prerendered, "app.html"), "<title>shell</title>");
  const site = new Hono().get(
    "*",
    (c) => serveSite(c, { prefix: "/", dir: prerendered }) ?? c.text("none", 404),
  );
  afterAll(() => rmSync(prerendered, { recursive: true, force: true }));

  it("answers a prerendered path with its page and every other route with the app shell", async () => {
    const home = await site.request("/");
    expect(await home.text()).toContain("<h1>JadeVerse</h1>");
    expect(home.headers.get("cache-control")).toBe("no-cache");
    expect(await (await site.request("/login")).text()).toContain("<h1>Log in</h1>");
    expect(await (await site.request("/login/")).text()).toContain("<h1>Log in</h1>");
    expect(await (await site.request("/token")).text()).toBe("<title>shell</title>");
    expect(await (await site.request("/dashboard/store")).text()).toBe("<title>shell</title>");
  });
});
