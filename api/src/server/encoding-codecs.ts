import { brotliCompressSync, constants as zlib } from "node:zlib";

/** The content codings we send, best first: brotli wins a tie with gzip. */
export type Coding = "br" | "gzip";

/** Compresses on the fly: brotli at quality 5 and gzip at level 6, both cheap for API-sized bodies. */
export function compressBody(body: Uint8Array<ArrayBuffer>, coding: Coding): Uint8Array<ArrayBuffer> {
  if (coding === "gzip") return Bun.gzipSync(body, { level: 6 });
  return brotliCompressSync(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: 5,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}
