// `npm test`: every check CI runs, in order. Failures do not stop later steps.
// The very last line is always `N passed, M failed` (counting steps) for CI.
// JV_TEST_ONLY=lint,unit runs a subset (names below).
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { ensureBun } from "./lib/bun.mjs";
import { ensureChromium } from "./lib/chromium.mjs";
import { cpuSeconds, machineCpu, withCpuTime } from "./lib/cpu-time.mjs";
import { log, ROOT, run } from "./lib/run.mjs";
import { failureDetails, playwrightTables, stepTable, vitestTables } from "./lib/timings.mjs";

const PLAYWRIGHT_CONFIG = "e2e/playwright.config.ts";
/** Where each vitest step's JSON report goes, read for the timing tables. */
const vitestJson = (step) => join(ROOT, ".vitest", `results-${step}.json`);
/** A vitest step: the console reporter, plus a JSON report the closing tables read. */
const vitest = (step, ...args) => [
  ...["--bun", "vitest", "run", "--pool=threads"],
  ...["--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson(step)}`],
  ...args,
];

/** Playwright against the config's project `project`, its own server on `port`, its own artifacts. */
const playwright = (project, port, artifacts) => ({
  args: ["x", "playwright", "test", "--config", PLAYWRIGHT_CONFIG, "--project", project],
  env: { E2E_PORT: String(port), E2E_ARTIFACTS: artifacts },
  report: resolve(ROOT, "e2e", artifacts, "e2e-results.json"),
  kind: "playwright",
  skipUnless: () => existsSync(join(ROOT, PLAYWRIGHT_CONFIG)) || `${PLAYWRIGHT_CONFIG} not found`,
});

// Order of the run: setup, the build (the browser tests serve it), then the browser tests in the
// foreground with every other lane beside them from the start (`alongside: "e2e"`): each `lane` one
// step after another, the lanes side by side. The lanes used to wait for the soak (about 6 minutes of
// mostly waiting on Telegram's rate limit) and the machine's two cores sat half idle meanwhile; since the
// lanes end within a few minutes of each other (a fresh clone, 2026-11-30: browser tests 2,730 s, sqld
// 2,705 s, unit 2,478 s, sweep 2,465 s, the machine 98 % busy), the run is bounded by the CPU its steps
// need, and work left waiting at the start is time lost at the end. The soak asserts only that the rate
// never exceeds Telegram's (its speed is bench:broadcast's), and runs niced ahead of the rest.
// `bun x` is bunx: it works even where only the bun binary (no bunx link) exists.
const STEPS = [
  { name: "build", title: "Build web + miniapp", args: ["run", "build"] },
  {
    // Every spec but the route sweep, on the server at 3311 (e2e/playwright.config.ts, project chromium).
    name: "e2e",
    title: "E2E (playwright)",
    ...playwright("chromium", 3311, "artifacts"),
  },
  {
    // Broadcast soak (10,000 players at Telegram's 30 msg/s, a kill -9 halfway): about 6 minutes of
    // mostly waiting on the rate limit, so it runs alongside the browser tests instead of before them.
    name: "bot-soak",
    title: "Bot broadcast soak (vitest, alongside e2e)",
    args: vitest("bot-soak", "--project", "bot-soak"),
    report: vitestJson("bot-soak"),
    kind: "vitest",
    alongside: "e2e",
    lane: "soak",
    // It measures a rate against a clock: as root (CI), it is scheduled ahead of the browser tests
    // it shares the 2 cores with, so their load does not read as the sender's slowness.
    niceness: -10,
  },
  {
    // The route and state sweep (e2e/sweep.spec.ts, project sweep): ~25 min of its own, on a server and
    // database of its own (port 3411) so it runs beside the other specs without sharing their players.
    name: "e2e-sweep",
    title: "E2E sweep (playwright, alongside e2e)",
    ...playwright("sweep", 3411, "artifacts-sweep"),
    alongside: "e2e",
    lane: "sweep",
  },
  // The checks lane: one after another beside the browser tests. Not niced: at niceness 5 (fresh
  // clone, 2 busy cores) typecheck took 568 s and unit 1,253 s, and the lane ended 790 s after e2e.
  {
    name: "lint",
    title: "Lint (biome check)",
    args: ["x", "biome", "check", "."],
    alongside: "e2e",
    lane: "checks",
  },
  {
    // .dependency-cruiser.cjs: no import cycle anywhere, and the packages' dependency lines on the
    // resolved graph (about 10 s). Under Bun: dependency-cruiser 18 wants Node 22+.
    name: "deps",
    title: "Import graph (dependency-cruiser)",
    args: ["run", "deps"],
    alongside: "e2e",
    lane: "checks",
  },
  {
    name: "typecheck",
    title: "Typecheck",
    args: ["run", "typecheck"],
    alongside: "e2e",
    lane: "checks",
  },
  {
    name: "bundle",
    title: "First-load JS on the wire: landing, mini app (bench:bundle, Chromium against the built platform)",
    args: ["bench/landing-bundle.ts"],
    alongside: "e2e",
    lane: "checks",
  },
  {
    // Every project but the soak, which has a step of its own (vitest runs all projects otherwise).
    name: "unit",
    title: "Unit + API tests (vitest)",
    args: vitest("unit", ...["db", "api", "bot", "web", "docs"].flatMap((p) => ["--project", p])),
    report: vitestJson("unit"),
    kind: "vitest",
    alongside: "e2e",
    lane: "checks",
  },
  {
    // Its own lane, beside unit: run after it, alone at the end, it was the run's last 678 s.
    name: "sqld",
    title: "API tests against sqld",
    args: vitest("sqld", "--project", "api"),
    report: vitestJson("sqld"),
    kind: "vitest",
    env: { JV_TEST_DB: "sqld" },
    alongside: "e2e",
    lane: "sqld",
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

function printSummary(results, steps = [], machineAtStart = undefined) {
  const ran = new Set(results.filter((r) => r.start !== undefined).map((r) => r.name));
  const reported = steps.filter((s) => s.report && ran.has(s.name));
  const reports = (kind) =>
    reported.filter((s) => s.kind === kind).map((s) => ({ step: s.name, path: s.report }));
  if (reports("playwright").length) {
    console.log("\n==> Timing: Playwright");
    console.log(playwrightTables(reports("playwright")));
  }
  const vitestReports = reports("vitest");
  if (vitestReports.length) {
    console.log("\n==> Timing: vitest");
    console.log(vitestTables(vitestReports));
  }
  const failures = failureDetails(reports("playwright"), vitestReports);
  if (failures) {
    console.log("\n==> Failures (the start of each; the step's output above has the rest)");
    console.log(failures);
  }
  console.log("\n==> Summary (seconds; from–to counted from the first step's start)");
  console.log(stepTable(results, machineAtStart, machineCpu()));
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
  const machineAtStart = machineCpu();
  const background = [];
  /** Runs one background step (its output to a log file); resolves to its result, never rejects. */
  const runInBackground = (step) => {
    log(`${step.title}: started in the background`);
    const logFile = join(ROOT, `.test-${step.name}.log`);
    const out = openSync(logFile, "w");
    clearReport(step);
    const start = performance.now() / 1000;
    const timed = (r) => {
      const end = performance.now() / 1000;
      return { name: step.name, ...r, seconds: end - start, start, end };
    };
    const skip = step.skipUnless?.();
    if (typeof skip === "string") return Promise.resolve({ name: step.name, result: "skip", note: skip });
    const [command, args] = withCpuTime(step.name, ...withNiceness(bun, step.args, step.niceness));
    return run(command, args, {
      label: ["bun", ...step.args].join(" "),
      env: { ...process.env, ...step.env },
      stdio: ["ignore", out, out],
    }).then(
      () => timed({ result: "pass", cpu: cpuSeconds(step.name) }),
      (err) => timed({ result: "FAIL", note: err.message, cpu: cpuSeconds(step.name) }),
    );
  };
  const startAlongside = (target) => {
    const lanes = new Map();
    const started = new Map();
    for (const step of steps.filter((s) => s.alongside === target)) {
      const lane = step.lane ?? step.name;
      const before = [lanes.get(lane), started.get(step.after)].filter(Boolean);
      const done = Promise.all(before).then(() => runInBackground(step));
      lanes.set(lane, done);
      started.set(step.name, done);
      background.push({ step, logFile: join(ROOT, `.test-${step.name}.log`), done });
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
      const [command, args] = withCpuTime(step.name, ...withNiceness(bun, step.args, step.niceness));
      await run(command, args, {
        label: ["bun", ...step.args].join(" "),
        env: { ...process.env, ...step.env },
      });
    } catch (err) {
      result = "FAIL";
      note = err.message;
      console.error(`\n${step.name} failed: ${err.message}`);
    }
    const end = performance.now() / 1000;
    results.push({
      name: step.name,
      result,
      note,
      seconds: end - start,
      start,
      end,
      cpu: cpuSeconds(step.name),
    });
  }
  for (const { step, logFile, done } of background) {
    const result = await done;
    log(`${step.title}: output`);
    if (existsSync(logFile)) process.stdout.write(readFileSync(logFile, "utf8"));
    if (result.result === "FAIL") console.error(`\n${step.name} failed: ${result.note}`);
    results.push(result);
  }
  printSummary(results, steps, machineAtStart);
}

main().catch((err) => {
  // Unexpected bug in this script itself: still end with the closing line CI reads.
  console.error(err);
  console.log("0 passed, 1 failed");
  process.exitCode = 1;
});
