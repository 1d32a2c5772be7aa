import { defineConfig } from "vitest/config";
import { messagesPlugin } from "./web/build/messages-plugin.ts";

/**
 * One runner for every workspace. Tests run inside Bun (`bun --bun vitest run --pool=threads`) because
 * the API uses Bun's runtime (Bun.serve, Bun.password). `JV_TEST_DB=sqld` runs the API project
 * against a real sqld server instead of an embedded file.
 */
export default defineConfig({
  test: {
    pool: "threads",
    // Test files share a worker's module cache instead of re-importing the API stack for each one:
    // with isolation, imports were 39-45 % of the unit step's time; without, db + api + bot (192 files,
    // 1,316 tests) ran in 179 s on a busy 2-core machine with imports at 3 %. It holds because no test
    // replaces a module (no vi.mock) and each test builds its own app, database and limiter; a test
    // that fakes timers restores them after itself (db/src/sleep.test.ts).
    isolate: false,
    // Deadlines, not speed bars: generous enough for a loaded 2-core machine (argon2-heavy tests took
    // over 20 s there). Speed is measured in bench/, never asserted here.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // `expect.poll` waits for what a job, a webhook or a watcher does next: vitest's 1 s default read a
    // loaded machine's slowness as a failure (a Wert payment still pending after 1 s beside the browser
    // tests). A deadline, not a bar.
    expect: { poll: { timeout: 30_000 } },
    projects: [
      { test: { name: "db", include: ["db/src/**/*.test.ts"] } },
      {
        test: {
          name: "api",
          include: ["api/src/**/*.test.ts", "api/test/**/*.test.ts", "api/contracts/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "bot",
          include: ["bot/src/**/*.test.ts", "bot/test/**/*.test.ts"],
          exclude: ["bot/test/**/*.soak.test.ts", "**/node_modules/**"],
        },
      },
      // The 10,000-player broadcast soak (~6 min): `bun --bun vitest run --project bot-soak`.
      { test: { name: "bot-soak", include: ["bot/test/**/*.soak.test.ts"], testTimeout: 720_000 } },
      // The repository's own documents: every citation resolves, the configuration table matches env.ts.
      { test: { name: "docs", include: ["docs/**/*.test.ts"] } },
      // Pure front-end logic (formatting, rules); pages are covered by the Playwright specs in e2e/.
      {
        // The message catalogues compile as the build compiles them (docs/i18n.md).
        plugins: [messagesPlugin()],
        test: { name: "web", include: ["web/src/**/*.test.ts", "miniapp/src/**/*.test.ts"] },
      },
    ],
  },
});
