import type { CrashDatabase } from "./crash-db.ts";
import { gitCommit, loadAverage, machine } from "./report.ts";

/** The bench's shape as `bench/crash.ts` configured it (the part its result file records). */
export interface CrashBenchConfig {
  players: number;
  instances: number;
  clients: number;
  concurrency: number;
  stake: number;
  bettingMs: number;
  cooldownMs: number;
  tickMs: number;
  minPoint: number;
  rounds: number;
  /** Each player's coins at the start. */
  coinsEach: number;
}

/**
 * `bench/results/crash*-latest.json`: when, where and on what the run was made, its shape, and what
 * it measured (`measured`: connections, memory, each round's figures, the checks and the verdict).
 */
export function resultDocument<M extends object>(config: CrashBenchConfig, measured: M) {
  const scaled = config.instances > 1;
  return {
    bench: "crash at a real crowd: bench/README.md bench:crash",
    date: new Date().toISOString(),
    commit: gitCommit(),
    runtime: `bun ${Bun.version}`,
    machine: machine(),
    loadAverage: loadAverage(),
    config: {
      players: config.players,
      instances: config.instances,
      database: scaled ? "sqld" : "embedded libsql file",
      redis: scaled,
      clientProcesses: config.clients,
      connectConcurrencyPerClient: config.concurrency,
      namespace: "/crash",
      transport: "websocket",
      stake: config.stake,
      coinsEach: config.coinsEach,
      bettingMs: config.bettingMs,
      cooldownMs: config.cooldownMs,
      tickMs: config.tickMs,
      growthRate: 0.00006,
      autoTargets: "even players, 1.50×–3.00× uniform",
      manualTargets: "odd players, click when the curve from the round's start shows 1.10×–3.00× uniform",
      minPoint: config.minPoint,
      rounds: config.rounds,
      mode: "api/src/index.ts, NODE_ENV=production, loopback, TRUST_PROXY_HOPS=1",
    },
    ...measured,
  };
}

/**
 * How many players' balances differ from what the rounds add up to: the coins each started with, less
 * every stake, plus every payout of the played rounds.
 */
export async function balancesOff(
  db: CrashDatabase,
  rounds: readonly { roundId: number }[],
  userIds: readonly number[],
  coinsEach: number,
): Promise<number> {
  const balances = await db.coins([...userIds]);
  const net = new Map<number, number>();
  for (const r of rounds)
    for (const b of await db.bets(r.roundId))
      net.set(b.userId, (net.get(b.userId) ?? 0) - b.stake + b.payout);
  return userIds.filter((id) => balances.get(id) !== coinsEach + (net.get(id) ?? 0)).length;
}
