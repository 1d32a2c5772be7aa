/**
 * `bun run bench:sockets`: docs/architecture.md §7's bar "one API instance holds 10,000 socket.io
 * connections in ≤ 1 GiB".
 *
 * One API instance runs as its own process as `npm start` runs it (bench/lib/platform.ts:
 * api/src/index.ts, NODE_ENV=production, embedded libsql on a fresh migrated and seeded temporary
 * database, socket.io on the same Bun.serve, loopback 127.0.0.1; no site build needed). Before it
 * starts, N players with live sessions are inserted the way the API stores them
 * (bench/lib/session-players.ts). Its idle RSS is sampled first; then a few client processes
 * (bench/lib/socket-client.ts) open N real socket.io-client connections to `/queue`, each
 * authenticated by its own player's `auth.token`, websocket transport, a bounded number of
 * handshakes in flight. A socket counts once its first `queue:status` push arrived. After a short
 * settle the API's VmRSS is sampled for BENCH_SAMPLE_SECONDS; then every client confirms its sockets
 * are still open. The bar is judged on the highest steady-state sample; VmHWM (the peak, connect
 * storm included) is reported beside it.
 *
 * Env: BENCH_SOCKETS (10000), BENCH_SOCKET_CLIENTS (client processes, 2..4 by N), BENCH_CONNECT_CONCURRENCY
 * (handshakes in flight per client, 64), BENCH_SAMPLE_SECONDS (10), BENCH_OUT
 * (bench/results/sockets-latest.json). Writes the result file; exits 1 when the bar is missed or fewer
 * than N sockets connected or stayed open, 2 when the bench itself failed.
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { envInt } from "./lib/env-int.ts";
import { type RunningPlatform, startPlatform } from "./lib/platform.ts";
import {
  fdLimit,
  type MemorySample,
  medianOf,
  memory,
  mib,
  openFds,
  sampleMemory,
} from "./lib/proc-memory.ts";
import { gitCommit, machine } from "./lib/report.ts";
import { insertSessionPlayers } from "./lib/session-players.ts";
import { type SocketFleet, startSocketClients } from "./lib/socket-clients.ts";

const GIB = 1024 ** 3;
const here = dirname(fileURLToPath(import.meta.url));
const log = (line = "") => console.log(line);

const int = envInt;

const sockets = int("BENCH_SOCKETS", 10_000, 1, 60_000);
const config = {
  sockets,
  clients: int("BENCH_SOCKET_CLIENTS", Math.min(4, Math.max(2, Math.ceil(sockets / 2_500))), 1, 16),
  concurrency: int("BENCH_CONNECT_CONCURRENCY", 64, 1, 5_000),
  sampleSeconds: int("BENCH_SAMPLE_SECONDS", 10, 1, 300),
  baselineSeconds: 3,
  settleSeconds: 3,
  out: resolve(process.env.BENCH_OUT ?? join(here, "results/sockets-latest.json")),
};

const summary = (samples: MemorySample[]) => {
  const rss = samples.map((s) => s.rss);
  return { median: medianOf(rss), max: Math.max(...rss), min: Math.min(...rss), samples: rss.length };
};

let platform: RunningPlatform | undefined;
let fleet: SocketFleet | undefined;
const work = mkdtempSync(join(tmpdir(), "jv-bench-sockets-"));
let cleaned: Promise<void> | undefined;
const cleanup = () => {
  cleaned ??= (async () => {
    await fleet?.stop().catch(() => undefined);
    await platform?.stop().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  })();
  return cleaned;
};
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void cleanup().finally(() => process.exit(130)));

async function main(): Promise<number> {
  log(
    "JadeVerse sockets bench (docs/architecture.md §7: 10,000 socket.io connections in ≤ 1 GiB, one instance)",
  );
  log(`  runtime   bun ${Bun.version} (API and clients), ${machine()}`);
  log(
    `  shape     ${config.sockets.toLocaleString("en-US")} sockets to /queue over ${config.clients} client process${config.clients > 1 ? "es" : ""}, ${config.concurrency} handshakes in flight each, websocket transport, loopback 127.0.0.1`,
  );

  const tokensFile = join(work, "tokens.txt");
  let t = performance.now();
  platform = await startPlatform({
    requireBuild: false,
    openFiles: config.sockets + 1_024,
    prepare: async (db) => {
      const tokens = await insertSessionPlayers(db, config.sockets);
      writeFileSync(tokensFile, tokens.join("\n"), { mode: 0o600 });
    },
  });
  const pid = platform.pid;
  log(
    `\n  API       pid ${pid} at ${platform.base}, ready in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  const serverFdLimit = fdLimit(pid);
  log(`  fd limit  API ${serverFdLimit}, this process ${fdLimit("self")}`);
  if (serverFdLimit < config.sockets + 256)
    throw new Error(
      `the API may open only ${serverFdLimit} files, too few for ${config.sockets} sockets: raise the hard limit (ulimit -Hn) or lower BENCH_SOCKETS`,
    );

  await Bun.sleep(config.settleSeconds * 1000);
  const idle = summary(await sampleMemory(pid, config.baselineSeconds));
  const idleFds = openFds(pid);
  log(`  baseline  RSS ${mib(idle.median)} (median of ${idle.samples}, idle, ${idleFds} fds)`);

  t = performance.now();
  fleet = startSocketClients({
    url: platform.base,
    tokensFile,
    count: config.sockets,
    processes: config.clients,
    concurrency: config.concurrency,
  });
  const running = fleet;
  const ticker = setInterval(() => {
    const p = running.progress();
    let rss = "?";
    try {
      rss = mib(memory(pid).rss);
    } catch {
      // the API is gone: reported below
    }
    log(
      `  …         ${p.connected.toLocaleString("en-US").padStart(6)} connected, ${p.failed} failed, RSS ${rss}, ${((performance.now() - t) / 1000).toFixed(0)} s`,
    );
  }, 5_000);
  let reports: Awaited<ReturnType<SocketFleet["done"]>>;
  try {
    reports = await running.done(Math.max(120_000, config.sockets * 30));
  } finally {
    clearInterval(ticker);
  }
  const connectSeconds = (performance.now() - t) / 1000;
  const connected = reports.reduce((sum, r) => sum + r.connected, 0);
  const failed = reports.reduce((sum, r) => sum + r.failed, 0);
  const errors: Record<string, number> = {};
  for (const r of reports) for (const [k, v] of Object.entries(r.errors)) errors[k] = (errors[k] ?? 0) + v;
  log(
    `  connected ${connected.toLocaleString("en-US")} of ${config.sockets.toLocaleString("en-US")} in ${connectSeconds.toFixed(1)} s (${Math.round(connected / connectSeconds)}/s), ${failed} failed${failed ? ` ${JSON.stringify(errors)}` : ""}`,
  );

  await Bun.sleep(config.settleSeconds * 1000);
  const held = summary(await sampleMemory(pid, config.sampleSeconds, 500));
  const heldFds = openFds(pid);
  const peak = memory(pid).hwm;
  const checks = await running.check();
  const stillOpen = checks.reduce((sum, c) => sum + c.open, 0);
  const disconnects = checks.reduce((sum, c) => sum + c.disconnects, 0);
  const reasons: Record<string, number> = {};
  for (const c of checks) for (const [k, v] of Object.entries(c.reasons)) reasons[k] = (reasons[k] ?? 0) + v;

  const perSocket = connected > 0 ? (held.median - idle.median) / connected : Number.NaN;
  const allConnected = connected === config.sockets && stillOpen === config.sockets;
  const underBar = held.max <= GIB;
  const pass = allConnected && underBar;
  const n = config.sockets.toLocaleString("en-US");
  const row = (label: string, value: string) => log(`    ${label.padEnd(32)}${value}`);
  log(`\n  result (API process ${pid}, ${config.sampleSeconds} s at steady state, ${held.samples} samples)`);
  row(
    "sockets connected",
    `${connected.toLocaleString("en-US")} (${stillOpen.toLocaleString("en-US")} still open after sampling, ${disconnects} dropped${disconnects ? ` ${JSON.stringify(reasons)}` : ""})`,
  );
  row("API open fds", `${idleFds} idle → ${heldFds} holding`);
  row("baseline RSS (idle)", mib(idle.median));
  row(`RSS with ${n} sockets`, `${mib(held.median)} median, ${mib(held.max)} max`);
  row(
    "per socket",
    `${(perSocket / 1024).toFixed(1)} KiB (${Math.round(perSocket).toLocaleString("en-US")} bytes)`,
  );
  row("peak (VmHWM)", mib(peak));
  row("bar: max steady RSS ≤ 1 GiB", `${mib(held.max)} ≤ 1024.0 MiB  ${underBar ? "PASS" : "FAIL"}`);
  row(`all ${n} connected and held`, allConnected ? "PASS" : "FAIL");

  const result = {
    bench: "sockets: docs/architecture.md §7, one API instance holds 10,000 socket.io connections in ≤ 1 GiB",
    date: new Date().toISOString(),
    commit: gitCommit(),
    runtime: `bun ${Bun.version}`,
    machine: machine(),
    config: {
      sockets: config.sockets,
      clientProcesses: config.clients,
      connectConcurrencyPerClient: config.concurrency,
      transport: "websocket",
      namespace: "/queue",
      sampleSeconds: config.sampleSeconds,
      mode: "api/src/index.ts, NODE_ENV=production, embedded libsql, loopback",
    },
    fdLimit: { api: serverFdLimit, clients: reports.map((r) => r.fdLimit) },
    connect: { connected, failed, errors, seconds: Math.round(connectSeconds * 10) / 10 },
    held: { stillOpen, disconnects, reasons },
    fds: { idle: idleFds, holding: heldFds },
    rssBytes: { baseline: idle.median, held: held.median, heldMax: held.max, peakHwm: peak },
    bytesPerSocket: Math.round(perSocket),
    bar: { name: "max steady-state RSS with N sockets", limitBytes: GIB, pass: underBar },
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
  console.error(`bench:sockets failed: ${(error as Error).message}`);
  process.exitCode = 2;
} finally {
  await cleanup();
}
