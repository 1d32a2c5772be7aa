/**
 * `bun run bench:api`: ARCHITECTURE §7's API bars in embedded mode, each a ratio to a baseline
 * measured in the same run on the same runtime and machine:
 *
 * - `GET /api/users/me` ≥ 25 % of a bare Hono hello-world (first step; the goal is 40 %), p99 < 50 ms;
 * - a ledger operation of a wheel spin's shape (`ledger.run`: gems debit + coins credit, two
 *   conditional updates and two ledger rows in one transaction) ≥ 50 % of the same statements as a
 *   bare transaction on the synchronous libsql driver with prepared statements (bench/lib/ledger-bench.ts);
 * - a write over HTTP, `PATCH /api/users/me` with a nickname, reported as its ratio to hello-world.
 *
 * The ledger pair runs in this process first. Then both servers run as child processes
 * (bench/servers/*.ts, same bun binary) and the load comes from here: wrk (installed from Debian
 * when missing and we are root), else a bounded keep-alive fetch loop. After one warm-up per target
 * the runs alternate; each headline is the median run by throughput. Every answer must be a 200.
 * Writes bench/results/api-latest.json; exits 1 when a bar is missed or any request failed.
 *
 * Flags (or env): --seconds (BENCH_SECONDS, 10), --warmup (BENCH_WARMUP, 3), --connections
 * (BENCH_CONNECTIONS, 50), --threads (BENCH_THREADS, wrk threads, half the cores), --rounds
 * (BENCH_ROUNDS, 3), --ledger-seconds (BENCH_LEDGER_SECONDS, 5), --loadgen auto|wrk|fetch
 * (BENCH_LOADGEN, auto), --out (BENCH_OUT, bench/results/api-latest.json).
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type ServerChild, startServer } from "./lib/child.ts";
import { ensureWrk } from "./lib/install-wrk.ts";
import { benchLedger } from "./lib/ledger-bench.ts";
import { type LoadResult, pickLoadGenerator } from "./lib/loadgen.ts";
import { formatRun, gitCommit, machine, median, pct, readConfig } from "./lib/report.ts";

const BARS = { usersMe: 0.25, usersMeGoal: 0.4, ledger: 0.5, p99Ms: 50 } as const;
const here = dirname(fileURLToPath(import.meta.url));
const log = (line = "") => console.log(line);

async function expectOk(url: string, init: RequestInit, check: (body: string) => boolean) {
  const res = await fetch(url, init);
  const body = await res.text();
  if (res.status !== 200 || !check(body))
    throw new Error(
      `sanity check of ${init.method ?? "GET"} ${url} failed: ${res.status} ${body.slice(0, 200)}`,
    );
}

async function main(): Promise<number> {
  const config = readConfig(resolve(here, "results/api-latest.json"));
  const wrkNote = config.loadgen === "fetch" ? null : ensureWrk(log);
  const { generator, note } = pickLoadGenerator(config.loadgen);
  log("JadeVerse API bench (ARCHITECTURE §7, embedded mode)");
  log(`  runtime   bun ${Bun.version} (servers and bench), ${machine()}`);
  log(`  loadgen   ${generator.name}: ${generator.version} (${note}${wrkNote ? `; ${wrkNote}` : ""})`);
  log(
    `  shape     ${config.connections} connections${generator.name === "wrk" ? `, ${config.threads} wrk thread${config.threads > 1 ? "s" : ""}` : ""}, ${config.warmup} s warm-up per target, ${config.rounds} alternating rounds × ${config.seconds} s, loopback 127.0.0.1`,
  );

  log("\nledger operation of a wheel spin's shape, back to back on one file (in this process)");
  const ledger = await benchLedger({ seconds: config.ledgerSeconds, rounds: config.rounds, warmup: 1, log });

  const children: ServerChild[] = [];
  try {
    const started = await Promise.allSettled([
      startServer("hello", resolve(here, "servers/hello.ts")),
      startServer("api", resolve(here, "servers/api.ts")),
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
    };
    const targets = [
      { key: "hello", label: "hello", method: "GET", url: `http://127.0.0.1:${hello.port}/` },
      { key: "usersMe", label: "users/me", method: "GET", url: `http://127.0.0.1:${api.port}/api/users/me` },
      {
        key: "write",
        label: "PATCH me",
        method: "PATCH",
        url: `http://127.0.0.1:${api.port}/api/users/me`,
        body: JSON.stringify({ nickname: "BenchPlayer" }),
      },
    ] as const;
    type Key = (typeof targets)[number]["key"];
    await expectOk(targets[0].url, { headers }, (b) => b === "Hello Hono!");
    await expectOk(
      targets[1].url,
      { headers },
      (b) => typeof (JSON.parse(b) as { id?: unknown }).id === "number",
    );
    await expectOk(
      targets[2].url,
      { method: "PATCH", headers, body: targets[2].body },
      (b) => (JSON.parse(b) as { user?: { nickname?: unknown } }).user?.nickname === "BenchPlayer",
    );

    const runs: Record<Key, LoadResult[]> = { hello: [], usersMe: [], write: [] };
    const all: Record<Key, LoadResult[]> = { hello: [], usersMe: [], write: [] };
    const run = (t: (typeof targets)[number], seconds: number) =>
      generator.run({
        url: t.url,
        method: t.method,
        ...("body" in t ? { body: t.body } : {}),
        headers,
        connections: config.connections,
        threads: config.threads,
        seconds,
      });
    if (config.warmup > 0) {
      for (const t of targets) {
        const r = await run(t, config.warmup);
        all[t.key].push(r);
        log(`  warm-up  ${t.label.padEnd(9)}${formatRun(r)}`);
      }
    }
    for (let round = 1; round <= config.rounds; round++) {
      for (const t of targets) {
        const r = await run(t, config.seconds);
        runs[t.key].push(r);
        all[t.key].push(r);
        log(`  round ${round}  ${t.label.padEnd(9)}${formatRun(r)}`);
      }
    }

    const m = { hello: median(runs.hello), usersMe: median(runs.usersMe), write: median(runs.write) };
    const errors = (key: Key) => all[key].reduce((sum, r) => sum + r.non200 + r.failed, 0);
    const requests = (key: Key) => all[key].reduce((sum, r) => sum + r.requests, 0);
    const usersMeRatio = m.usersMe.rps / m.hello.rps;
    const writeRatio = m.write.rps / m.hello.rps;
    const bars = [
      {
        name: "GET /api/users/me ÷ hello-world",
        value: usersMeRatio,
        bar: `≥ ${pct(BARS.usersMe)} (goal ${pct(BARS.usersMeGoal)})`,
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
        name: "ledger.run (spin) ÷ bare libsql transaction",
        value: ledger.ratio,
        bar: `≥ ${pct(BARS.ledger)}`,
        pass: ledger.ratio >= BARS.ledger,
        shown: pct(ledger.ratio),
      },
      {
        name: "every HTTP answer a 200",
        value: errors("hello") + errors("usersMe") + errors("write"),
        bar: "0 errors",
        pass: errors("hello") + errors("usersMe") + errors("write") === 0,
        shown: `${errors("hello") + errors("usersMe") + errors("write")} errors`,
      },
    ];

    log(`\n  result (median of ${config.rounds} run${config.rounds > 1 ? "s" : ""} per target)`);
    log(`    hello     ${formatRun(m.hello)}`);
    log(`    users/me  ${formatRun(m.usersMe)}`);
    log(`    PATCH me  ${formatRun(m.write)}`);
    log(
      `    ledger    ${Math.round(ledger.ledger.opsPerSecond).toLocaleString("en-US")} spins/s (${ledger.ledger.meanUs} µs) vs bare ${Math.round(ledger.raw.opsPerSecond).toLocaleString("en-US")}/s (${ledger.raw.meanUs} µs)`,
    );
    log(
      `    PATCH /api/users/me ÷ hello-world = ${pct(writeRatio)}, p99 ${m.write.p99Ms.toFixed(2)} ms (reported)`,
    );
    for (const b of bars)
      log(`    ${b.name.padEnd(48)} ${b.shown.padStart(10)}  (bar ${b.bar})  ${b.pass ? "PASS" : "FAIL"}`);

    const rounded = (n: number) => Math.round(n * 10_000) / 10_000;
    const result = {
      bench: "api: ARCHITECTURE §7 API bars, embedded mode",
      date: new Date().toISOString(),
      commit: gitCommit(),
      runtime: `bun ${Bun.version}`,
      machine: machine(),
      loadGenerator: { name: generator.name, version: generator.version, note, install: wrkNote },
      config: {
        connections: config.connections,
        threads: generator.name === "wrk" ? config.threads : null,
        warmupSeconds: config.warmup,
        seconds: config.seconds,
        rounds: config.rounds,
        ledgerSeconds: config.ledgerSeconds,
        pick: "median run by req/s (ops/s for the ledger)",
      },
      session: api.ready.tokenVia,
      hello: { ...m.hello, runsRps: runs.hello.map((r) => r.rps) },
      usersMe: { ...m.usersMe, runsRps: runs.usersMe.map((r) => r.rps) },
      write: {
        request: "PATCH /api/users/me {nickname}",
        ...m.write,
        runsRps: runs.write.map((r) => r.rps),
        ratio: rounded(writeRatio),
      },
      ratio: rounded(usersMeRatio),
      ledger,
      bars: bars.map(({ name, value, bar, pass }) => ({ name, value: rounded(value), bar, pass })),
      pass: bars.every((b) => b.pass),
      requests: { hello: requests("hello"), usersMe: requests("usersMe"), write: requests("write") },
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
  process.exitCode = await main();
} catch (error) {
  console.error(`bench:api failed: ${(error as Error).message}`);
  process.exitCode = 2;
}
