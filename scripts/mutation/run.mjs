// `bun run test:mutation [group …]` (or JV_MUTATION_GROUP=group): runs Stryker once per module group
// (scripts/mutation/groups.mjs) inside Bun, then prints the score of each group and file and lists
// the mutants no test killed in bench/results/mutation-survivors-<group>.txt.
// Score = killed ÷ (killed + survived + no coverage), a timeout counting as killed.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import { performance } from "node:perf_hooks";
import { ROOT, run } from "../lib/run.mjs";
import { GROUPS, reportDir, skipStatic } from "./groups.mjs";

const asked = process.argv.slice(2).filter((a) => !a.startsWith("-"));
const groups = asked.length ? asked : (process.env.JV_MUTATION_GROUP?.split(",") ?? Object.keys(GROUPS));
const unknown = groups.filter((g) => !GROUPS[g]);
if (unknown.length) {
  console.error(`unknown group ${unknown.join(", ")}: one of ${Object.keys(GROUPS).join(", ")}`);
  process.exit(2);
}

const pct = (n, d) => (d ? `${((100 * n) / d).toFixed(1)} %` : "n/a");
const pad = (cells) => cells.map((c, i) => (i ? String(c).padStart(9) : String(c).padEnd(48))).join(" ");
const HEAD = pad(["", "killed", "timeout", "survived", "no cov", "other", "score"]);

function tally(mutants) {
  const t = { killed: 0, timeout: 0, survived: 0, noCoverage: 0, other: 0 };
  for (const m of mutants) {
    const key = { Killed: "killed", Timeout: "timeout", Survived: "survived", NoCoverage: "noCoverage" }[
      m.status
    ];
    t[key ?? "other"] += 1;
  }
  const caught = t.killed + t.timeout;
  return { ...t, score: pct(caught, caught + t.survived + t.noCoverage) };
}
const row = (name, t) => pad([name, t.killed, t.timeout, t.survived, t.noCoverage, t.other, t.score]);

/** The original text a mutant replaced, on one line. */
function original(source, { start, end }) {
  const lines = source.split("\n").slice(start.line - 1, end.line);
  lines[lines.length - 1] = lines.at(-1).slice(0, end.line === start.line ? end.column - 1 : end.column - 1);
  lines[0] = lines[0].slice(start.column - 1);
  return lines.join(" ").replace(/\s+/g, " ");
}
const short = (s) => (s.length > 100 ? `${s.slice(0, 97)}…` : s);

function report(group, seconds) {
  const json = JSON.parse(readFileSync(`${ROOT}/${reportDir(group)}/mutation.json`, "utf8"));
  const files = Object.entries(json.files).map(([path, f]) => [relative(ROOT, path) || path, f]);
  const all = files.flatMap(([, f]) => f.mutants);
  const total = tally(all);
  console.log(`\n${group}: ${all.length} mutants, score ${total.score}, ${seconds.toFixed(0)} s\n${HEAD}`);
  for (const [path, f] of files) console.log(row(path, tally(f.mutants)));
  const lines = [];
  for (const [path, f] of files) {
    for (const m of f.mutants.filter((x) => x.status === "Survived" || x.status === "NoCoverage")) {
      const where = `${path}:${m.location.start.line}:${m.location.start.column}`;
      const was = short(original(f.source, m.location));
      lines.push(`${where}\t${m.status}\t${m.mutatorName}\t${was} → ${short(m.replacement ?? "")}`);
    }
  }
  mkdirSync(`${ROOT}/bench/results`, { recursive: true });
  const header = [
    `# Mutants of group "${group}" no test killed (bun run test:mutation ${group}), ${new Date().toISOString()}`,
    ...(skipStatic(group)
      ? ['# static mutants not run (scripts/mutation/groups.mjs: skipStatic), counted under "not run"']
      : []),
    `# killed ${total.killed}, timeout ${total.timeout}, survived ${total.survived}, no coverage ${total.noCoverage}, not run ${total.other}, score ${total.score}, wall ${seconds.toFixed(0)} s`,
    "# file:line:column\tstatus\tmutator\toriginal → replacement",
  ];
  writeFileSync(
    `${ROOT}/bench/results/mutation-survivors-${group}.txt`,
    `${[...header, ...lines].join("\n")}\n`,
  );
  console.log(`survivors: bench/results/mutation-survivors-${group}.txt (${lines.length})`);
  console.log(`HTML report: ${reportDir(group)}/mutation.html`);
  return { group, t: total, seconds };
}

const results = [];
let failed = 0;
for (const group of groups) {
  const started = performance.now();
  try {
    await run(process.execPath, ["--bun", "x", "stryker", "run", "stryker.config.mjs"], {
      env: { ...process.env, JV_MUTATION_GROUP: group },
    });
    results.push(report(group, (performance.now() - started) / 1000));
  } catch (error) {
    failed += 1;
    console.error(`${group}: ${error.message}`);
  }
}
console.log(`\nMutation score per group (timeouts count as killed; "other": not run)\n${HEAD}`);
for (const r of results) {
  const note = skipStatic(r.group) ? "  static mutants not run" : "";
  console.log(`${row(r.group, r.t)} ${r.seconds.toFixed(0).padStart(7)} s${note}`);
}
process.exit(failed ? 1 : 0);
