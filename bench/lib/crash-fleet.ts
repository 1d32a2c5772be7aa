/**
 * Parent side of bench/lib/crash-client.ts: spreads the players over a few client processes (same
 * bun binary), follows their connecting and their rounds, and collects each round's reports.
 */
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { ClientConnected, PlayCommand, RoundProgress, RoundReport } from "./crash-protocol.ts";

const script = resolve(dirname(fileURLToPath(import.meta.url)), "crash-client.ts");

interface Client {
  proc: Bun.Subprocess<"pipe", "pipe", "inherit">;
  connected: number;
  failed: number;
  ready: Promise<ClientConnected>;
  round?: RoundProgress;
  reports: ((r: RoundReport) => void)[];
  exited: Promise<never>;
}

export interface CrashFleet {
  pids: number[];
  progress(): { connected: number; failed: number };
  /** Every client's report once its whole slice was tried. */
  ready(timeoutMs: number): Promise<ClientConnected[]>;
  /** The round in flight, summed over the clients. */
  roundProgress(): RoundProgress;
  /** Plays one round on every client; resolves to their reports. */
  play(command: Omit<PlayCommand, "cmd">): Promise<RoundReport[]>;
  stop(): Promise<void>;
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

const within = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} not done within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
};

export function startCrashClients(options: {
  /** The API instances: client process k plays through `urls[k % urls.length]`. */
  urls: string[];
  tokensFile: string;
  count: number;
  processes: number;
  concurrency: number;
  coins: number;
  stake: number;
}): CrashFleet {
  const per = Math.ceil(options.count / options.processes);
  const clients: Client[] = [];
  for (let from = 0; from < options.count; from += per) {
    const proc = Bun.spawn([process.execPath, script], {
      env: {
        ...process.env,
        BENCH_CRASH_URL: options.urls[clients.length % options.urls.length],
        BENCH_CRASH_TOKENS: options.tokensFile,
        BENCH_CRASH_FROM: String(from),
        BENCH_CRASH_TO: String(Math.min(options.count, from + per)),
        BENCH_CRASH_CONCURRENCY: String(options.concurrency),
        BENCH_CRASH_COINS: String(options.coins),
        BENCH_CRASH_STAKE: String(options.stake),
      },
      stdin: "pipe",
      stdout: "pipe",
      stderr: "inherit",
    });
    const ready = deferred<ClientConnected>();
    const exited = deferred<never>();
    const client: Client = {
      proc,
      connected: 0,
      failed: 0,
      ready: ready.promise,
      reports: [],
      exited: exited.promise,
    };
    clients.push(client);
    void (async () => {
      const decoder = new TextDecoder();
      let pending = "";
      for await (const chunk of proc.stdout) {
        pending += decoder.decode(chunk, { stream: true });
        for (let nl = pending.indexOf("\n"); nl >= 0; nl = pending.indexOf("\n")) {
          const message = JSON.parse(pending.slice(0, nl)) as
            | ({ type: "progress" } & { connected: number; failed: number })
            | ClientConnected
            | RoundProgress
            | RoundReport;
          pending = pending.slice(nl + 1);
          if (message.type === "progress" || message.type === "connected") {
            client.connected = message.connected;
            client.failed = message.failed;
          }
          if (message.type === "connected") ready.resolve(message);
          if (message.type === "roundProgress") client.round = message;
          if (message.type === "round") client.reports.shift()?.(message);
        }
      }
      const error = new Error(`crash client ${proc.pid} exited (code ${await proc.exited})`);
      ready.reject(error);
      exited.reject(error);
    })();
  }

  return {
    pids: clients.map((c) => c.proc.pid),
    progress: () => ({
      connected: clients.reduce((sum, c) => sum + c.connected, 0),
      failed: clients.reduce((sum, c) => sum + c.failed, 0),
    }),
    ready: (timeoutMs) => within(Promise.all(clients.map((c) => c.ready)), timeoutMs, "connecting"),
    roundProgress() {
      const sum: RoundProgress = {
        type: "roundProgress",
        bets: 0,
        betsAnswered: 0,
        cashouts: 0,
        crashedSeen: 0,
        settled: 0,
      };
      for (const c of clients) {
        if (!c.round) continue;
        sum.bets += c.round.bets;
        sum.betsAnswered += c.round.betsAnswered;
        sum.cashouts += c.round.cashouts;
        sum.crashedSeen += c.round.crashedSeen;
        sum.settled += c.round.settled;
      }
      return sum;
    },
    play(command) {
      for (const c of clients) c.round = undefined;
      const reports = clients.map((c) => {
        const report = new Promise<RoundReport>((res) => c.reports.push(res));
        c.proc.stdin.write(`${JSON.stringify({ cmd: "play", ...command })}\n`);
        c.proc.stdin.flush();
        return Promise.race([report, c.exited]);
      });
      return within(Promise.all(reports), command.deadlineMs + 30_000, "the round's reports");
    },
    async stop() {
      await Promise.all(
        clients.map(async (c) => {
          if (c.proc.exitCode !== null) return;
          void c.proc.stdin.end();
          const exited = await Promise.race([c.proc.exited, Bun.sleep(10_000).then(() => null)]);
          if (exited === null) {
            c.proc.kill("SIGKILL");
            await c.proc.exited;
          }
        }),
      );
    },
  };
}
