/**
 * `bun bench/crash.ts`: docs/architecture.md §7's "a crash round with 5,000 socket.io players settles with
 * p99 printed" (issue: "a crash round with 5,000 socket.io players betting and cashing out on one
 * instance, printing settle time after the crash (p99) and RSS"). No budget: the figures are printed.
 *
 * One API instance runs as its own process as `npm start` runs it (bench/lib/platform.ts,
 * NODE_ENV=production, embedded libsql on a fresh migrated and seeded temporary database), crash on:
 * a fresh random chain seed and salt (the outcomes are the chain's, never chosen), the real curve
 * and tick, a betting window long enough to spread 5,000 bets (CRASH_BETTING_MS), one trusted proxy
 * hop so each player's requests carry its own address. Before it starts, N players with live
 * sessions are inserted (bench/lib/session-players.ts) and granted coins through the ledger
 * (bench/lib/crash-db.ts). A few client processes (bench/lib/crash-client.ts) each hold their
 * players' socket.io `/crash` connections and play as the web client does: every player bets once
 * during the window (spread over it); even players carry an automatic cash-out at 1.50×–3.00×, odd
 * ones POST a cash-out when their socket's tick reaches 1.10×–3.00× (some too late: refused and
 * counted); after `crash:crashed` each reads its balance back (`GET /api/users/me`).
 *
 * Settle time after the crash: per bettor, from the server's crash instant (`crashedAt` of the
 * `crash:crashed` event) to its socket receiving that event (the server pushes it as soon as the
 * round is marked crashed, then loses the open bets in chunks), and to its balance read back; and
 * from the crash instant to the last bet settled in the database (`crash_bets.settled_at`).
 * Rounds are played until one crashes at BENCH_CRASH_MIN_POINT or above (an interesting round),
 * sockets were dropped (clients do not reconnect) or BENCH_CRASH_MAX_ROUNDS were played; every round
 * is reported, and a round whose clients lost their sockets is still awaited in the database. Afterwards the database is read: each
 * bet settled once, ledger debits and credits matching the bets, every balance = coins − stakes +
 * payouts as the clients were told, and `db:check`'s ledger and leaderboard invariants.
 *
 * Env: BENCH_CRASH_PLAYERS (5000), BENCH_CRASH_CLIENTS (client processes, 2..4 by N),
 * BENCH_CRASH_BETTING_MS (10000), BENCH_CRASH_STAKE (100), BENCH_CRASH_MIN_POINT (hundredths, 200),
 * BENCH_CRASH_MAX_ROUNDS (3), BENCH_CONNECT_CONCURRENCY (64), BENCH_OUT
 * (bench/results/crash-latest.json). Exits 1 when fewer than N bets were placed or settled or a check
 * failed, 2 when the bench itself failed.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type CrashDatabase, insertCrashPlayers, openDatabase } from "./lib/crash-db.ts";
import { formatDistribution, type RoundFigures, roundFigures } from "./lib/crash-figures.ts";
import { type CrashFleet, startCrashClients } from "./lib/crash-fleet.ts";
import { envInt } from "./lib/env-int.ts";
import { type RunningPlatform, startPlatform } from "./lib/platform.ts";
import { cpuSeconds } from "./lib/proc-cpu.ts";
import { fdLimit, medianOf, memory, mib, sampleMemory } from "./lib/proc-memory.ts";
import { gitCommit, loadAverage, machine } from "./lib/report.ts";

const here = dirname(fileURLToPath(import.meta.url));
const log = (line = "") => console.log(line);
const int = envInt;

const players = int("BENCH_CRASH_PLAYERS", 5_000, 1, 20_000);
const config = {
  players,
  clients: int("BENCH_CRASH_CLIENTS", Math.min(4, Math.max(2, Math.ceil(players / 2_500))), 1, 16),
  concurrency: int("BENCH_CONNECT_CONCURRENCY", 64, 1, 5_000),
  bettingMs: int("BENCH_CRASH_BETTING_MS", 10_000, 2_000, 120_000),
  cooldownMs: 3_000,
  stake: int("BENCH_CRASH_STAKE", 100, 1, 10_000),
  minPoint: int("BENCH_CRASH_MIN_POINT", 200, 100, 100_000_000),
  maxRounds: int("BENCH_CRASH_MAX_ROUNDS", 3, 1, 20),
  /** Bets stop this long before the window closes (a late request is refused, not an error). */
  marginMs: 1_500,
  roundDeadlineMs: 300_000,
  out: resolve(process.env.BENCH_OUT ?? join(here, "results/crash-latest.json")),
};
const coins = config.stake * config.maxRounds * 10;

