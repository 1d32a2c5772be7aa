/**
 * `bun run bench:bundle`: ARCHITECTURE §7, "Landing first load ≤ 150 KB of JS as received by a browser
 * from `npm start` (compressed on the wire, not the build on paper); mini-app first screen ≤ 180 KB",
 * and "all wallet code is lazy-loaded: the landing must not pay for it".
 *
 * Boots the built platform like `npm start` (bench/lib/platform.ts: api/src/index.ts in production
 * mode on a free loopback port, temporary seeded database) and opens `/` and `/tg-app/` (as a visitor
 * gets it: no Telegram launch parameters) in Debian's Chromium, each in a fresh profile with an empty
 * cache. Chromium's own network log (CDP `Network.loadingFinished.encodedDataLength`: bytes received
 * for the response, headers included, after content encoding) is summed over every script the page
 * fetched until its network went quiet (lazy chunks the first screen pulls in count too).
 *
 * The landing's scripts are mapped back to their modules (web/dist/.vite/chunk-modules.json, written
 * by web/build/chunk-modules-plugin.ts); any wallet library among them fails the run.
 *
 * Prints both figures and the per-file list, writes bench/results/landing-bundle-latest.json and
 * exits 1 when a budget is missed or wallet code is in the landing. Run `bun run build` first.
 * Flags: --chromium PATH (or CHROMIUM_PATH), --out FILE.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../e2e/lib/chromium.ts";
import { startPlatform } from "./lib/platform.ts";

const PAGES = [
  { name: "landing", path: "/", budgetBytes: 150_000, dist: "web/dist" },
  { name: "mini app", path: "/tg-app/", budgetBytes: 180_000, dist: "miniapp/dist" },
] as const;
/** Packages that must never be in the landing's first load. */
const WALLET_PACKAGES =
  /node_modules\/(?:\.bun\/[^/]+\/node_modules\/)?(wagmi|@wagmi\/[^/]+|viem|ox|@solana\/[^/]+|@solana-mobile\/[^/]+|@walletconnect\/[^/]+|@reown\/[^/]+|@coinbase\/[^/]+|@metamask\/[^/]+)\//;
/** The network counts as quiet after this long without a request in flight. */
const QUIET_MS = 1_500;

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, "..");
const { values } = parseArgs({
  options: {
    chromium: { type: "string", default: CHROMIUM_PATH },
    out: { type: "string", default: resolve(here, "results/landing-bundle-latest.json") },
  },
});

interface Received {
  url: string;
  /** Bytes on the wire: headers plus the (encoded) body. */
  wireBytes: number;
  encoding: string;
  status: number;
}

/** Every script a fresh visit to `url` received, with its size on the wire. */
async function scriptsReceived(browser: import("playwright-core").Browser, url: string): Promise<Received[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const responses = new Map<string, { url: string; type: string; encoding: string; status: number }>();
  const scripts: Received[] = [];
  const inFlight = new Set<string>();
  let lastActivity = Date.now();
  cdp.on("Network.requestWillBeSent", (event) => {
    inFlight.add(event.requestId);
    lastActivity = Date.now();
  });
  cdp.on("Network.responseReceived", (event) => {
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    responses.set(event.requestId, {
      url: event.response.url,
      type: event.type ?? "",
      encoding: String(headers["content-encoding"] ?? "identity"),
      status: event.response.status,
    });
  });
  const settle = (requestId: string) => {
    inFlight.delete(requestId);
    lastActivity = Date.now();
  };
  cdp.on("Network.loadingFinished", (event) => {
    settle(event.requestId);
    const response = responses.get(event.requestId);
    if (response?.type === "Script")
      scripts.push({
        url: response.url,
        wireBytes: event.encodedDataLength,
        encoding: response.encoding,
        status: response.status,
      });
  });
  cdp.on("Network.loadingFailed", (event) => settle(event.requestId));

  await page.goto(url, { waitUntil: "load" });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS))
    await Bun.sleep(100);
  await context.close();
  return scripts;
}

function readJson<T>(path: string): T | null {
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as T) : null;
}

const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;

const platform = await startPlatform();
const browser = await chromium.launch({ executablePath: values.chromium, args: [...CHROMIUM_FLAGS] });
const report = [];
let pass = true;
try {
  for (const target of PAGES) {
    const scripts = await scriptsReceived(browser, `${platform.base}${target.path}`);
    const chunkModules =
      readJson<Record<string, string[]>>(resolve(repoRoot, target.dist, ".vite/chunk-modules.json")) ?? {};
    const files = scripts.map((script) => {
      const path = new URL(script.url).pathname;
      const file = path.slice(target.path.length);
      const rawPath = resolve(repoRoot, target.dist, file);
      const modules = chunkModules[file] ?? [];
      return {
        path,
        status: script.status,
        encoding: script.encoding,
        wireBytes: script.wireBytes,
        rawBytes: existsSync(rawPath) ? readFileSync(rawPath).byteLength : null,
        walletModules: modules.filter((id) => WALLET_PACKAGES.test(id)),
      };
    });
    const total = files.reduce((sum, file) => sum + file.wireBytes, 0);
    const walletModules = target.name === "landing" ? files.flatMap((file) => file.walletModules) : [];
    const ok = total <= target.budgetBytes && walletModules.length === 0 && files.length > 0;
    pass &&= ok;

    console.log(`${target.name} (${target.path}): JS received by Chromium`);
    for (const file of files) {
      const raw = file.rawBytes === null ? "" : `  (${kb(file.rawBytes)} raw)`;
      console.log(
        `  ${file.path.padEnd(48)} ${kb(file.wireBytes).padStart(9)} ${file.encoding.padEnd(8)}${raw}`,
      );
    }
    console.log(
      `  total: ${kb(total)} on the wire in ${files.length} files, budget ${kb(target.budgetBytes)}`,
    );
    if (target.name === "landing")
      console.log(
        walletModules.length === 0
          ? "  wallet libraries: none"
          : `  wallet libraries: ${walletModules.length} modules, e.g. ${walletModules.slice(0, 5).join(", ")}`,
      );
    console.log(`  ${ok ? "PASS" : "FAIL"}`);
    report.push({
      name: target.name,
      path: target.path,
      budgetBytes: target.budgetBytes,
      jsWireBytes: total,
      walletModules: walletModules.length,
      pass: ok,
      files: files.map(({ walletModules: _w, ...file }) => file),
    });
  }
} finally {
  await browser.close();
  await platform.stop();
}

mkdirSync(dirname(values.out), { recursive: true });
writeFileSync(
  values.out,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), pass, pages: report }, null, 2)}\n`,
);
console.log(pass ? "PASS" : "FAIL");
process.exit(pass ? 0 : 1);
