/**
 * `bun run bench:api`: ARCHITECTURE §7, "API, embedded mode: GET /api/users/me ≥ 40 % of a bare Hono
 * hello-world on the same runtime and machine".
 *
 * Both servers run as child processes of this one (bench/servers/*.ts, same bun binary); the load
 * comes from here: wrk when installed, else a bounded keep-alive fetch loop. After one warm-up per
 * target the runs alternate (hello, users/me, hello, users/me, …); the headline for each target is
 * its median run by throughput. Every users/me answer must be a 200. Writes
 * bench/results/api-latest.json and exits 1 when the bar is missed or any request failed.
 *
 * Flags (or env): --seconds (BENCH_SECONDS, 10), --warmup (BENCH_WARMUP, 3), --connections
 * (BENCH_CONNECTIONS, 50), --threads (BENCH_THREADS, wrk threads, half the cores), --rounds (BENCH_ROUNDS, 3),
 * --loadgen auto|wrk|fetch (BENCH_LOADGEN, auto), --out (BENCH_OUT, bench/results/api-latest.json).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { arch, availableParallelism, cpus, platform, totalmem } from "node:os";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { type ServerChild, startServer } from "./lib/child.ts";
import { type LoadGeneratorChoice, type LoadResult, pickLoadGenerator } from "./lib/loadgen.ts";

const BAR = 0.4;
const P99_BAR_MS = 50;
const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, "..");

function readConfig() {
  const { values } = parseArgs({
    options: {
      seconds: { type: "string" },
      warmup: { type: "string" },
      connections: { type: "string" },
      threads: { type: "string" },
      rounds: { type: "string" },
      loadgen: { type: "string" },
      out: { type: "string" },
    },
    strict: true,
  });
  const int = (name: string, flag: string | undefined, fallback: number, min: number, max: number) => {
    const raw = flag ?? process.env[name] ?? String(fallback);
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max)
      throw new Error(`${name} must be an integer in ${min}..${max}, got ${JSON.stringify(raw)}`);
    return n;
  };
  const loadgen = values.loadgen ?? process.env.BENCH_LOADGEN ?? "auto";
  if (loadgen !== "auto" && loadgen !== "wrk" && loadgen !== "fetch")
    throw new Error(`BENCH_LOADGEN must be auto, wrk or fetch, got ${JSON.stringify(loadgen)}`);
  return {
    seconds: int("BENCH_SECONDS", values.seconds, 10, 1, 300),
    warmup: int("BENCH_WARMUP", values.warmup, 3, 0, 120),
    connections: int("BENCH_CONNECTIONS", values.connections, 50, 1, 1000),
    // Half the cores: on our 2-core machines wrk gets one and the server under test the other.
    threads: int("BENCH_THREADS", values.threads, Math.max(1, Math.floor(availableParallelism() / 2)), 1, 64),
    rounds: int("BENCH_ROUNDS", values.rounds, 3, 1, 10),
    loadgen: loadgen as LoadGeneratorChoice,
    out: resolve(values.out ?? process.env.BENCH_OUT ?? resolve(here, "results/api-latest.json")),
  };
}

const fmtInt = (n: number) => Math.round(n).toLocaleString("en-US");
const fmtMs = (n: number) => `${n.toFixed(2)} ms`;
const pct = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

function formatRun(r: LoadResult): string {
  const problems = r.non200 + r.failed > 0 ? `  non-200 ${r.non200}, failed ${r.failed}` : "";
  return `${fmtInt(r.rps).padStart(9)} req/s  p50 ${fmtMs(r.p50Ms).padStart(9)}  p99 ${fmtMs(r.p99Ms).padStart(9)}  (${fmtInt(r.requests)} req in ${r.seconds.toFixed(1)} s)${problems}`;
}

/** The median run by throughput (the lower middle one for an even count: the conservative pick). */
function median(runs: LoadResult[]): LoadResult {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  const pick = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!pick) throw new Error("no runs");
  return pick;
}

function gitCommit(): string | null {
  const r = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: repoRoot, encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : null;
}

async function expectOk(url: string, headers: Record<string, string>, check: (body: string) => boolean) {
  const res = await fetch(url, { headers });
  const body = await res.text();
  if (res.status !== 200 || !check(body))
    throw new Error(`sanity check of ${url} failed: ${res.status} ${body.slice(0, 200)}`);
}

