// `npm test`: every check CI runs, in order. Failures do not stop later steps.
// The very last line is always `N passed, M failed` (counting steps) for CI.
// JV_TEST_ONLY=lint,unit runs a subset (names below).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { ensureBun } from "./lib/bun.mjs";
import { ensureChromium } from "./lib/chromium.mjs";
import { log, ROOT, run } from "./lib/run.mjs";

const VITEST = ["--bun", "vitest", "run", "--pool=threads"];
const PLAYWRIGHT_CONFIG = "e2e/playwright.config.ts";

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
  { name: "unit", title: "Unit + API tests (vitest)", args: VITEST },
  {
    name: "sqld",
    title: "API tests against sqld",
    args: [...VITEST, "--project", "api"],
    env: { JV_TEST_DB: "sqld" },
  },
  {
    name: "e2e",
    title: "E2E (playwright)",
    args: ["x", "playwright", "test", "--config", PLAYWRIGHT_CONFIG],
    skipUnless: () => existsSync(join(ROOT, PLAYWRIGHT_CONFIG)) || `${PLAYWRIGHT_CONFIG} not found`,
  },
];

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

function printSummary(results) {
  const width = Math.max(...results.map((r) => r.name.length), 4);
  console.log("\n==> Summary");
  console.log(`${"step".padEnd(width)}  result  time`);
  for (const r of results) {
    const time = r.seconds === undefined ? "" : `${r.seconds.toFixed(1)}s`;
    console.log(`${r.name.padEnd(width)}  ${r.result.padEnd(6)}  ${time}${r.note ? `  (${r.note})` : ""}`);
  }
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

  for (const step of steps) {
    const skip = step.skipUnless?.();
    if (typeof skip === "string") {
      log(`${step.title}: skipped (${skip})`);
      results.push({ name: step.name, result: "skip", note: skip });
      continue;
    }
    log(step.title);
    const start = performance.now();
    let result = "pass";
    let note;
    try {
      await run(bun, step.args, { env: { ...process.env, ...step.env } });
    } catch (err) {
      result = "FAIL";
      note = err.message;
      console.error(`\n${step.name} failed: ${err.message}`);
    }
    results.push({ name: step.name, result, note, seconds: (performance.now() - start) / 1000 });
  }
  printSummary(results);
}

main().catch((err) => {
  // Unexpected bug in this script itself: still end with the closing line CI reads.
  console.error(err);
  console.log("0 passed, 1 failed");
  process.exitCode = 1;
});
