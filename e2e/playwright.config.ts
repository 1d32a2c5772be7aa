import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium.ts";

/**
 * Browser tests against the real platform: `e2e/serve.ts` seeds a fresh database and starts
 * api/src/index.ts (which serves the built web and miniapp). Debian's chromium, never a download.
 */
const PORT = Number(process.env.E2E_PORT ?? 3311);
/** Where results, the HTML report and screenshots go; override to run several suites side by side. */
const ARTIFACTS = process.env.E2E_ARTIFACTS ?? "artifacts";
/** The served platform's database file, readable by specs through e2e/lib/db.ts. */
process.env.E2E_DB_PATH ??= resolve(fileURLToPath(new URL(".", import.meta.url)), ARTIFACTS, "e2e.db");
/** The served platform's dev outbox (MAIL_OUTBOX_DIR): specs read mailed links through e2e/lib/mail.ts. */
process.env.E2E_OUTBOX_DIR ??= resolve(fileURLToPath(new URL(".", import.meta.url)), ARTIFACTS, "outbox");

/**
 * The specs of the sweep project: the route sweep, and after it stateless specs that fill its lane
 * (`npm test` runs the two projects side by side on servers of their own, and the sweep's ended ~3
 * minutes before the other: scripts/test.mjs). Files run in name order, the sweep's last.
 */
const SWEEP_SPECS = ["**/*sweep*.spec.ts", "**/public-pages.spec.ts", "**/restricted-country.spec.ts"];

/** The Telegram stand-in's control port (e2e/lib/telegram-server.ts): specs play Telegram's payment sheet. */
process.env.E2E_TELEGRAM_CONTROL ??= `http://127.0.0.1:${PORT + 2}`;

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  outputDir: `${ARTIFACTS}/results`,
  // One worker: on the 2-core CI machine the browser, the server and argon2 share the cores, and two
  // workers made every test 2-3x slower with timeouts (measured: 13 tests in 4 minutes, load 12)
  // rather than the run shorter. Specs that change what every player shares (queue.spec: the play
  // queue and the streaming provider; leaderboard.spec: the boards every demo copy joins) rely on it.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Two minutes a test: the CI machine ran the chromium lane at about half this machine's speed
  // beside the sweep and the vitest lanes (3 027 s against ~1 400 s here), so tests that take 20-25 s
  // here took 40-68 s there and one ran past a 60 s limit with nothing wrong in the product.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // The JSON report is what `npm test` reads for its slowest-specs table (scripts/lib/timings.mjs).
  reporter: [
    ["list"],
    ["html", { outputFolder: `${ARTIFACTS}/report`, open: "never" }],
    ["json", { outputFile: `${ARTIFACTS}/e2e-results.json` }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: "on",
    // A failed test keeps its trace (every action's DOM snapshot, network, console), without the
    // screencast: recording one frame stream per test cost ~20 % of the suite's time on 2 cores
    // (three specs, 28 tests: 171-172 s with it, 141-151 s without, 133-136 s with no trace at all),
    // and `screenshot: "on"` still keeps every test's last frame.
    trace: { mode: "retain-on-failure", screenshots: false },
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] },
  },
  // The route and state sweep (e2e/sweep.spec.ts, ~20 min by itself) is a project of its own, so
  // `npm test` runs it beside the other specs on a server and database of its own (E2E_PORT,
  // E2E_ARTIFACTS: scripts/test.mjs). Run without --project, this config runs both, one after the other.
  projects: [
    // The specs play with reduced motion, a preference the product honours (the hero stays on its
    // poster, the games settle without their animations): a looping hero video kept Chromium busy
    // for 6 CPU-seconds in every 15 on 2 cores. The specs that check motion itself (the hero video,
    // the trailer) ask for it back; the sweep sees the pages as most players do, in motion.
    {
      name: "chromium",
      testIgnore: SWEEP_SPECS,
      use: { ...devices["Desktop Chrome"], reducedMotion: "reduce" },
    },
    { name: "sweep", testMatch: SWEEP_SPECS, use: { ...devices["Desktop Chrome"] } },
  ],
  webServer: {
    command: `bun e2e/serve.ts`,
    cwd: "..",
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      E2E_PORT: String(PORT),
      E2E_DB_PATH: process.env.E2E_DB_PATH,
      E2E_OUTBOX_DIR: process.env.E2E_OUTBOX_DIR,
    },
  },
});
