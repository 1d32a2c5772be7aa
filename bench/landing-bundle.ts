/**
 * `bun run bench:bundle`: ARCHITECTURE §7, "Landing first load ≤ 150 KB of JS gzip", and "all wallet
 * code is lazy-loaded: the landing must not pay for it".
 *
 * Reads the web build (`web/dist`, or --dist): Vite's manifest gives the entry chunk of index.html
 * and its static imports, which is exactly the JS a first visit to `/` downloads (lazy routes and
 * popups are dynamic imports and are not followed). Each file is gzipped (level 9, as a CDN would
 * serve it) and summed. The chunk → modules map written by web/build/chunk-modules-plugin.ts shows
 * which packages those chunks contain; any wallet library among them fails the run.
 *
 * Prints a table, writes bench/results/landing-bundle-latest.json and exits 1 when the budget is
 * missed or wallet code is in the first load. Run `bun run build` first.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

const BUDGET_BYTES = 150_000;
/** Packages that must never be in the landing's first load. */
const WALLET_PACKAGES =
  /node_modules\/(?:\.bun\/[^/]+\/node_modules\/)?(wagmi|@wagmi\/[^/]+|viem|ox|@solana\/[^/]+|@solana-mobile\/[^/]+|@walletconnect\/[^/]+|@reown\/[^/]+|@coinbase\/[^/]+|@metamask\/[^/]+)\//;

const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    dist: { type: "string", default: resolve(here, "../web/dist") },
    out: { type: "string", default: resolve(here, "results/landing-bundle-latest.json") },
  },
});
const dist = resolve(values.dist);

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

function readJson<T>(path: string): T {
  if (!existsSync(path)) {
    console.error(`${path} is missing: run \`bun run build\` first.`);
    process.exit(1);
  }
  return JSON.parse(readFileSync(path, "utf8")) as T;
}

const manifest = readJson<Record<string, ManifestChunk>>(resolve(dist, ".vite/manifest.json"));
const chunkModules = readJson<Record<string, string[]>>(resolve(dist, ".vite/chunk-modules.json"));

/** The entry and everything it statically imports, depth first, each once. */
function firstLoadChunks(): ManifestChunk[] {
  const entry = manifest["index.html"];
  if (!entry) throw new Error("manifest has no index.html entry");
  const seen = new Map<string, ManifestChunk>();
  const visit = (key: string, chunk: ManifestChunk) => {
    if (seen.has(key)) return;
    seen.set(key, chunk);
    for (const imported of chunk.imports ?? []) {
      const next = manifest[imported];
      if (next) visit(imported, next);
    }
  };
  visit("index.html", entry);
  return [...seen.values()];
}

/** `react-dom`, `@tanstack/query-core`, or `(app)` for our own sources. */
function packageOf(moduleId: string): string {
  const match = moduleId.match(/node_modules\/(?:\.bun\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\//);
  return match?.[1] ?? "(app)";
}

const rows = firstLoadChunks().map((chunk) => {
  const bytes = readFileSync(resolve(dist, chunk.file));
  const modules = chunkModules[chunk.file] ?? [];
  return {
    file: chunk.file,
    rawBytes: bytes.length,
    gzipBytes: gzipSync(bytes, { level: 9 }).length,
    packages: [...new Set(modules.map(packageOf))].sort(),
    walletModules: modules.filter((id) => WALLET_PACKAGES.test(id)),
  };
});

const totalGzip = rows.reduce((sum, row) => sum + row.gzipBytes, 0);
const totalRaw = rows.reduce((sum, row) => sum + row.rawBytes, 0);
const walletModules = rows.flatMap((row) => row.walletModules);
const lazyChunks = Object.values(manifest).filter((chunk) => chunk.file.endsWith(".js")).length - rows.length;
const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;

console.log("Landing first load (index.html entry + static imports):");
for (const row of rows) {
  console.log(
    `  ${row.file.padEnd(40)} ${kb(row.rawBytes).padStart(10)} raw ${kb(row.gzipBytes).padStart(9)} gzip`,
  );
  console.log(`    packages: ${row.packages.join(", ")}`);
}
console.log(`Total: ${kb(totalGzip)} gzip (${kb(totalRaw)} raw) of a ${kb(BUDGET_BYTES)} budget`);
console.log(`Lazy chunks not in the first load: ${lazyChunks}`);
console.log(
  walletModules.length === 0
    ? "Wallet libraries in the first load: none"
    : `Wallet libraries in the first load: ${walletModules.length} modules, e.g. ${walletModules.slice(0, 5).join(", ")}`,
);

const pass = totalGzip <= BUDGET_BYTES && walletModules.length === 0;
mkdirSync(dirname(values.out), { recursive: true });
writeFileSync(
  values.out,
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      budgetBytes: BUDGET_BYTES,
      firstLoadGzipBytes: totalGzip,
      firstLoadRawBytes: totalRaw,
      walletModulesInFirstLoad: walletModules.length,
      pass,
      chunks: rows.map(({ walletModules: _w, ...row }) => row),
    },
    null,
    2,
  )}\n`,
);
console.log(pass ? "PASS" : "FAIL");
process.exit(pass ? 0 : 1);
