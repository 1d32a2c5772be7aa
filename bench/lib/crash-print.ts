/** What bench/crash.ts prints: each round's figures, and the budgets of bench/README.md "bench:crash". */
import { type Distribution, formatDistribution, type RoundFigures } from "./crash-figures.ts";
import { mib } from "./proc-memory.ts";

const log = (line = "") => console.log(line);
export const n = (v: number) => v.toLocaleString("en-US");
export const row = (label: string, value: string) => log(`    ${label.padEnd(40)}${value}`);
const codes = (m: Record<string, number>) => (Object.keys(m).length ? ` ${JSON.stringify(m)}` : "");
export const x = (hundredths: number | null) =>
  hundredths === null ? "?" : `${(hundredths / 100).toFixed(2)}×`;

/** The API side of a round, per instance. */
import { type CrashBatches, describeCrashBatches } from "./crash-batches.ts";
import { describeStatements, type StatementTally } from "./db-statements.ts";
import { type CommittedLag, describeCommittedLag, lagOfAll, shareWithin } from "./settle-lag.ts";

export interface InstanceUsage {
  cpuSeconds: number;
  peakRss: number;
  /** The database statements it ran during the round (its /metrics). */
  statements: StatementTally;
  /** The automatic cash-outs it credited during the round, by commit lag (its /metrics). */
  committedLag: CommittedLag;
  /** Its group commits during the round (its /metrics). */
  batches: CrashBatches;
}

export function printRound(
  f: RoundFigures,
  usage: InstanceUsage[],
  wallSeconds: number,
  sqldCpuSeconds?: number,
  clients?: { cpuSeconds: number; processes: number },
) {
  log(
    `\n  round ${f.roundId} (game ${f.gameNumber ?? "?"}): crashed at ${x(f.point)}, ran ${f.runMs ?? "?"} ms`,
  );
  row(
    "bets accepted",
    `${n(f.bets.accepted)} of ${n(f.players)}, spread over ${(f.spreadMs / 1000).toFixed(1)} s${codes(f.bets.refused)}`,
  );
  row("bet latency", formatDistribution(f.bets.latency));
  row(
    "auto cash-outs (1.50×–3.00×)",
    `${n(f.autos.reached)} of ${n(f.autos.players)} reached, ${n(f.autos.pushed)} pushed to their player`,
  );
  row("  target reached → set written (server)", formatDistribution(f.autos.creditLag));
  row(
    "  target reached → credit committed (API)",
    describeCommittedLag(lagOfAll(usage.map((u) => u.committedLag))),
  );
  row("  target reached → pushed to its player", formatDistribution(f.autos.pushLag));
  row(
    "manual cash-outs (1.10×–3.00×)",
    `${n(f.cashouts.clicked)} of ${n(f.cashouts.manualPlayers)} clicked: ${n(f.cashouts.accepted)} paid, ${n(f.cashouts.tooLate)} too late (409 CRASH_ALREADY_CRASHED)${codes(f.cashouts.refused)}, ${n(f.cashouts.notClicked)} never reached their target`,
  );
  row("  answered", formatDistribution(f.cashouts.latency));
  row("driver: curve's crash → crash marked", `${f.driverLateMs ?? "?"} ms late`);
  row(
    "crash → crash:crashed on each socket",
    `${formatDistribution(f.settle.crashedPush)}${f.settle.missingPush ? `, ${f.settle.missingPush} never received` : ""}`,
  );
  row("  first socket", `${f.settle.firstPushMs ?? "?"} ms`);
  row("crash → each balance final (server)", formatDistribution(f.settle.balanceFinal));
  row("crash → each bet recorded (server)", formatDistribution(f.settle.recorded));
  row("crash → each balance known (client)", formatDistribution(f.settle.balanceKnown));
  row(
    "database",
    `${n(f.db.bets)} bets: ${n(f.db.won)} won, ${n(f.db.lost)} lost, ${f.db.open} open; stakes ${n(f.db.stakes)}, payouts ${n(f.db.payouts)}`,
  );
  row(
    "ledger",
    `${n(f.db.ledger.betEntries)} debits (${n(f.db.ledger.betSum)}), ${n(f.db.ledger.winEntries)} credits (${n(f.db.ledger.winSum)}), ${f.db.ledger.duplicateWins} double credits`,
  );
  for (const [i, u] of usage.entries())
    row(
      usage.length > 1 ? `API instance ${i + 1} during the round` : "API during the round",
      `${u.cpuSeconds.toFixed(1)} s CPU in ${wallSeconds.toFixed(1)} s, RSS peak sampled ${mib(u.peakRss)}`,
    );
  if (sqldCpuSeconds !== undefined)
    row("sqld during the round", `${sqldCpuSeconds.toFixed(1)} s CPU in ${wallSeconds.toFixed(1)} s`);
  if (clients)
    row(
      `${clients.processes} client processes (the players)`,
      `${clients.cpuSeconds.toFixed(1)} s CPU in ${wallSeconds.toFixed(1)} s, on the same cores`,
    );
  for (const [i, u] of usage.entries()) {
    row(
      usage.length > 1 ? `database, instance ${i + 1}` : "database statements",
      describeStatements(u.statements),
    );
    row(
      usage.length > 1 ? `  group commits, instance ${i + 1}` : "  group commits",
      describeCrashBatches(u.batches),
    );
  }
  if (f.db.problems.length) for (const p of f.db.problems) row("  PROBLEM", p);
  if (Object.keys(f.clientNotes).length) row("  client saw", JSON.stringify(f.clientNotes));
  if (f.unsettledOnClient) row("  never learnt the round's end", `${n(f.unsettledOnClient)} bettors`);
  if (f.disconnects)
    row(
      "  sockets dropped so far",
      `${n(f.disconnects)}${codes(f.disconnectReasons)}, the first ${f.firstDropAfterStartMs ?? "?"} ms after the round started`,
    );
}

