/**
 * `bun run bench:api`: docs/architecture.md §7's API bars in embedded mode, each a ratio to a baseline
 * measured in the same run on the same runtime and machine:
 *
 * - `GET /api/users/me` ≥ 40 % of a bare Hono hello-world on `Bun.serve` (the first step was 25 %),
 *   p99 < 50 ms;
 * - `POST /api/wheel/spin` over HTTP ≥ 50 % of the same spin's statements as a bare write transaction
 *   on the synchronous libsql driver with prepared statements, back to back (bench/lib/spin-bench.ts);
 * - reported: `PATCH /api/users/me` with a nickname against hello-world, and `ledger.run` of a spin's
 *   two balance changes against the same statements by hand (bench/lib/ledger-bench.ts).
 *
 * The API is served as players meet it: through `buildPlatform`, the composition api/src/index.ts
 * serves (bench/servers/api.ts), on the runtime settings `npm start` gives it (scripts/runtime-env.json:
 * this process re-runs itself with them, and every server inherits them). The in-process pairs run first, then both servers as child processes
 * (bench/servers/*.ts, same bun binary) with the load from here: wrk (installed from Debian when
 * missing and we are root), else a bounded keep-alive fetch loop. Every request carries the same
 * headers (a bearer token, JSON, a browser's Accept-Encoding). After one warm-up per target the runs
 * alternate; each headline is the median run by throughput. Each run also reports the server's CPU
 * time per request (/proc), which other load on the machine disturbs less than throughput. Every
 * answer must be a 200. Writes bench/results/api-latest.json; exits 1 when a bar is missed or any
 * request failed.
 *
 * Flags (or env): --seconds (BENCH_SECONDS, 10), --warmup (BENCH_WARMUP, 3), --connections
 * (BENCH_CONNECTIONS, 50), --threads (BENCH_THREADS, wrk threads, half the cores), --rounds
 * (BENCH_ROUNDS, 3), --ledger-seconds (BENCH_LEDGER_SECONDS, 5: each in-process run), --loadgen
 * auto|wrk|fetch (BENCH_LOADGEN, auto), --out (BENCH_OUT, bench/results/api-latest.json).
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type ServerChild, startServer } from "./lib/child.ts";
import { expectOk, runTarget, type TargetKey, type TargetRun, targetsFor } from "./lib/http-targets.ts";
import { ensureWrk } from "./lib/install-wrk.ts";
import { benchLedger } from "./lib/ledger-bench.ts";
import { pickLoadGenerator } from "./lib/loadgen.ts";
import { formatRun, gitCommit, loadAverage, machine, median, pct, readConfig } from "./lib/report.ts";
import { RUNTIME_ENV, rerunWithRuntimeEnv } from "./lib/runtime-env.ts";
import { benchBareSpin } from "./lib/spin-bench.ts";

const BARS = { usersMe: 0.4, spin: 0.5, p99Ms: 50 } as const;
/** What Chromium sends: the API must find out cheaply that a small answer stays uncompressed. */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";
const here = dirname(fileURLToPath(import.meta.url));
const log = (line = "") => console.log(line);
const rounded = (n: number) => Math.round(n * 10_000) / 10_000;

