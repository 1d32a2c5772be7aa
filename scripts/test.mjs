// `npm test`: every check CI runs, in order. Failures do not stop later steps.
// The very last line is always `N passed, M failed` (counting steps) for CI.
// JV_TEST_ONLY=lint,unit runs a subset (names below).
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { ensureBun } from "./lib/bun.mjs";
import { ensureChromium } from "./lib/chromium.mjs";
import { log, ROOT, run } from "./lib/run.mjs";
import { playwrightTables, stepTable, vitestTables } from "./lib/timings.mjs";

const PLAYWRIGHT_CONFIG = "e2e/playwright.config.ts";
/** Playwright's JSON report (e2e/playwright.config.ts writes it under its artifacts directory). */
const PLAYWRIGHT_JSON = resolve(ROOT, "e2e", process.env.E2E_ARTIFACTS ?? "artifacts", "e2e-results.json");
/** Where each vitest step's JSON report goes, read for the timing tables. */
const vitestJson = (step) => join(ROOT, ".vitest", `results-${step}.json`);
/** A vitest step: the console reporter, plus a JSON report the closing tables read. */
const vitest = (step, ...args) => [
  ...["--bun", "vitest", "run", "--pool=threads"],
  ...["--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson(step)}`],
  ...args,
];

// `bun x` is bunx: it works even where only the bun binary (no bunx link) exists.
const STEPS = [
  { name: "lint", title: "Lint (biome check)", args: ["x", "biome", "check", "."] },
  { name: "typecheck", title: "Typecheck", args: ["run", "typecheck"] },
  { name: "build", title: "Build web + miniapp", args: ["run", "build"] },
  {
    name: "bundle",
    title: "First-load JS on the wire: landing, mini app (bench:bundle, Chromium against the built platform)",
    args: ["bench/landing-bundle.ts"],
  },
  {
    // Every project but the soak, which has a step of its own (vitest runs all projects otherwise).
    name: "unit",
    title: "Unit + API tests (vitest)",
    args: vitest("unit", ...["db", "api", "bot", "web"].flatMap((p) => ["--project", p])),
    report: vitestJson("unit"),
  },
  {
    name: "sqld",
    title: "API tests against sqld",
    args: vitest("sqld", "--project", "api"),
    report: vitestJson("sqld"),
    env: { JV_TEST_DB: "sqld" },
  },
  {
    // Broadcast soak (10,000 players at Telegram's 30 msg/s, a kill -9 halfway): about 6 minutes of
    // mostly waiting on the rate limit, so it runs alongside the browser tests instead of before them.
    name: "bot-soak",
    title: "Bot broadcast soak (vitest, alongside e2e)",
    args: vitest("bot-soak", "--project", "bot-soak"),
    report: vitestJson("bot-soak"),
    alongside: "e2e",
    // It measures a rate against a clock: as root (CI), it is scheduled ahead of the browser tests
    // it shares the 2 cores with, so their load does not read as the sender's slowness.
    niceness: -10,
  },
  {
    name: "e2e",
    title: "E2E (playwright)",
    args: ["x", "playwright", "test", "--config", PLAYWRIGHT_CONFIG],
    report: PLAYWRIGHT_JSON,
    skipUnless: () => existsSync(join(ROOT, PLAYWRIGHT_CONFIG)) || `${PLAYWRIGHT_CONFIG} not found`,
  },
];

/** `nice -n N bun …` when a step asks for a niceness this user may set (root for a negative one). */
function withNiceness(bun, args, niceness) {
  const allowed = niceness !== undefined && (niceness >= 0 || process.getuid?.() === 0);
  return allowed && existsSync("/usr/bin/nice")
    ? ["/usr/bin/nice", ["-n", String(niceness), bun, ...args]]
    : [bun, args];
}

/** Steps selected by JV_TEST_ONLY (all when unset); exits on unknown names. */
function selectSteps() {
  const only = process.env.JV_TEST_ONLY?.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (!only?.length) return STEPS;
  const unknown = only.filter((n) => !STEPS.some((s) => s.name === n));
  if (unknown.length) {
    console.error(`JV_TEST_ONLY: unknown step(s) ${unknown.join(", ")}; valid: ${STEPS.map((s) => s.name)}`);
    process.exit(2);
  }
  return STEPS.filter((s) => only.includes(s.name));
}

/** A step's machine-readable report from an earlier run must not pass for this run's. */
function clearReport(step) {
  if (!step.report) return;
  rmSync(step.report, { force: true });
  mkdirSync(join(step.report, ".."), { recursive: true });
}

function printSummary(results, steps = []) {
  const ran = new Set(results.filter((r) => r.start !== undefined).map((r) => r.name));
  const reported = steps.filter((s) => s.report && ran.has(s.name));
  if (reported.some((s) => s.name === "e2e")) {
    console.log("\n==> Timing: Playwright");
    console.log(playwrightTables(PLAYWRIGHT_JSON));
  }
  const vitestReports = reported
    .filter((s) => s.name !== "e2e")
    .map((s) => ({ step: s.name, path: s.report }));
  if (vitestReports.length) {
    console.log("\n==> Timing: vitest");
    console.log(vitestTables(vitestReports));
  }
  console.log("\n==> Summary (seconds; from–to counted from the first step's start)");
  console.log(stepTable(results));
  const passed = results.filter((r) => r.result === "pass").length;
  const failed = results.filter((r) => r.result === "FAIL").length;
  console.log(`${passed} passed, ${failed} failed`); // must stay the very last line
  if (failed) process.exitCode = 1;
}

async function main() {
  const steps = selectSteps();
  const results = [];

  // Setup is a prerequisite for everything: if it fails, report it as the one failed step.
  let bun;
  const t0 = performance.now();
  try {
    log("Setup: Bun, dependencies, Chromium");
    bun = await ensureBun();
    await run(bun, ["install", "--frozen-lockfile"]);
    process.env.CHROMIUM_PATH = await ensureChromium();
  } catch (err) {
    console.error(`\nsetup failed: ${err.message}`);
    results.push({ name: "setup", result: "FAIL", seconds: (performance.now() - t0) / 1000 });
    return printSummary(results);
  }

  // Steps that run alongside a later one: started in the background right before it (output to a
  // log printed once they finish), awaited after the last step. Selected alone, they run in front.
  const names = new Set(steps.map((s) => s.name));
  const background = [];
  const startAlongside = (target) => {
    for (const step of steps.filter((s) => s.alongside === target)) {
      log(`${step.title}: started in the background`);
      const logFile = join(ROOT, `.test-${step.name}.log`);
      const out = openSync(logFile, "w");
      clearReport(step);
      const start = performance.now() / 1000;
      const timed = (r) => {
        const end = performance.now() / 1000;
        return { name: step.name, ...r, seconds: end - start, start, end };
      };
      const [command, args] = withNiceness(bun, step.args, step.niceness);
      const done = run(command, args, {
        env: { ...process.env, ...step.env },
        stdio: ["ignore", out, out],
      }).then(
        () => timed({ result: "pass" }),
        (err) => timed({ result: "FAIL", note: err.message }),
      );
      background.push({ step, logFile, done });
    }
  };

  for (const step of steps) {
    if (step.alongside && names.has(step.alongside)) continue;
    startAlongside(step.name);
    const skip = step.skipUnless?.();
    if (typeof skip === "string") {
      log(`${step.title}: skipped (${skip})`);
      results.push({ name: step.name, result: "skip", note: skip });
      continue;
    }
    log(step.title);
    clearReport(step);
    const start = performance.now() / 1000;
    let result = "pass";
    let note;
    try {
      await run(bun, step.args, { env: { ...process.env, ...step.env } });
    } catch (err) {
      result = "FAIL";
      note = err.message;
      console.error(`\n${step.name} failed: ${err.message}`);
    }
    const end = performance.now() / 1000;
    results.push({ name: step.name, result, note, seconds: end - start, start, end });
  }
  for (const { step, logFile, done } of background) {
    const result = await done;
    log(`${step.title}: output`);
    process.stdout.write(readFileSync(logFile, "utf8"));
    if (result.result === "FAIL") console.error(`\n${step.name} failed: ${result.note}`);
    results.push(result);
  }
  printSummary(results, steps);
}

main().catch((err) => {
  // Unexpected bug in this script itself: still end with the closing line CI reads.
  console.error(err);
  console.log("0 passed, 1 failed");
  process.exitCode = 1;
});
