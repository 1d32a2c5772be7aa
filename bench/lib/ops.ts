/** Back-to-back operation timing for the in-process benches (ledger, bare transactions). */

export interface OpsResult {
  ops: number;
  seconds: number;
  opsPerSecond: number;
  /** Mean µs per operation. */
  meanUs: number;
  /** This process's CPU µs per operation (user + system, every thread). */
  cpuUs: number;
}

/** Runs `op` back to back (each awaited) for `seconds`; `start` numbers the first call. */
export async function timed(op: (i: number) => unknown, seconds: number, start: number): Promise<OpsResult> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const deadline = started + seconds * 1000;
  let ops = 0;
  while (performance.now() < deadline) {
    // Check the clock every 64 operations: reading it costs more than a cached statement.
    for (let k = 0; k < 64; k++) await op(start + ops++);
  }
  const elapsed = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  return {
    ops,
    seconds: Math.round(elapsed * 1000) / 1000,
    opsPerSecond: Math.round((ops / elapsed) * 10) / 10,
    meanUs: Math.round(((elapsed * 1e6) / ops) * 100) / 100,
    cpuUs: Math.round(((used.user + used.system) / ops) * 100) / 100,
  };
}

/** The median run by throughput (the lower middle one of an even count). */
export function medianBy(runs: readonly OpsResult[]): OpsResult {
  const sorted = [...runs].sort((a, b) => a.opsPerSecond - b.opsPerSecond);
  const pick = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!pick) throw new Error("no runs");
  return pick;
}

export const formatOps = (r: OpsResult) =>
  `${Math.round(r.opsPerSecond).toLocaleString("en-US").padStart(9)} ops/s  ${r.meanUs.toFixed(1).padStart(7)} µs/op  cpu ${r.cpuUs.toFixed(1).padStart(7)} µs/op  (${r.ops.toLocaleString("en-US")} in ${r.seconds.toFixed(1)} s)`;
