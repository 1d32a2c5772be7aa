/**
 * How many database statements an API instance ran, and their time, from its own Prometheus series
 * (`jadeverse_db_statement_duration_seconds`, api/src/lib/observability/metrics.ts): benches scrape
 * `/metrics` before and after a phase and print the difference, to say where a phase's time went.
 */
export interface StatementTally {
  reads: number;
  readSeconds: number;
  writes: number;
  writeSeconds: number;
}

const SERIES = "jadeverse_db_statement_duration_seconds";

/**
 * A series' value in a Prometheus text exposition: the first line of `name` (with its `_count`,
 * `_sum` or `_bucket` suffix) carrying every one of `labels` (`kind="auto"`, `le="0.25"`); 0 when
 * none has been written yet. The benches' one reader of /metrics.
 */
export function seriesValue(exposition: string, name: string, labels: readonly string[]): number {
  const line = exposition
    .split("\n")
    .find((l) => l.startsWith(`${name}{`) && labels.every((label) => l.includes(label)));
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
}

/** The statement tally in a Prometheus text exposition (zeros for a kind that has not run yet). */
export function parseStatementTally(exposition: string): StatementTally {
  const value = (suffix: "count" | "sum", kind: "read" | "write") =>
    seriesValue(exposition, `${SERIES}_${suffix}`, [`kind="${kind}"`]);
  return {
    reads: value("count", "read"),
    readSeconds: value("sum", "read"),
    writes: value("count", "write"),
    writeSeconds: value("sum", "write"),
  };
}

/** An instance's `/metrics` exposition (METRICS_TOKEN). */
export async function scrapeMetrics(base: string, token: string): Promise<string> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${base}/metrics answered ${res.status}`);
  return res.text();
}

/** What ran between two scrapes. */
export function statementsBetween(before: StatementTally, after: StatementTally): StatementTally {
  return {
    reads: after.reads - before.reads,
    readSeconds: after.readSeconds - before.readSeconds,
    writes: after.writes - before.writes,
    writeSeconds: after.writeSeconds - before.writeSeconds,
  };
}

/** "1,234 reads (mean 3.1 ms), 56 writes (mean 4.0 ms)". */
export function describeStatements(t: StatementTally): string {
  const mean = (seconds: number, count: number) =>
    count > 0 ? `mean ${((seconds / count) * 1000).toFixed(1)} ms` : "none";
  return `${t.reads.toLocaleString("en-US")} reads (${mean(t.readSeconds, t.reads)}), ${t.writes.toLocaleString("en-US")} write statements (${mean(t.writeSeconds, t.writes)})`;
}
