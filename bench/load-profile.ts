/**
 * `bun run bench:load-profile [path]`: where a page's first load spends the main thread, for when
 * `bench:lighthouse` reads a high Total Blocking Time and its report cannot say why (it attributes a
 * whole script's evaluation to the file). Boots the built platform like `npm start` (a temporary
 * seeded database), opens the page once in Debian's Chromium with a phone's viewport and no
 * throttling, and prints:
 *
 * - every main-thread task of at least 8 ms from the navigation on, split into what ran in it (HTML
 *   parsing, style, layout, paint, module evaluation, script callbacks); Lighthouse's mobile preset
 *   multiplies each by 4, and a task over 50 ms there blocks;
 * - the functions with the most time of their own (V8's sampling profiler at 100 µs), and the lines
 *   of each script's top level (code that runs when its module loads) with the most samples.
 *
 * Read the lines against a build without minification to see the code (`bun x vite build --minify
 * false --outDir DIR` in web/ or miniapp/, served with `STATIC_ROOT`, see docs/configuration.md). This is how a
 * grapheme segmenter built when a shared module loaded was found: ~100 ms of one top-level line.
 * Prints only; nothing is asserted (Lighthouse holds the bar). Flags: --chromium PATH.
 */
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../e2e/lib/chromium.ts";
import { type CpuProfile, selfTimes, topLevelLines } from "./lib/cpu-profile.ts";
import { startPlatform } from "./lib/platform.ts";
import { mainThreadTasks, type TraceEvent } from "./lib/trace-tasks.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { chromium: { type: "string", default: CHROMIUM_PATH } },
});
const path = positionals[0] ?? "/";
if (!path.startsWith("/")) throw new Error("the page is a path on the platform, e.g. / or /tg-app/");

const platform = await startPlatform();
const browser = await chromium.launch({ executablePath: values.chromium, args: [...CHROMIUM_FLAGS] });
try {
  // Lighthouse's mobile screen (Moto G Power): the same layout work as its runs.
  const page = await browser.newPage({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  // A first request warms the connection, so the trace starts with the page's own navigation.
  await page.goto(`${platform.base}/favicon.svg`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "loading"],
  });
  await cdp.send("Profiler.start");
  await page.goto(`${platform.base}${path}`, { waitUntil: "load" });
  await page.waitForTimeout(3_000);
  const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: CpuProfile };
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };

  console.log(
    `first load of ${path} in Chromium, unthrottled (Lighthouse's mobile preset runs each task 4× longer)`,
  );
  console.log("\nmain-thread tasks ≥ 8 ms (ms from navigation, duration, what ran in them):");
  for (const task of mainThreadTasks(trace.traceEvents, 8)) {
    const parts = task.parts.map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(", ");
    console.log(
      `  ${task.startMs.toFixed(0).padStart(6)} ms  ${task.durationMs.toFixed(1).padStart(6)} ms  ${parts}`,
    );
  }
  console.log("\nfunctions by own time (ms, function, script:line:column):");
  for (const entry of selfTimes(profile, 15))
    console.log(`  ${entry.ms.toFixed(1).padStart(7)}  ${entry.where}`);
  console.log("\nscripts' top-level lines by samples (code run as a module loads):");
  for (const entry of topLevelLines(profile, 10))
    console.log(`  ${String(entry.samples).padStart(6)}  ${entry.where}`);
} finally {
  await browser.close();
  await platform.stop();
}
