import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin, ResolvedConfig } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; media (webm, webp, woff2) is compressed already. */
export const PRECOMPRESSED_EXTENSIONS = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".map",
  ".webmanifest",
  ".vtt",
  ".txt",
  ".xml",
]);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue; // .vite/ build metadata is never served
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9), each only when it is smaller. */
async function precompress(path: string): Promise<{ raw: number; br: number; gz: number }> {
  const source = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  if (br.byteLength < source.byteLength) await writeFile(`${path}.br`, br);
  if (gz.byteLength < source.byteLength) await writeFile(`${path}.gz`, gz);
  return { raw: source.byteLength, br: Math.min(br.byteLength, source.byteLength), gz: gz.byteLength };
}

/**
 * Precompresses every text file of the build (public/ copies included) so the server sends brotli or
 * gzip without compressing per request (api/src/server/static-site.ts picks the variant by
 * Accept-Encoding). Runs after the bundle is written.
 */
export function precompressPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "jadeverse-precompress",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler(error?: Error) {
        // A failed bundle wrote nothing to work on: let its own error be the one reported.
        if (error) return;
        const outDir = resolve(config.root, config.build.outDir);
        const targets: string[] = [];
        for await (const path of files(outDir)) {
          if (PRECOMPRESSED_EXTENSIONS.has(extname(path).toLowerCase()) && (await stat(path)).size > 0)
            targets.push(path);
        }
        let raw = 0;
        let br = 0;
        // A few at a time: zlib runs on libuv's pool, brotli 11 is CPU-bound.
        for (let i = 0; i < targets.length; i += 4) {
          for (const sizes of await Promise.all(targets.slice(i, i + 4).map(precompress))) {
            raw += sizes.raw;
            br += sizes.br;
          }
        }
        config.logger.info(
          `precompressed ${targets.length} files: ${(raw / 1000).toFixed(1)} kB → ${(br / 1000).toFixed(1)} kB brotli`,
        );
      },
    },
  };
}