async function main(): Promise<number> {
  const config = readConfig();
  const { generator, note } = pickLoadGenerator(config.loadgen);
  const cpu = cpus();
  const machine = `${platform()} ${arch()}, ${cpu.length} × ${cpu[0]?.model.trim() ?? "unknown CPU"}, ${Math.round(totalmem() / 2 ** 30)} GiB`;
  console.log("JadeVerse API bench: ARCHITECTURE §7, GET /api/users/me ≥ 40 % of a bare Hono hello-world");
  console.log(`  runtime   bun ${Bun.version} (servers and bench), ${machine}`);
  console.log(`  loadgen   ${generator.name}: ${generator.version} (${note})`);
  console.log(
    `  shape     ${config.connections} connections${generator.name === "wrk" ? `, ${config.threads} wrk thread${config.threads > 1 ? "s" : ""}` : ""}, ${config.warmup} s warm-up per target, ${config.rounds} alternating rounds × ${config.seconds} s, loopback 127.0.0.1`,
  );

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
    const token = String(api.ready.token);
    console.log(`  session   verified e-mail player, token via ${String(api.ready.tokenVia)}`);

    // The same request headers for both targets: only the server side differs.
    const headers = { authorization: `Bearer ${token}` };
    const targets = [
      { key: "hello", label: "hello", url: `http://127.0.0.1:${hello.port}/` },
      { key: "usersMe", label: "users/me", url: `http://127.0.0.1:${api.port}/api/users/me` },
    ] as const;
    await expectOk(targets[0].url, headers, (b) => b === "Hello Hono!");
    await expectOk(
      targets[1].url,
      headers,
      (b) => typeof (JSON.parse(b) as { id?: unknown }).id === "number",
    );

    const run = (url: string, seconds: number) =>
      generator.run({ url, headers, connections: config.connections, threads: config.threads, seconds });
    const runs: Record<(typeof targets)[number]["key"], LoadResult[]> = { hello: [], usersMe: [] };
    const warmups: Record<(typeof targets)[number]["key"], LoadResult | null> = {
      hello: null,
      usersMe: null,
    };

    console.log("");
    if (config.warmup > 0) {
      for (const t of targets) {
        const r = await run(t.url, config.warmup);
        warmups[t.key] = r;
        console.log(`  warm-up  ${t.label.padEnd(9)}${formatRun(r)}`);
      }
    }
    for (let round = 1; round <= config.rounds; round++) {
      for (const t of targets) {
        const r = await run(t.url, config.seconds);
        runs[t.key].push(r);
        console.log(`  round ${round}  ${t.label.padEnd(9)}${formatRun(r)}`);
      }
    }

    const helloMedian = median(runs.hello);
    const meMedian = median(runs.usersMe);
    const ratio = meMedian.rps / helloMedian.rps;
    const pass = ratio >= BAR;
    const all = (key: "hello" | "usersMe") => [...(warmups[key] ? [warmups[key]] : []), ...runs[key]];
    const total = (key: "hello" | "usersMe", field: "requests" | "non200" | "failed") =>
      all(key).reduce((sum, r) => sum + r[field], 0);
    const meErrors = total("usersMe", "non200") + total("usersMe", "failed");
    const helloErrors = total("hello", "non200") + total("hello", "failed");
    const p99Pass = meMedian.p99Ms < P99_BAR_MS;

    console.log("");
    console.log(`  result (median of ${config.rounds} run${config.rounds > 1 ? "s" : ""} per target)`);
    console.log(`    hello     ${formatRun(helloMedian)}`);
    console.log(`    users/me  ${formatRun(meMedian)}`);
    console.log(
      `    users/me ÷ hello = ${pct(ratio)}  (bar ≥ ${pct(BAR)})  ${pass ? "PASS" : "FAIL"}   [rps per run: hello ${runs.hello.map((r) => fmtInt(r.rps)).join(" / ")}; users/me ${runs.usersMe.map((r) => fmtInt(r.rps)).join(" / ")}]`,
    );
    console.log(
      `    users/me responses: ${fmtInt(total("usersMe", "requests"))} (warm-up included), ${meErrors === 0 ? "every one a 200" : `${total("usersMe", "non200")} non-200, ${total("usersMe", "failed")} failed: ERRORS`}`,
    );
    if (helloErrors > 0) console.log(`    hello: ${helloErrors} non-200 or failed requests: ERRORS`);
    console.log(
      `    users/me p99 ${fmtMs(meMedian.p99Ms)} at ${config.connections} connections (§7: < ${P99_BAR_MS} ms) ${p99Pass ? "PASS" : "FAIL"} (informational)`,
    );

    const result = {
      bench: "api: GET /api/users/me vs bare Hono hello-world (ARCHITECTURE §7)",
      date: new Date().toISOString(),
      commit: gitCommit(),
      runtime: `bun ${Bun.version}`,
      machine,
      loadGenerator: { name: generator.name, version: generator.version, note },
      config: {
        connections: config.connections,
        threads: generator.name === "wrk" ? config.threads : null,
        warmupSeconds: config.warmup,
        seconds: config.seconds,
        rounds: config.rounds,
        pick: "median run by req/s",
      },
      session: api.ready.tokenVia,
      hello: { ...helloMedian, runsRps: runs.hello.map((r) => r.rps) },
      usersMe: { ...meMedian, runsRps: runs.usersMe.map((r) => r.rps) },
      ratio: Math.round(ratio * 10_000) / 10_000,
      bar: BAR,
      pass,
      p99: { bar: P99_BAR_MS, pass: p99Pass },
      errors: {
        usersMeRequests: total("usersMe", "requests"),
        usersMeNon200: total("usersMe", "non200"),
        usersMeFailed: total("usersMe", "failed"),
        helloNon200OrFailed: helloErrors,
      },
    };
    mkdirSync(dirname(config.out), { recursive: true });
    writeFileSync(`${config.out}.tmp`, `${JSON.stringify(result, null, 2)}\n`);
    renameSync(`${config.out}.tmp`, config.out);
    console.log(`\n  wrote ${relative(process.cwd(), config.out) || config.out}`);
    return pass && meErrors === 0 && helloErrors === 0 ? 0 : 1;
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
