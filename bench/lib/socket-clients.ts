/**
 * Parent side of bench/lib/socket-client.ts: spreads N tokens over a few client processes (same bun
 * binary), follows their progress and asks them how many sockets are still open.
 */
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const script = resolve(dirname(fileURLToPath(import.meta.url)), "socket-client.ts");

export interface ClientDone {
  connected: number;
  failed: number;
  errors: Record<string, number>;
  ms: number;
  fdLimit: number;
}
export interface ClientCheck {
  open: number;
  disconnects: number;
  reasons: Record<string, number>;
}

interface Client {
  proc: Bun.Subprocess<"pipe", "pipe", "inherit">;
  connected: number;
  failed: number;
  done: Promise<ClientDone>;
  checks: ((c: ClientCheck) => void)[];
}

export interface SocketFleet {
  pids: number[];
  /** Connected and failed so far, over all clients. */
  progress(): { connected: number; failed: number };
  /** Every client's report once its whole slice was tried. */
  done(timeoutMs: number): Promise<ClientDone[]>;
  check(): Promise<ClientCheck[]>;
  stop(): Promise<void>;
}

export function startSocketClients(options: {
  url: string;
  tokensFile: string;
  count: number;
  processes: number;
  concurrency: number;
}): SocketFleet {
  const per = Math.ceil(options.count / options.processes);
  const clients: Client[] = [];
  for (let from = 0; from < options.count; from += per) {
    const proc = Bun.spawn([process.execPath, script], {
      env: {
        ...process.env,
        BENCH_SOCKET_URL: options.url,
        BENCH_SOCKET_TOKENS: options.tokensFile,
        BENCH_SOCKET_FROM: String(from),
        BENCH_SOCKET_TO: String(Math.min(options.count, from + per)),
        BENCH_SOCKET_CONCURRENCY: String(options.concurrency),
      },
      stdin: "pipe",
      stdout: "pipe",
      stderr: "inherit",
    });
    let finish: (d: ClientDone) => void = () => undefined;
    let fail: (e: Error) => void = () => undefined;
    const client: Client = {
      proc,
      connected: 0,
      failed: 0,
      done: new Promise<ClientDone>((res, rej) => {
        finish = res;
        fail = rej;
      }),
      checks: [],
    };
    client.done.catch(() => undefined);
    clients.push(client);
    void (async () => {
      const decoder = new TextDecoder();
      let pending = "";
      for await (const chunk of proc.stdout) {
        pending += decoder.decode(chunk, { stream: true });
        for (let nl = pending.indexOf("\n"); nl >= 0; nl = pending.indexOf("\n")) {
          const message = JSON.parse(pending.slice(0, nl)) as { type: string } & ClientDone & ClientCheck;
          pending = pending.slice(nl + 1);
          if (message.type === "progress" || message.type === "done") {
            client.connected = message.connected;
            client.failed = message.failed;
          }
          if (message.type === "done") finish(message);
          if (message.type === "check") client.checks.shift()?.(message);
        }
      }
      fail(new Error(`socket client ${proc.pid} exited (code ${await proc.exited})`));
    })();
  }

  return {
    pids: clients.map((c) => c.proc.pid),
    progress: () => ({
      connected: clients.reduce((sum, c) => sum + c.connected, 0),
      failed: clients.reduce((sum, c) => sum + c.failed, 0),
    }),
    async done(timeoutMs) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`clients not done within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        return await Promise.race([Promise.all(clients.map((c) => c.done)), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    check: () =>
      Promise.all(
        clients.map(
          (c) =>
            new Promise<ClientCheck>((res, rej) => {
              const timer = setTimeout(() => rej(new Error(`client ${c.proc.pid}: no answer`)), 10_000);
              c.checks.push((answer) => {
                clearTimeout(timer);
                res(answer);
              });
              c.proc.stdin.write("check\n");
              c.proc.stdin.flush();
            }),
        ),
      ),
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