async function main(): Promise<number> {
  const config = readConfig(resolve(here, "results/api-latest.json"));
  const wrkNote = config.loadgen === "fetch" ? null : ensureWrk(log);
  const { generator, note } = pickLoadGenerator(config.loadgen);
  const loadBefore = loadAverage();
  log("JadeVerse API bench (docs/architecture.md §7, embedded mode, production composition)");
  log(`  runtime   bun ${Bun.version} (servers and bench), ${machine()}`);
  log(`  loadgen   ${generator.name}: ${generator.version} (${note}${wrkNote ? `; ${wrkNote}` : ""})`);
  log(
    `  shape     ${config.connections} connections${generator.name === "wrk" ? `, ${config.threads} wrk thread${config.threads > 1 ? "s" : ""}` : ""}, ${config.warmup} s warm-up per target, ${config.rounds} alternating rounds × ${config.seconds} s, loopback 127.0.0.1`,
  );
  log(`  load avg  ${loadBefore.join(" / ")} (1 / 5 / 15 min) at the start`);
  log(
    `  runtime   ${Object.keys(RUNTIME_ENV)
      .map((key) => `${key}=${process.env[key]}`)
      .join(" ")} (scripts/runtime-env.json, as npm start runs the API)`,
  );

  const inProcess = { seconds: config.ledgerSeconds, rounds: config.rounds, warmup: 1, log };
  log("\nbare write transaction of a wheel spin's shape, back to back on one file (in this process)");
  const bareSpin = await benchBareSpin(inProcess);
  log("\nledger operation of a spin's two balance changes, back to back on one file (in this process)");
  const ledger = await benchLedger(inProcess);

  const children: ServerChild[] = [];
  try {
    const started = await Promise.allSettled([
      startServer("hello", resolve(here, "servers/hello.ts")),
      startServer("api", resolve(here, "servers/api.ts"), 120_000),
    ]);
    for (const s of started) if (s.status === "fulfilled") children.push(s.value);
    const [hello, api] = started.map((s) => {
      if (s.status === "rejected") throw s.reason;
      return s.value;
    });
    if (!hello || !api) throw new Error("servers did not start");
    log(`\nHTTP (session: verified e-mail player, token via ${String(api.ready.tokenVia)})`);

    // The same request headers for every target: only the server side differs.
    const headers = {
      authorization: `Bearer ${String(api.ready.token)}`,
      "content-type": "application/json",
      "accept-encoding": BROWSER_ACCEPT_ENCODING,
    };
    const targets = targetsFor(hello, api);
    for (const t of targets) await expectOk(t, headers);

    const runs: Record<TargetKey, TargetRun[]> = { hello: [], usersMe: [], write: [], spin: [] };
    const all: Record<TargetKey, TargetRun[]> = { hello: [], usersMe: [], write: [], spin: [] };
    const shape = { headers, connections: config.connections, threads: config.threads };
    if (config.warmup > 0) {
      for (const t of targets) {
        const r = await runTarget(generator, t, { ...shape, seconds: config.warmup });
        all[t.key].push(r);
        log(`  warm-up  ${t.label.padEnd(9)}${formatRun(r)}`);
      }
    }
    for (let round = 1; round <= config.rounds; round++) {
      for (const t of targets) {
        const r = await runTarget(generator, t, { ...shape, seconds: config.seconds });
        runs[t.key].push(r);
        all[t.key].push(r);
        log(`  round ${round}  ${t.label.padEnd(9)}${formatRun(r)}`);
      }
    }
    const loadAfter = loadAverage();

    const m = {
      hello: median(runs.hello),
      usersMe: median(runs.usersMe),
      write: median(runs.write),
      spin: median(runs.spin),
    };
    const keys = Object.keys(runs) as TargetKey[];
    const errors = keys.reduce((sum, k) => sum + all[k].reduce((s, r) => s + r.non200 + r.failed, 0), 0);
    const requests = (key: TargetKey) => all[key].reduce((sum, r) => sum + r.requests, 0);
    /** Median over the rounds of the server's CPU µs per request. */
    const cpu = (key: TargetKey) =>
      [...runs[key].map((r) => r.serverCpuUsPerRequest)].sort((a, b) => a - b)[
        Math.floor((runs[key].length - 1) / 2)
      ] ?? Number.NaN;
    const usersMeRatio = m.usersMe.rps / m.hello.rps;
    const writeRatio = m.write.rps / m.hello.rps;
    const spinRatio = m.spin.rps / bareSpin.opsPerSecond;
    const usersMeCpuRatio = cpu("hello") / cpu("usersMe");
    const bars = [
      {
        name: "GET /api/users/me ÷ hello-world",
        value: usersMeRatio,
        bar: `≥ ${pct(BARS.usersMe)}`,
        pass: usersMeRatio >= BARS.usersMe,
        shown: pct(usersMeRatio),
      },
      {
        name: `GET /api/users/me p99 at ${config.connections} connections`,
        value: m.usersMe.p99Ms,
        bar: `< ${BARS.p99Ms} ms`,
        pass: m.usersMe.p99Ms < BARS.p99Ms,
        shown: `${m.usersMe.p99Ms.toFixed(2)} ms`,
      },
      {
        name: "POST /api/wheel/spin ÷ bare spin transaction",
        value: spinRatio,
        bar: `≥ ${pct(BARS.spin)}`,
        pass: spinRatio >= BARS.spin,
        shown: pct(spinRatio),
      },
      {
        name: "every HTTP answer a 200",
        value: errors,
        bar: "0 errors",
        pass: errors === 0,
        shown: `${errors} errors`,
      },
    ];

    log(`\n  result (median of ${config.rounds} run${config.rounds > 1 ? "s" : ""} per target)`);
    log(`    hello     ${formatRun(m.hello)}`);
    log(`    users/me  ${formatRun(m.usersMe)}`);
    log(`    PATCH me  ${formatRun(m.write)}`);
    log(`    spin      ${formatRun(m.spin)}`);
    log(
      `    bare spin ${Math.round(bareSpin.opsPerSecond).toLocaleString("en-US")} transactions/s (${bareSpin.meanUs} µs each)`,
    );
    log(
      `    ledger    ${Math.round(ledger.ledger.opsPerSecond).toLocaleString("en-US")} ops/s (${ledger.ledger.meanUs} µs) vs bare ${Math.round(ledger.raw.opsPerSecond).toLocaleString("en-US")}/s (${ledger.raw.meanUs} µs): ${pct(ledger.ratio)} (reported)`,
    );
    log(
      `    PATCH /api/users/me ÷ hello-world = ${pct(writeRatio)}, p99 ${m.write.p99Ms.toFixed(2)} ms (reported)`,
    );
    log(
      `    server CPU per request: hello ${cpu("hello").toFixed(1)} µs, users/me ${cpu("usersMe").toFixed(1)} µs → ${pct(usersMeCpuRatio)} (reported: less disturbed by other load)`,
    );
    log(`    load average ${loadAfter.join(" / ")} at the end`);
    for (const b of bars)
      log(`    ${b.name.padEnd(48)} ${b.shown.padStart(10)}  (bar ${b.bar})  ${b.pass ? "PASS" : "FAIL"}`);

    const summary = (key: TargetKey) => ({
      ...m[key],
      runsRps: runs[key].map((r) => r.rps),
      serverCpuUsPerRequest: cpu(key),
    });
    const result = {
      bench: "api: docs/architecture.md §7 API bars, embedded mode, production composition",
      date: new Date().toISOString(),
      commit: gitCommit(),
      runtime: `bun ${Bun.version}`,
      machine: machine(),
      loadAverage: { start: loadBefore, end: loadAfter },
      loadGenerator: { name: generator.name, version: generator.version, note, install: wrkNote },
      config: {
        connections: config.connections,
        threads: generator.name === "wrk" ? config.threads : null,
        warmupSeconds: config.warmup,
        seconds: config.seconds,
        rounds: config.rounds,
        inProcessSeconds: config.ledgerSeconds,
        requestHeaders: [
          "authorization: Bearer …",
          "content-type: application/json",
          `accept-encoding: ${BROWSER_ACCEPT_ENCODING}`,
        ],
        server: "buildPlatform (api/src/server/platform.ts), rate limits off, logs silent",
        runtimeEnv: Object.fromEntries(
          Object.keys(RUNTIME_ENV).map((key) => [key, process.env[key] ?? null]),
        ),
        pick: "median run by req/s (ops/s in process)",
      },
      session: api.ready.tokenVia,
      hello: summary("hello"),
      usersMe: { ...summary("usersMe"), ratio: rounded(usersMeRatio), cpuRatio: rounded(usersMeCpuRatio) },
      write: { request: "PATCH /api/users/me {nickname}", ...summary("write"), ratio: rounded(writeRatio) },
      spin: { request: "POST /api/wheel/spin", ...summary("spin"), ratio: rounded(spinRatio) },
      bareSpin,
      ledger,
      bars: bars.map(({ name, value, bar, pass }) => ({ name, value: rounded(value), bar, pass })),
      pass: bars.every((b) => b.pass),
      requests: Object.fromEntries(keys.map((k) => [k, requests(k)])),
    };
    mkdirSync(dirname(config.out), { recursive: true });
    writeFileSync(`${config.out}.tmp`, `${JSON.stringify(result, null, 2)}\n`);
    renameSync(`${config.out}.tmp`, config.out);
    log(`\n  wrote ${relative(process.cwd(), config.out) || config.out}`);
    return result.pass ? 0 : 1;
  } finally {
    await Promise.all(children.map((c) => c.stop()));
  }
}

try {
  // The in-process baselines run in this process: give it production's runtime settings too.
  const rerun = await rerunWithRuntimeEnv();
  process.exitCode = rerun ?? (await main());
} catch (error) {
  console.error(`bench:api failed: ${(error as Error).message}`);
  process.exitCode = 2;
}
