/**
 * Load generators for loopback HTTP benches: `wrk` when installed (C, keep-alive, negligible client
 * cost), otherwise a bounded fetch loop in this process (N keep-alive workers until a deadline).
 * Both report throughput, latency percentiles and every response that was not a 200.
 */
import { fileURLToPath } from "node:url";

export interface LoadOptions {
  url: string;
  /** GET unless given; a body is sent as-is with every request (set its content-type in `headers`). */
  method?: string;
  body?: string;
  headers: Record<string, string>;
  connections: number;
  /** wrk threads; the fetch loop always runs on this process's one JS thread. */
  threads: number;
  seconds: number;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  meanMs: number;
  /** Responses that arrived with a status other than 200. */
  non200: number;
  /** Connect/read/write failures and timeouts: requests that got no response at all. */
  failed: number;
}

export interface LoadGenerator {
  name: "wrk" | "fetch";
  version: string;
  run(options: LoadOptions): Promise<LoadResult>;
}

const WRK_SCRIPT = fileURLToPath(new URL("./wrk-report.lua", import.meta.url));
/** Grace on top of the run's duration before a load generator is considered hung. */
const GRACE_MS = 30_000;
/** Per-request cap of the fetch loop (wrk gets the same with `--timeout`). */
const REQUEST_TIMEOUT_S = 5;
/** The fetch loop keeps at most this many latency samples (memory bound); counts stay exact. */
const MAX_SAMPLES = 5_000_000;

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

function wrkGenerator(path: string): LoadGenerator {
  const probe = Bun.spawnSync([path, "-v"], { stdout: "pipe", stderr: "pipe" });
  const version = `${probe.stdout.toString()}${probe.stderr.toString()}`
    .split("\n")[0]
    ?.replace(/\s*Copyright.*$/, "")
    .trim();
  return {
    name: "wrk",
    version: version || "wrk",
    async run(o) {
      const headerArgs = Object.entries(o.headers).flatMap(([k, v]) => ["-H", `${k}: ${v}`]);
      const threads = Math.max(1, Math.min(o.threads, o.connections));
      const proc = Bun.spawn(
        [
          path,
          `-t${threads}`,
          `-c${o.connections}`,
          `-d${o.seconds}s`,
          "--timeout",
          `${REQUEST_TIMEOUT_S}s`,
          "-s",
          WRK_SCRIPT,
          ...headerArgs,
          o.url,
        ],
        {
          stdout: "pipe",
          stderr: "pipe",
          // wrk-report.lua sets the request's method and body from these.
          env: { ...process.env, BENCH_METHOD: o.method ?? "GET", BENCH_BODY: o.body ?? "" },
        },
      );
      const killer = setTimeout(() => proc.kill("SIGKILL"), o.seconds * 1000 + GRACE_MS);
      const [stdout, stderr, code] = await Promise.all([
        new Response(proc.stdout).text(),
        new Response(proc.stderr).text(),
        proc.exited,
      ]);
      clearTimeout(killer);
      const line = stdout.split("\n").find((l) => l.startsWith("BENCH_RESULT "));
      if (code !== 0 || !line)
        throw new Error(`wrk failed (exit ${code}): ${stderr.trim() || stdout.trim()}`);
      const r = JSON.parse(line.slice("BENCH_RESULT ".length)) as Record<string, number>;
      const n = (key: string) => r[key] ?? 0;
      const seconds = n("durationUs") / 1e6;
      return {
        requests: n("requests"),
        seconds: round(seconds, 3),
        rps: round(n("requests") / seconds, 1),
        p50Ms: round(n("p50Us") / 1000, 3),
        p90Ms: round(n("p90Us") / 1000, 3),
        p99Ms: round(n("p99Us") / 1000, 3),
        maxMs: round(n("maxUs") / 1000, 3),
        meanMs: round(n("meanUs") / 1000, 3),
        non200: n("non200"),
        failed: n("socketErrors") + n("timeouts"),
      };
    },
  };
}

/** Nearest-rank percentile of an ascending array. */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

const fetchGenerator: LoadGenerator = {
  name: "fetch",
  version: `bun ${Bun.version} fetch (keep-alive), in the bench process`,
  async run(o) {
    const samples: number[] = [];
    let requests = 0;
    let non200 = 0;
    let failed = 0;
    const started = performance.now();
    const deadline = started + o.seconds * 1000;
    const worker = async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          const res = await fetch(o.url, {
            method: o.method ?? "GET",
            body: o.body,
            headers: o.headers,
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_S * 1000),
          });
          await res.arrayBuffer();
          const ms = performance.now() - t0;
          requests++;
          if (res.status !== 200) non200++;
          if (samples.length < MAX_SAMPLES) samples.push(ms);
        } catch {
          failed++;
        }
      }
    };
    await Promise.all(Array.from({ length: o.connections }, worker));
    const seconds = (performance.now() - started) / 1000;
    const sorted = Float64Array.from(samples).sort();
    const mean = samples.reduce((a, b) => a + b, 0) / Math.max(1, samples.length);
    return {
      requests,
      seconds: round(seconds, 3),
      rps: round(requests / seconds, 1),
      p50Ms: round(percentile(sorted, 50), 3),
      p90Ms: round(percentile(sorted, 90), 3),
      p99Ms: round(percentile(sorted, 99), 3),
      maxMs: round(percentile(sorted, 100), 3),
      meanMs: round(mean, 3),
      non200,
      failed,
    };
  },
};

export type LoadGeneratorChoice = "auto" | "wrk" | "fetch";

/** `auto`: wrk if it is on PATH, else the fetch loop. Asking for wrk without it installed is an error. */
export function pickLoadGenerator(choice: LoadGeneratorChoice): { generator: LoadGenerator; note: string } {
  const wrk = choice === "fetch" ? null : Bun.which("wrk");
  if (wrk) return { generator: wrkGenerator(wrk), note: `wrk found at ${wrk}` };
  if (choice === "wrk") throw new Error("BENCH_LOADGEN=wrk but wrk is not on PATH (apt-get install wrk)");
  return {
    generator: fetchGenerator,
    note:
      choice === "fetch"
        ? "fetch loop requested"
        : "wrk not on PATH: fetch loop fallback (client shares the CPU with the servers; install wrk for sharper numbers)",
  };
}