let platform: RunningPlatform | undefined;
let fleet: CrashFleet | undefined;
let database: CrashDatabase | undefined;
const work = mkdtempSync(join(tmpdir(), "jv-bench-crash-"));
let cleaned: Promise<void> | undefined;
const cleanup = () => {
  cleaned ??= (async () => {
    database?.close();
    await fleet?.stop().catch(() => undefined);
    await platform?.stop().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  })();
  return cleaned;
};
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void cleanup().finally(() => process.exit(130)));

const n = (v: number) => v.toLocaleString("en-US");
const row = (label: string, value: string) => log(`    ${label.padEnd(38)}${value}`);
const codes = (m: Record<string, number>) => (Object.keys(m).length ? ` ${JSON.stringify(m)}` : "");
const x = (hundredths: number | null) => (hundredths === null ? "?" : `${(hundredths / 100).toFixed(2)}×`);

function printRound(f: RoundFigures, apiCpu: number, wallSeconds: number, peakRss: number) {
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
  row("  target reached → push", formatDistribution(f.autos.pushLag));
  row("  target reached → credited", formatDistribution(f.autos.creditLag));
  row(
    "manual cash-outs (1.10×–3.00×)",
    `${n(f.cashouts.clicked)} of ${n(f.cashouts.manualPlayers)} clicked: ${n(f.cashouts.accepted)} paid, ${n(f.cashouts.tooLate)} too late (409 CRASH_ALREADY_CRASHED)${codes(f.cashouts.refused)}, ${n(f.cashouts.notClicked)} never reached their target`,
  );
  row("cash-out latency", formatDistribution(f.cashouts.latency));
  row("driver: curve's crash → settling", `${f.driverLateMs ?? "?"} ms late`);
  row(
    "settle: crash → crash:crashed",
    `${formatDistribution(f.settle.crashedPush)}${f.settle.missingPush ? `, ${f.settle.missingPush} never received` : ""}`,
  );
  row("  first socket", `${f.settle.firstPushMs ?? "?"} ms`);
  row("settle: crash → balance read", formatDistribution(f.settle.balanceRead));
  const db = f.settle.databaseMs;
  row(
    "settle: crash → last bet recorded in db",
    db === null ? "?" : db < 0 ? "every bet was settled before the crash" : `${db} ms`,
  );
  row(
    "database",
    `${n(f.db.bets)} bets: ${n(f.db.won)} won, ${n(f.db.lost)} lost, ${f.db.open} open; stakes ${n(f.db.stakes)}, payouts ${n(f.db.payouts)}`,
  );
  row(
    "ledger",
    `${n(f.db.ledger.betEntries)} debits (${n(f.db.ledger.betSum)}), ${n(f.db.ledger.winEntries)} credits (${n(f.db.ledger.winSum)}), ${f.db.ledger.duplicateWins} double credits`,
  );
  row(
    "API during the round",
    `${apiCpu.toFixed(1)} s CPU in ${wallSeconds.toFixed(1)} s, RSS peak sampled ${mib(peakRss)}`,
  );
  if (f.db.problems.length) for (const p of f.db.problems) row("  PROBLEM", p);
  if (Object.keys(f.clientNotes).length) row("  client saw", JSON.stringify(f.clientNotes));
  if (f.unsettledOnClient) row("  never learnt the round's end", `${n(f.unsettledOnClient)} bettors`);
  if (f.disconnects)
    row(
      "  sockets dropped so far",
      `${n(f.disconnects)}${codes(f.disconnectReasons)}, the first ${f.firstDropAfterStartMs ?? "?"} ms after the round started`,
    );
}