/** A round as the budgets judge it: its figures and what each API instance measured. */
export type BudgetRound = RoundFigures & { usage: InstanceUsage[] };

/** A budget of bench/README.md "bench:crash": a figure at most `limit`, or with `atLeast` at least it. */
export interface Budget {
  label: string;
  limit: number;
  unit: "ms" | "MiB" | "%";
  atLeast?: boolean;
  value(f: BudgetRound): number | null;
}

const p99 = (d: Distribution) => d.p99;
/** The share of the round's automatic credits the API committed within `ms` of their target. */
const committedWithin = (ms: 250 | 500) => (f: BudgetRound) => {
  const share = shareWithin(lagOfAll(f.usage.map((u) => u.committedLag)), ms);
  return share === null ? null : Math.floor(share * 10) / 10;
};

/** One instance, embedded database: bench/README.md "bench:crash". */
export const SINGLE_BUDGETS: Budget[] = [
  { label: "auto cash-out set written p99", limit: 250, unit: "ms", value: (f) => p99(f.autos.creditLag) },
  {
    label: "auto credits committed ≤ 250 ms",
    limit: 99,
    unit: "%",
    atLeast: true,
    value: committedWithin(250),
  },
  { label: "manual cash-out answered p99", limit: 250, unit: "ms", value: (f) => p99(f.cashouts.latency) },
  { label: "crash → crash:crashed p99", limit: 250, unit: "ms", value: (f) => p99(f.settle.crashedPush) },
  {
    label: "crash → every balance final p99",
    limit: 500,
    unit: "ms",
    value: (f) => p99(f.settle.balanceFinal),
  },
];

/** Two or more instances on sqld and Redis. */
export const SCALED_BUDGETS: Budget[] = [
  { label: "auto cash-out set written p99", limit: 500, unit: "ms", value: (f) => p99(f.autos.creditLag) },
  {
    label: "auto credits committed ≤ 500 ms",
    limit: 99,
    unit: "%",
    atLeast: true,
    value: committedWithin(500),
  },
];

/** Prints each budget against every round; answers whether all held. */
export function printBudgets(
  budgets: Budget[],
  rounds: BudgetRound[],
  rss: { label: string; bytes: number; limit?: number }[],
) {
  let held = true;
  log("\n  budgets");
  for (const b of budgets) {
    // A round without the figure (no cash-out in a crowd's loss) shows "—" and holds nothing back.
    const values = rounds.map((r) => b.value(r));
    const measured = values.filter((v): v is number => v !== null);
    const ok = measured.length > 0 && measured.every((v) => (b.atLeast ? v >= b.limit : v <= b.limit));
    held &&= ok;
    row(
      b.label,
      `${values.map((v) => (v === null ? "—" : `${v} ${b.unit}`)).join(", ")} (${b.atLeast ? "≥" : "≤"} ${b.limit}) ${ok ? "✓" : "✗"}`,
    );
  }
  for (const r of rss) {
    if (r.limit === undefined) continue;
    const ok = r.bytes <= r.limit * 2 ** 20;
    held &&= ok;
    row(r.label, `${mib(r.bytes)} (≤ ${r.limit} MiB) ${ok ? "✓" : "✗"}`);
  }
  return held;
}

/**
 * The round second by second: the cores each part used (API instances, sqld, the client processes) and
 * their sum, so the seconds the machine's cores were full show (2 cores here: a sum near 2.0).
 */
export function printCoresPerSecond(perSecond: number[][], instances: number, sqld: boolean) {
  const names = [
    ...Array.from({ length: instances }, (_, i) => `API ${i + 1}`),
    ...(sqld ? ["sqld"] : []),
    "clients",
  ];
  log(`    cores by second (${names.join(" / ")} = sum)`);
  for (let i = 0; i < perSecond.length; i += 4) {
    const line = perSecond
      .slice(i, i + 4)
      .map((cores) => {
        const parts = sqld ? cores : [...cores.slice(0, instances), cores[instances + 1]!];
        const sum = parts.reduce((a, b) => a + b, 0);
        return `${parts.map((c) => c.toFixed(1)).join("/")}=${sum.toFixed(1)}`;
      })
      .join("  ");
    log(`      ${String(i + 1).padStart(3)} s  ${line}`);
  }
}
