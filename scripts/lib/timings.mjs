// The timing tables `npm test` prints at its end: each step's wall time and what ran beside it, then the
// slowest Playwright tests and spec files and the slowest vitest test files, read from the reporters'
// machine-readable output (Playwright's JSON reporter, vitest's JSON reporter). Node built-ins only.
import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import { ROOT } from "./run.mjs";

/** Rows shown in each "slowest" table. */
const TOP = 15;

const secs = (s) => (s === undefined ? "" : `${s.toFixed(1)}s`);
const clip = (text, max) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Left-aligned text columns, right-aligned figures (columns whose name starts with a space). */
function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.trim().length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells
      .map((c, i) =>
        headers[i].startsWith(" ") ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]),
      )
      .join("  ")
      .trimEnd();
  return [line(headers.map((h) => h.trim())), ...rows.map(line)].join("\n");
}

function readJson(path) {
  if (!path || !existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * The steps' table: result, wall time, when each started and ended (seconds after the first step
 * started) and which steps overlapped it.
 */
export function stepTable(results, machineAtStart, machineAtEnd) {
  const timed = results.filter((r) => r.start !== undefined);
  const origin = Math.min(...timed.map((r) => r.start));
  const rows = results.map((r) => {
    const span = r.start === undefined ? "" : `${secs(r.start - origin)}–${secs(r.end - origin)}`;
    const beside = results
      .filter((o) => o !== r && o.start !== undefined && r.start !== undefined)
      .filter((o) => o.start < r.end - 0.5 && r.start < o.end - 0.5)
      .map((o) => o.name);
    return [r.name, r.result, secs(r.seconds), secs(r.cpu), span, beside.join(", ") || "-", r.note ?? ""];
  });
  const total = timed.length ? Math.max(...timed.map((r) => r.end)) - origin : 0;
  const lines = [table(["step", "result", " wall", " cpu", " from–to", "alongside", "note"], rows)];
  lines.push(`steps' wall time: ${secs(total)}`);
  const stepsCpu = results.reduce((sum, r) => sum + (r.cpu ?? 0), 0);
  // GNU time counts the processes each step's tree waited for: a browser's renderers, which its
  // zygote leaves to no one at exit, may be missing, so the browser steps read low.
  if (stepsCpu) lines.push(`steps' CPU time (the processes they waited for): ${secs(stepsCpu)}`);
  if (machineAtStart && machineAtEnd) {
    const busy = machineAtEnd.busy - machineAtStart.busy;
    const offered = machineAtEnd.total - machineAtStart.total;
    lines.push(
      `machine: ${secs(busy)} of ${secs(offered)} CPU-seconds busy (${((100 * busy) / offered).toFixed(0)} %, every process, this run's or not)`,
    );
  }
  return lines.join("\n");
}

/** Each test of a Playwright JSON report: file, title path, duration (all its attempts), worker. */
function playwrightTests(report) {
  const tests = [];
  const walk = (suite, titles) => {
    const here = suite.title && !suite.title.endsWith(".ts") ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        tests.push({
          file: spec.file ?? suite.file,
          title: [...here, spec.title].join(" › "),
          seconds: results.reduce((sum, r) => sum + (r.duration ?? 0), 0) / 1000,
          status: results.at(-1)?.status ?? "skipped",
          worker: results.at(-1)?.workerIndex,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return tests;
}

/** Playwright JSON reports (one per step): the slowest spec files and tests across them. */
export function playwrightTables(reports) {
  const lines = [];
  const tests = [];
  for (const { step, path } of reports) {
    const report = readJson(path);
    if (!report) {
      lines.push(`(${step}: no Playwright JSON report at ${relative(ROOT, path)})`);
      continue;
    }
    const own = playwrightTests(report);
    const workers = new Set(own.map((t) => t.worker).filter((w) => w !== undefined)).size;
    const sum = own.reduce((s, t) => s + t.seconds, 0);
    const wall = (report.stats?.duration ?? 0) / 1000;
    lines.push(
      `${step}: ${own.length} tests, ${secs(sum)} of test time in ${secs(wall)} wall, ${workers || "?"} worker process(es)`,
    );
    tests.push(...own);
  }
  if (!tests.length) return lines.join("\n");
  const byFile = new Map();
  for (const t of tests) {
    const f = byFile.get(t.file) ?? { file: t.file, seconds: 0, count: 0 };
    f.seconds += t.seconds;
    f.count += 1;
    byFile.set(t.file, f);
  }
  const files = [...byFile.values()].sort((a, b) => b.seconds - a.seconds).slice(0, TOP);
  const slow = [...tests].sort((a, b) => b.seconds - a.seconds).slice(0, TOP);
  return [
    ...lines,
    `slowest ${TOP} spec files:`,
    table(
      ["file", " tests", " time"],
      files.map((f) => [f.file, f.count, secs(f.seconds)]),
    ),
    `slowest ${TOP} tests:`,
    table(
      [" time", "status", "test"],
      slow.map((t) => [secs(t.seconds), t.status, clip(`${t.file} › ${t.title}`, 110)]),
    ),
  ].join("\n");
}

/** Test files of vitest JSON reports (one per step): step, file, wall time, test count. */
export function vitestTables(reports) {
  const files = [];
  const lines = [];
  for (const { step, path } of reports) {
    const report = readJson(path);
    if (!report) {
      lines.push(`(${step}: no vitest JSON report at ${relative(ROOT, path)})`);
      continue;
    }
    const own = (report.testResults ?? []).map((f) => ({
      step,
      file: relative(ROOT, f.name),
      seconds: Math.max(0, (f.endTime ?? 0) - (f.startTime ?? 0)) / 1000,
      tests: f.assertionResults?.length ?? 0,
      status: f.status,
    }));
    const sum = own.reduce((s, f) => s + f.seconds, 0);
    lines.push(
      `vitest ${step}: ${own.length} files, ${report.numTotalTests ?? "?"} tests, ${secs(sum)} of file time`,
    );
    files.push(...own);
  }
  const slow = files.sort((a, b) => b.seconds - a.seconds).slice(0, TOP);
  if (slow.length) {
    lines.push(`slowest ${TOP} vitest test files:`);
    lines.push(
      table(
        [" time", "step", " tests", "file"],
        slow.map((f) => [secs(f.seconds), f.step, f.tests, f.file]),
      ),
    );
  }
  return lines.join("\n");
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are what it removes
const ANSI = /\u001b\[[0-9;]*m/g;
/** Lines of a failure kept in the closing section (the whole story is in the step's output above). */
const FAILURE_LINES = 30;
const firstLines = (text) => {
  const lines = String(text ?? "")
    .replace(ANSI, "")
    .split("\n");
  const kept = lines.slice(0, FAILURE_LINES).map((l) => `    ${l}`);
  if (lines.length > FAILURE_LINES)
    kept.push(`    … ${lines.length - FAILURE_LINES} more lines in the step's output`);
  return kept.join("\n");
};

/**
 * Every failed (or retried) test of the reports with the start of its error, so the end of the output
 * (all a CI log may keep) says why a step failed.
 */
export function failureDetails(playwright, vitest) {
  const out = [];
  for (const { step, path } of playwright) {
    const report = readJson(path);
    if (!report) continue;
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          const bad = (test.results ?? []).filter((r) => r.status !== "passed" && r.status !== "skipped");
          for (const r of bad) {
            const message = r.error?.message ?? r.errors?.map((e) => e.message).join("\n");
            out.push(
              `${step}: ${spec.file} › ${spec.title} (${r.status}, try ${r.retry + 1})\n${firstLines(message)}`,
            );
          }
        }
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report.suites ?? []) walk(suite);
  }
  for (const { step, path } of vitest) {
    const report = readJson(path);
    if (!report) continue;
    for (const file of report.testResults ?? []) {
      const failed = (file.assertionResults ?? []).filter((a) => a.status === "failed");
      for (const a of failed) {
        out.push(
          `${step}: ${relative(ROOT, file.name)} › ${a.fullName}\n${firstLines(a.failureMessages?.join("\n"))}`,
        );
      }
      if (!failed.length && file.status === "failed") {
        out.push(`${step}: ${relative(ROOT, file.name)}\n${firstLines(file.message)}`);
      }
    }
  }
  return out.join("\n");
}