async function main(): Promise<number> {
  log(
    "JadeVerse crash bench (docs/architecture.md §7: a crash round with 5,000 socket.io players settles, p99 printed)",
  );
  log(`  runtime   bun ${Bun.version} (API and clients), ${machine()}, load ${loadAverage().join(" ")}`);
  log(
    `  shape     ${n(config.players)} players on /crash over ${config.clients} client processes, ${n(config.stake)}-coin bets, ${config.bettingMs / 1000} s betting window, until a round reaches ${x(config.minPoint)} (at most ${config.maxRounds} rounds)`,
  );

  const tokensFile = join(work, "tokens.txt");
  let userIds: number[] = [];
  let file = "";
  let t = performance.now();
  platform = await startPlatform({
    requireBuild: false,
    openFiles: config.players + 8_192,
    env: {
      CRASH_CHAIN_SEED: randomBytes(32).toString("hex"),
      CRASH_SALT: `bench-crash-${randomBytes(8).toString("hex")}`,
      CRASH_CHAIN_LENGTH: "10000",
      CRASH_BETTING_MS: String(config.bettingMs),
      CRASH_COOLDOWN_MS: String(config.cooldownMs),
      TRUST_PROXY_HOPS: "1",
    },
    prepare: async (db) => {
      const inserted = await insertCrashPlayers(db, config.players, coins);
      writeFileSync(tokensFile, inserted.tokens.join("\n"), { mode: 0o600 });
      userIds = inserted.userIds;
      file = inserted.file;
    },
  });
  const pid = platform.pid;
  log(
    `\n  API       pid ${pid} at ${platform.base}, ready in ${((performance.now() - t) / 1000).toFixed(1)} s, fd limit ${fdLimit(pid)}`,
  );
  database = await openDatabase(file);
  const db = database;
  await Bun.sleep(2_000);
  const idle = medianOf((await sampleMemory(pid, 3)).map((s) => s.rss));
  log(`  baseline  RSS ${mib(idle)} (idle, rounds running without players)`);

  t = performance.now();
  fleet = startCrashClients({
    url: platform.base,
    tokensFile,
    count: config.players,
    processes: config.clients,
    concurrency: config.concurrency,
    coins,
    stake: config.stake,
  });
  const running = fleet;
  const rss = () => {
    try {
      return memory(pid).rss;
    } catch {
      return Number.NaN;
    }
  };
  let ticker = setInterval(() => {
    const p = running.progress();
    log(`  …         ${n(p.connected).padStart(6)} connected, ${p.failed} failed, RSS ${mib(rss())}`);
  }, 5_000);
  let ready: Awaited<ReturnType<CrashFleet["ready"]>>;
  try {
    ready = await running.ready(Math.max(120_000, config.players * 30));
  } finally {
    clearInterval(ticker);
  }
  const connected = ready.reduce((s, r) => s + r.connected, 0);
  const connectErrors: Record<string, number> = {};
  for (const r of ready)
    for (const [k, v] of Object.entries(r.errors)) connectErrors[k] = (connectErrors[k] ?? 0) + v;
  log(
    `  connected ${n(connected)} of ${n(config.players)} in ${((performance.now() - t) / 1000).toFixed(1)} s${codes(connectErrors)}`,
  );
  await Bun.sleep(2_000);
  const holding = medianOf((await sampleMemory(pid, 2)).map((s) => s.rss));
  log(`  holding   RSS ${mib(holding)} with ${n(connected)} sockets`);

  const rounds: (RoundFigures & { apiCpuSeconds: number; wallSeconds: number; peakRssSampled: number })[] =
    [];
  for (let k = 0; k < config.maxRounds; k++) {
    // The window to play: the one open now if most of it is left, else the next.
    const latest = await db.latest();
    const fresh = latest?.phase === "betting" && latest.bettingEndsAt - Date.now() >= config.bettingMs * 0.8;
    const roundId = latest ? (fresh ? latest.id : latest.id + 1) : 1;
    let peak = rss();
    const cpu0 = cpuSeconds(pid);
    const wall0 = performance.now();
    log(`\n  playing round ${roundId}…`);
    ticker = setInterval(() => {
      peak = Math.max(peak, rss());
      const p = running.roundProgress();
      log(
        `  …         bets ${n(p.bets)}/${n(p.betsAnswered)} answered, cash-outs ${n(p.cashouts)}, crashed seen ${n(p.crashedSeen)}, settled ${n(p.settled)}, RSS ${mib(rss())}`,
      );
    }, 2_000);
    const sampler = setInterval(() => {
      peak = Math.max(peak, rss());
    }, 250);
    let reports: Awaited<ReturnType<CrashFleet["play"]>>;
    try {
      reports = await running.play({
        roundId,
        spreadMs: config.bettingMs,
        marginMs: config.marginMs,
        deadlineMs: config.roundDeadlineMs,
      });
    } finally {
      clearInterval(ticker);
      clearInterval(sampler);
    }
    const apiCpu = cpuSeconds(pid) - cpu0;
    const wall = (performance.now() - wall0) / 1000;
    // Clients that lost their sockets report early: the database still tells how the round ended.
    const crashedBy = Date.now() + config.roundDeadlineMs;
    while ((await db.round(roundId))?.phase !== "crashed" && Date.now() < crashedBy) await Bun.sleep(500);
    // Losses are settled after the crash is pushed, in chunks: wait for the last (bounded).
    const open = async () => (await db.bets(roundId)).filter((b) => b.status === "open").length;
    while ((await open()) > 0 && Date.now() < crashedBy) await Bun.sleep(250);
    const figures = roundFigures(
      reports,
      await db.round(roundId),
      await db.bets(roundId),
      await db.ledger(roundId),
      userIds,
      await db.lastRecordedAt(roundId),
    );
    rounds.push({
      ...figures,
      apiCpuSeconds: Math.round(apiCpu * 10) / 10,
      wallSeconds: Math.round(wall * 10) / 10,
      peakRssSampled: peak,
    });
    printRound(figures, apiCpu, wall, peak);
    if ((figures.point ?? 0) >= config.minPoint || figures.disconnects > 0) break;
  }

  // Every balance against what its client was told and what the database's bets add up to.
  const balances = await db.coins(userIds);
  const betsByUser = new Map<number, number>();
  for (const r of rounds)
    for (const b of await db.bets(r.roundId))
      betsByUser.set(b.userId, (betsByUser.get(b.userId) ?? 0) - b.stake + b.payout);
  let balanceMismatches = 0;
  for (const id of userIds) if (balances.get(id) !== coins + (betsByUser.get(id) ?? 0)) balanceMismatches++;
  const invariants = await db.invariants();
  const after = medianOf((await sampleMemory(pid, 2)).map((s) => s.rss));
  const peakHwm = memory(pid).hwm;

  const main = rounds.at(-1);
  const settledAll = rounds.every(
    (r) => r.settle.missingPush === 0 && r.unsettledOnClient === 0 && r.db.open === 0,
  );
  const allBet = rounds.every((r) => r.bets.accepted === config.players);
  const sound =
    rounds.every((r) => r.db.problems.length === 0 && Object.keys(r.clientNotes).length === 0) &&
    balanceMismatches === 0 &&
    invariants.ledger.length === 0 &&
    invariants.leaderboard.length === 0;
  const pass = connected === config.players && allBet && settledAll && sound;

  log(
    `\n  result (${rounds.length} round${rounds.length > 1 ? "s" : ""}; headline: round ${main?.roundId}, crashed at ${x(main?.point ?? null)})`,
  );
  for (const r of rounds)
    row(
      `round ${r.roundId} at ${x(r.point)}: settle p99`,
      `${r.settle.crashedPush.p99 ?? "?"} ms to crash:crashed (${n(r.settle.crashedPush.n)} of ${n(r.bets.accepted)} bettors), ${r.settle.balanceRead.p99 ?? "?"} ms to the balance read${r.disconnects ? `; ${n(r.disconnects)} sockets dropped` : ""}`,
    );
  row(
    "bet / cash-out latency (p99)",
    `${main?.bets.latency.p99 ?? "?"} ms / ${main?.cashouts.latency.p99 ?? "?"} ms`,
  );
  row(
    "API RSS",
    `${mib(idle)} idle → ${mib(holding)} holding ${n(connected)} sockets → ${mib(after)} after; peak (VmHWM) ${mib(peakHwm)}`,
  );
  row(
    "balances (coins − stakes + payouts)",
    balanceMismatches === 0 ? `all ${n(userIds.length)} agree` : `${balanceMismatches} DISAGREE`,
  );
  row(
    "db:check ledger / leaderboard",
    `${invariants.ledger.length} / ${invariants.leaderboard.length} violations`,
  );
  for (const v of [...invariants.ledger, ...invariants.leaderboard].slice(0, 10))
    row("  violation", JSON.stringify(v));
  row(`all ${n(config.players)} bet and settled, sound`, pass ? "PASS" : "FAIL");

  const result = {
    bench:
      "crash: docs/architecture.md §7, a crash round with 5,000 socket.io players settles with p99 printed",
    date: new Date().toISOString(),
    commit: gitCommit(),
    runtime: `bun ${Bun.version}`,
    machine: machine(),
    loadAverage: loadAverage(),
    config: {
      players: config.players,
      clientProcesses: config.clients,
      connectConcurrencyPerClient: config.concurrency,
      namespace: "/crash",
      transport: "websocket",
      stake: config.stake,
      coinsEach: coins,
      bettingMs: config.bettingMs,
      cooldownMs: config.cooldownMs,
      tickMs: 100,
      growthRate: 0.00006,
      autoTargets: "even players, 1.50×–3.00× uniform",
      manualTargets: "odd players, click at tick ≥ 1.10×–3.00× uniform",
      minPoint: config.minPoint,
      maxRounds: config.maxRounds,
      mode: "api/src/index.ts, NODE_ENV=production, embedded libsql, loopback, TRUST_PROXY_HOPS=1",
    },
    connect: { connected, errors: connectErrors, clientFdLimits: ready.map((r) => r.fdLimit) },
    rssBytes: { idle, holding, after, peakHwm },
    rounds,
    headlineRound: main?.roundId ?? null,
    checks: {
      balanceMismatches,
      ledgerViolations: invariants.ledger.length,
      leaderboardViolations: invariants.leaderboard.length,
    },
    pass,
  };
  mkdirSync(dirname(config.out), { recursive: true });
  writeFileSync(`${config.out}.tmp`, `${JSON.stringify(result, null, 2)}\n`);
  renameSync(`${config.out}.tmp`, config.out);
  log(`\n  wrote ${relative(process.cwd(), config.out) || config.out}`);
  return pass ? 0 : 1;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`bench:crash failed: ${(error as Error).stack ?? (error as Error).message}`);
  process.exitCode = 2;
} finally {
  await cleanup();
}
