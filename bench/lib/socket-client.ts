/**
 * One client process of bench/sockets.ts: opens real socket.io-client connections to the API's
 * `/queue` namespace on loopback, one per token of its slice of the tokens file, at most
 * BENCH_SOCKET_CONCURRENCY handshakes in flight. A socket counts as connected once its first
 * `queue:status` push arrives (the handshake was authenticated and the server holds the socket).
 * Talks JSON lines on stdout; on stdin, `check` asks how many sockets are still open, and end of
 * input (the parent closed it or died) disconnects everything and exits.
 *
 * Env: BENCH_SOCKET_URL (`http://127.0.0.1:<port>`), BENCH_SOCKET_TOKENS (file, a token a line),
 * BENCH_SOCKET_FROM / BENCH_SOCKET_TO (the slice), BENCH_SOCKET_CONCURRENCY.
 */
import { readFileSync } from "node:fs";
import { io, type Socket } from "socket.io-client";
import { fdLimit } from "./proc-memory.ts";

const CONNECT_TIMEOUT_MS = 60_000;
const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const base = new URL(env("BENCH_SOCKET_URL"));
// Every connection stays on this machine's loopback.
if (base.hostname !== "127.0.0.1") throw new Error(`refusing a non-loopback target ${base.hostname}`);
const tokens = readFileSync(env("BENCH_SOCKET_TOKENS"), "utf8")
  .split("\n")
  .slice(Number(env("BENCH_SOCKET_FROM")), Number(env("BENCH_SOCKET_TO")));
const concurrency = Number(env("BENCH_SOCKET_CONCURRENCY"));

const say = (message: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(message)}\n`);
const tally = (map: Record<string, number>, key: string) => {
  map[key] = (map[key] ?? 0) + 1;
};

const held: Socket[] = [];
const errors: Record<string, number> = {};
const reasons: Record<string, number> = {};
let failed = 0;
let disconnects = 0;
let closing = false;

function open(token: string): Promise<void> {
  return new Promise((resolve) => {
    const socket: Socket = io(`${base.origin}/queue`, {
      path: "/socket.io/",
      transports: ["websocket"],
      auth: { token },
      forceNew: true,
      reconnection: false,
      timeout: CONNECT_TIMEOUT_MS,
    });
    let settled = false;
    const settle = (error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error === undefined) held.push(socket);
      else {
        failed++;
        tally(errors, error);
        socket.close();
      }
      resolve();
    };
    const timer = setTimeout(() => settle("no queue:status in time"), CONNECT_TIMEOUT_MS);
    socket.once("queue:status", () => settle());
    socket.once("connect_error", (error) => settle(`connect_error: ${error.message}`));
    socket.on("disconnect", (reason) => {
      if (!settled) return settle(`disconnect: ${reason}`);
      if (closing) return;
      disconnects++;
      tally(reasons, reason);
    });
  });
}

const shutdown = () => {
  closing = true;
  for (const socket of held) socket.disconnect();
  // Let the close frames go out before exiting.
  setTimeout(() => process.exit(0), 200);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
// Commands from the parent, from the start: end of input means the parent is gone or done.
void (async () => {
  let pending = "";
  const decoder = new TextDecoder();
  for await (const chunk of Bun.stdin.stream()) {
    pending += decoder.decode(chunk, { stream: true });
    for (let nl = pending.indexOf("\n"); nl >= 0; nl = pending.indexOf("\n")) {
      const command = pending.slice(0, nl).trim();
      pending = pending.slice(nl + 1);
      if (command === "check")
        say({ type: "check", open: held.filter((s) => s.connected).length, disconnects, reasons });
    }
  }
  shutdown();
})();

const started = performance.now();
const progress = setInterval(() => say({ type: "progress", connected: held.length, failed }), 1_000);
let next = 0;
await Promise.all(
  Array.from({ length: Math.min(concurrency, tokens.length) }, async () => {
    for (let i = next++; i < tokens.length && !closing; i = next++) {
      const token = tokens[i];
      if (token) await open(token);
    }
  }),
);
clearInterval(progress);
say({
  type: "done",
  connected: held.length,
  failed,
  errors,
  ms: Math.round(performance.now() - started),
  fdLimit: fdLimit("self"),
});
