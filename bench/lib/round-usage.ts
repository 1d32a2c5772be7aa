import { batchesBetween, parseCrashBatches } from "./crash-batches.ts";
import type { InstanceUsage } from "./crash-print.ts";
import { parseStatementTally, scrapeMetrics, statementsBetween } from "./db-statements.ts";
import { cpuSeconds } from "./proc-cpu.ts";
import { lagBetween, parseCommittedLag } from "./settle-lag.ts";

/**
 * What a played round cost: each API instance's CPU, peak RSS, statements and automatic credits' commit
 * lag, sqld's and the clients' CPU.
 */
export interface RoundUsage {
  instances: InstanceUsage[];
  sqldCpuSeconds: number | undefined;
  clientsCpuSeconds: number;
  wallSeconds: number;
  /**
   * Each second of the round: the cores each part used (1.0 = one core), in the order API
   * instances…, sqld, clients. What saturates the machine when shows here, not in the round's totals.
   */
  perSecond: number[][];
}

/**
 * Starts measuring a round of bench:crash: the API processes (`instances`: pid and base URL, their
 * statements scraped from /metrics with `metricsToken`), sqld if any, and the client processes that
 * play the players on the same cores. `stop()` answers the usage since the start.
 */
export async function meterRound(options: {
  instances: { pid: number; base: string }[];
  sqldPid: number | undefined;
  clientPids: number[];
  metricsToken: string;
  rssOf(pid: number): number;
}): Promise<{ stop(): Promise<RoundUsage> }> {
  const { instances, sqldPid, clientPids, metricsToken, rssOf } = options;
  const clientsCpu = () => clientPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const peaks = instances.map((i) => rssOf(i.pid));
  const cpu0 = instances.map((i) => cpuSeconds(i.pid));
  const sqldCpu0 = sqldPid ? cpuSeconds(sqldPid) : 0;
  const clientsCpu0 = clientsCpu();
  const scrape = async () =>
    (await Promise.all(instances.map((i) => scrapeMetrics(i.base, metricsToken)))).map((text) => ({
      statements: parseStatementTally(text),
      lag: parseCommittedLag(text),
      batches: parseCrashBatches(text),
    }));
  const statements0 = await scrape();
  const wall0 = performance.now();
  const sampler = setInterval(() => {
    for (const [k, i] of instances.entries()) peaks[k] = Math.max(peaks[k]!, rssOf(i.pid));
  }, 250);
  const parts = () => [
    ...instances.map((i) => cpuSeconds(i.pid)),
    sqldPid ? cpuSeconds(sqldPid) : 0,
    clientsCpu(),
  ];
  const perSecond: number[][] = [];
  let last = parts();
  let lastAt = performance.now();
  const second = setInterval(() => {
    const now = parts();
    const at = performance.now();
    perSecond.push(now.map((v, k) => (v - last[k]!) / ((at - lastAt) / 1000)));
    last = now;
    lastAt = at;
  }, 1_000);
  return {
    async stop() {
      clearInterval(sampler);
      clearInterval(second);
      const statements1 = await scrape();
      return {
        instances: instances.map((i, k) => ({
          cpuSeconds: cpuSeconds(i.pid) - cpu0[k]!,
          peakRss: peaks[k]!,
          statements: statementsBetween(statements0[k]!.statements, statements1[k]!.statements),
          committedLag: lagBetween(statements0[k]!.lag, statements1[k]!.lag),
          batches: batchesBetween(statements0[k]!.batches, statements1[k]!.batches),
        })),
        sqldCpuSeconds: sqldPid ? cpuSeconds(sqldPid) - sqldCpu0 : undefined,
        clientsCpuSeconds: clientsCpu() - clientsCpu0,
        wallSeconds: (performance.now() - wall0) / 1000,
        perSecond,
      };
    },
  };
}
