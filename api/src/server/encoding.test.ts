import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressDynamic, DYNAMIC_COMPRESSION_THRESHOLD } from "./encoding.ts";

const BROWSER = "gzip, deflate, br, zstd";
const json = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { "Content-Type": "application/json", ...headers } });
const large = JSON.stringify({
  items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })),
});
const small = JSON.stringify({ id: 1, nickname: "Jade" });

describe("compressDynamic (the platform's compression of dynamic answers)", () => {
  it("compresses a large JSON answer for a browser: br, its length, a weak ETag, Vary", async () => {
    const res = await compressDynamic(json(large, { ETag: '"v1"', Vary: "Origin" }), BROWSER);
    expect(res.headers.get("content-encoding")).toBe("br");
    const body = new Uint8Array(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(body.byteLength);
    expect(brotliDecompressSync(body).toString()).toBe(large);
    expect(res.headers.get("etag")).toBe('W/"v1"');
    expect(res.headers.get("vary")).toBe("Origin, Accept-Encoding");
    expect(res.headers.get("content-type")).toBe("application/json");
    const gz = await compressDynamic(json(large), "gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(new Uint8Array(await gz.arrayBuffer())).toString()).toBe(large);
  });

  it("answers a small JSON body (size undeclared, as Hono sends it) as it was, varying on Accept-Encoding", async () => {
    expect(Buffer.byteLength(small)).toBeLessThan(DYNAMIC_COMPRESSION_THRESHOLD);
    const res = await compressDynamic(json(small, { Vary: "Origin", "X-Request-Id": "r-1" }), BROWSER);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toBe(small);
    expect(res.headers.get("vary")).toBe("Origin, Accept-Encoding");
    expect(res.headers.get("x-request-id")).toBe("r-1");
  });

  it("hands back the very response, body unread, when nothing can be compressed", async () => {
    // No acceptable coding: only Vary changes, in place.
    const identity = json(large);
    expect(await compressDynamic(identity, "identity, deflate")).toBe(identity);
    expect(identity.bodyUsed).toBe(false);
    expect(identity.headers.get("vary")).toBe("Accept-Encoding");
    expect(await identity.text()).toBe(large);
    // A declared small size (the API's JSON declares it): only Vary, the body is not read.
    const sized = json(small, { "Content-Length": String(Buffer.byteLength(small)) });
    expect(await compressDynamic(sized, BROWSER)).toBe(sized);
    expect(sized.bodyUsed).toBe(false);
    expect(sized.headers.get("vary")).toBe("Accept-Encoding");
    // An encoded body, a stream, no-transform, a bodiless status, binary media: untouched.
    const untouched = [
      json(large, { "Content-Encoding": "br" }),
      new Response("data: 1\n\n", { headers: { "Content-Type": "text/event-stream" } }),
      json(large, { "Cache-Control": "no-store, no-transform" }),
      new Response(null, { status: 204, headers: { "Content-Type": "application/json" } }),
      new Response(new Uint8Array(4096), { headers: { "Content-Type": "image/png" } }),
    ];
    for (const res of untouched) {
      expect(await compressDynamic(res, BROWSER)).toBe(res);
      expect(res.bodyUsed).toBe(false);
      expect(res.headers.get("vary")).toBeNull();
    }
  });
});
