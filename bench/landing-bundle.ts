/**
 * `bun run bench:bundle`: docs/architecture.md §7, "Landing first load ≤ 150 KB of JS as received by a browser
 * from `npm start` (compressed on the wire, not the build on paper); mini-app first screen ≤ 180 KB",
 * and "all wallet code is lazy-loaded: the landing must not pay for it" (issue 10: nor the Mini App's
 * first screen: wallet, TON and payment code lazy).
 *
 * Boots the built platform like `npm start` (bench/lib/platform.ts: api/src/index.ts in production
 * mode on a free loopback port, temporary seeded database), with a bot whose Bot API is a local
 * stand-in (bench/lib/telegram-launch.ts), and opens in Debian's Chromium, each in a fresh profile
 * with an empty cache:
 * - `/`, the landing;
 * - `/tg-app/` as a visitor gets it (no Telegram launch parameters: the "open in Telegram" screen);
 * - `/tg-app/` as Telegram opens it: launch parameters in the hash (tgWebAppData signed with the
 *   bot's token, theme, version, platform), the client's webview bridge stood in for, a phone's
 *   viewport. The bench waits until the player is signed in (`POST /api/auth/telegram-miniapp` 200)
 *   and the dashboard's home tab shows, else the page fails saying which step never happened.
 * Chromium's own network log (bench/lib/scripts-received.ts: bytes received per response, headers
 * included, after content encoding) is summed over every script the page fetched until its network
 * went quiet (lazy chunks the first screen pulls in count too).
 *
 * Scripts are mapped back to their modules (`<dist>/.vite/chunk-modules.json`, written by
 * web/build/chunk-modules-plugin.ts; by content fingerprints when a build wrote no map, see
 * bench/lib/wallet-code.ts); wallet, TON or payment code in the landing or the Mini App's signed-in
 * first screen fails the run.
 *
 * Each English first load is also held to what the languages may add to it: 3 KB over its figure
 * before any language (docs/i18n.md "Catalogues").
 *
 * Prints the figures and the per-file lists, writes bench/results/landing-bundle-latest.json and
 * exits 1 when a budget or that allowance is missed, wallet code is in a first load or a page never showed. Run
 * `bun run build` first. Flags: --chromium PATH (or CHROMIUM_PATH), --out FILE.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../e2e/lib/chromium.ts";
import { startPlatform } from "./lib/platform.ts";
import { type Received, scriptsReceived, type VisitOptions } from "./lib/scripts-received.ts";
import {
  installTelegramClient,
  launchHash,
  openSignedIn,
  startTelegramSide,
  TELEGRAM_VIEWPORT,
} from "./lib/telegram-launch.ts";
import { walletCheck } from "./lib/wallet-code.ts";

interface Target {
  name: string;
  /** The page's path; also the prefix under which `dist` is served. */
  path: string;
  /** Appended to the URL: Telegram's launch parameters. */
  hash?: () => string;
  budgetBytes: number;
  /**
   * The page's first load before the product spoke any language but English (build `b0797ab`,
   * 2026-11-29, bytes on the wire): docs/i18n.md allows the languages 3 KB over it, in English.
   */
  beforeLanguagesBytes: number;
  dist: string;
  /** Whether wallet code among its scripts fails the run. */
  walletFree: boolean;
  visit?: VisitOptions;
}

const PAGES: Target[] = [
  {
    name: "landing",
    path: "/",
    budgetBytes: 150_000,
    beforeLanguagesBytes: 126_843,
    dist: "web/dist",
    walletFree: true,
  },
  {
    name: "mini app",
    path: "/tg-app/",
    budgetBytes: 180_000,
    beforeLanguagesBytes: 134_523,
    dist: "miniapp/dist",
    walletFree: true,
  },
  {
    name: "mini app in Telegram",
    path: "/tg-app/",
    hash: () => launchHash(),
    budgetBytes: 180_000,
    beforeLanguagesBytes: 176_306,
    dist: "miniapp/dist",
    walletFree: true,
    visit: {
      viewport: TELEGRAM_VIEWPORT,
      prepare: installTelegramClient,
      open: (page, url) => openSignedIn(page, url),
    },
  },
];

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, "..");
const { values } = parseArgs({
  options: {
    chromium: { type: "string", default: CHROMIUM_PATH },
    out: { type: "string", default: resolve(here, "results/landing-bundle-latest.json") },
  },
});

const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
/** What the languages may add to an English first load (docs/i18n.md "Catalogues"). */
const LANGUAGES_ALLOWANCE_BYTES = 3_000;

