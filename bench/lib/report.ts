/** Configuration and formatting shared by bench/api.ts. */
import { spawnSync } from "node:child_process";
import { arch, availableParallelism, cpus, loadavg, platform, totalmem } from "node:os";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { LoadGeneratorChoice, LoadResult } from "./loadgen.ts";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

export function readConfig(defaultOut: string) {
  const { values } = parseArgs({
    options: {
      seconds: { type: "string" },
      warmup: { type: "string" },
      connections: { type: "string" },
      threads: { type: "string" },
      rounds: { type: "string" },
      "ledger-seconds": { type: "string" },
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
    ledgerSeconds: int("BENCH_LEDGER_SECONDS", values["ledger-seconds"], 5, 1, 120),
    loadgen: loadgen as LoadGeneratorChoice,
    out: resolve(values.out ?? process.env.BENCH_OUT ?? defaultOut),
  };
}

export const machine = () => {
  const cpu = cpus();
  return `${platform()} ${arch()}, ${cpu.length} × ${cpu[0]?.model.trim() ?? "unknown CPU"}, ${Math.round(totalmem() / 2 ** 30)} GiB`;
};

const fmtInt = (n: number) => Math.round(n).toLocaleString("en-US");
const fmtMs = (n: number) => `${n.toFixed(2)} ms`;
export const pct = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

export function formatRun(r: LoadResult & { serverCpuUsPerRequest?: number }): string {
  const problems = r.non200 + r.failed > 0 ? `  non-200 ${r.non200}, failed ${r.failed}` : "";
  const cpu =
    r.serverCpuUsPerRequest !== undefined
      ? `  server ${r.serverCpuUsPerRequest.toFixed(1).padStart(6)} µs/req`
      : "";
  return `${fmtInt(r.rps).padStart(9)} req/s  p50 ${fmtMs(r.p50Ms).padStart(9)}  p99 ${fmtMs(r.p99Ms).padStart(9)}${cpu}  (${fmtInt(r.requests)} req in ${r.seconds.toFixed(1)} s)${problems}`;
}

/** The load average (1, 5, 15 min) now: other work on the machine skews a run's wall-clock figures. */
export const loadAverage = (): number[] => loadavg().map((n) => Math.round(n * 100) / 100);

/** The median run by throughput (the lower middle one for an even count: the conservative pick). */
export function median<T extends LoadResult>(runs: T[]): T {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  const pick = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!pick) throw new Error("no runs");
  return pick;
}

export function gitCommit(): string | null {
  const r = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: repoRoot, encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : null;
}
