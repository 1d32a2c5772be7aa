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

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  outputDir: `${ARTIFACTS}/results`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { outputFolder: `${ARTIFACTS}/report`, open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: "on",
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
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