/** Measures one page, prints its lines and returns its report entry. */
async function measure(browser: import("playwright-core").Browser, base: string, target: Target) {
  const url = `${base}${target.path}${target.hash ? `#${target.hash()}` : ""}`;
  let scripts: Received[] = [];
  let error: string | null = null;
  try {
    scripts = await scriptsReceived(browser, url, target.visit);
  } catch (err) {
    error = err instanceof Error ? err.message.split("\n")[0]! : String(err);
  }
  const distDir = resolve(repoRoot, target.dist);
  const wallet = walletCheck(distDir);
  const files = scripts.map((script) => {
    const path = new URL(script.url).pathname;
    const file = path.startsWith(target.path) ? path.slice(target.path.length) : path;
    const rawPath = resolve(distDir, file);
    return {
      path,
      status: script.status,
      encoding: script.encoding,
      wireBytes: script.wireBytes,
      rawBytes: existsSync(rawPath) ? readFileSync(rawPath).byteLength : null,
      walletModules: wallet.walletCodeIn(file),
      consoleModules: wallet.consoleCodeIn(file),
    };
  });
  const total = files.reduce((sum, file) => sum + file.wireBytes, 0);
  const walletModules = target.walletFree ? files.flatMap((file) => file.walletModules) : [];
  const consoleModules = files.flatMap((file) => file.consoleModules);
  const languagesCost = total - target.beforeLanguagesBytes;
  const ok =
    error === null &&
    total <= target.budgetBytes &&
    languagesCost <= LANGUAGES_ALLOWANCE_BYTES &&
    walletModules.length === 0 &&
    consoleModules.length === 0 &&
    files.length > 0;

  console.log(
    `${target.name} (${target.path}${target.hash ? "#tgWebAppData=…" : ""}): JS received by Chromium`,
  );
  if (error) console.log(`  page failed: ${error}`);
  for (const file of files) {
    const raw = file.rawBytes === null ? "" : `  (${kb(file.rawBytes)} raw)`;
    console.log(
      `  ${file.path.padEnd(48)} ${kb(file.wireBytes).padStart(9)} ${file.encoding.padEnd(8)}${raw}`,
    );
  }
  console.log(`  total: ${kb(total)} on the wire in ${files.length} files, budget ${kb(target.budgetBytes)}`);
  console.log(
    `  English before the languages: ${target.beforeLanguagesBytes} B; now ${languagesCost >= 0 ? "+" : ""}${languagesCost} B, allowance +${LANGUAGES_ALLOWANCE_BYTES} B`,
  );
  if (target.walletFree)
    console.log(
      walletModules.length === 0
        ? `  wallet libraries: none (checked by ${wallet.method})`
        : `  wallet libraries: ${walletModules.length} modules, e.g. ${walletModules.slice(0, 5).join(", ")}`,
    );
  console.log(
    consoleModules.length === 0
      ? `  operator console: none (checked by ${wallet.method})`
      : `  operator console: ${consoleModules.length} modules, e.g. ${consoleModules.slice(0, 5).join(", ")}`,
  );
  if (target.walletFree && wallet.method === "content fingerprints")
    console.log(
      `  note: ${target.dist}/.vite/chunk-modules.json missing (its build lacks chunkModulesPlugin)`,
    );
  console.log(`  ${ok ? "PASS" : "FAIL"}`);
  return {
    name: target.name,
    path: target.path,
    ...(target.hash ? { launch: "telegram" } : {}),
    budgetBytes: target.budgetBytes,
    jsWireBytes: total,
    beforeLanguagesBytes: target.beforeLanguagesBytes,
    languagesAllowanceBytes: LANGUAGES_ALLOWANCE_BYTES,
    walletModules: walletModules.length,
    consoleModules: consoleModules.length,
    ...(target.walletFree ? { walletCheck: wallet.method } : {}),
    ...(error ? { error } : {}),
    pass: ok,
    files: files.map(({ walletModules: _w, consoleModules: _c, ...file }) => file),
  };
}

const telegram = await startTelegramSide();
const platform = await startPlatform({ env: telegram.env }).catch((err) => {
  telegram.close();
  throw err;
});
const browser = await chromium.launch({ executablePath: values.chromium, args: [...CHROMIUM_FLAGS] });
const report = [];
let pass = true;
try {
  for (const target of PAGES) {
    const entry = await measure(browser, platform.base, target);
    pass &&= entry.pass;
    report.push(entry);
  }
} finally {
  await browser.close();
  await platform.stop();
  telegram.close();
}

mkdirSync(dirname(values.out), { recursive: true });
writeFileSync(
  values.out,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), pass, pages: report }, null, 2)}\n`,
);
console.log(pass ? "PASS" : "FAIL");
process.exit(pass ? 0 : 1);
