import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressBodyCached } from "./compressed-bodies.ts";

const bytes = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;
const json = (who: string) =>
  bytes(JSON.stringify({ who, avatars: Array.from({ length: 20 }, (_, i) => `avatar ${i}`) }));

describe("compressed answers kept by their bytes", () => {
  it("answers the same bytes with the same compressed body, which decodes to them", () => {
    const first = compressBodyCached(json("a"), "br");
    expect(compressBodyCached(json("a"), "br")).toBe(first);
    expect(new TextDecoder().decode(brotliDecompressSync(first))).toBe(new TextDecoder().decode(json("a")));
    const gzip = compressBodyCached(json("a"), "gzip");
    expect(gzip).not.toBe(first);
    expect(new TextDecoder().decode(gunzipSync(gzip))).toBe(new TextDecoder().decode(json("a")));
  });

  it("never answers other bytes with a kept body, even of the same length", () => {
    const a = compressBodyCached(json("a"), "br");
    const b = compressBodyCached(json("b"), "br");
    expect(b).not.toBe(a);
    expect(new TextDecoder().decode(brotliDecompressSync(b))).toContain('"who":"b"');
  });

  it("keeps its own copy: changing the caller's buffer afterwards changes nothing", () => {
    const body = json("c");
    const first = compressBodyCached(body, "br");
    body[2] = 0x41;
    const again = compressBodyCached(json("c"), "br");
    expect(again).toBe(first);
  });
});
