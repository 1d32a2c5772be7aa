import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { signInitData } from "../src/lib/auth/telegram.ts";
import { freePort } from "./free-port.ts";

const repoRoot = resolve(fileURLToPath(new URL("../..", import.meta.url)));

/** One parsed JSON line of the API's log (api/src/lib/logger.ts). */
export type LogLine = Record<string, unknown> & { msg?: string; level?: string };

/** The real API process (`bun api/src/index.ts`, as in production) on a port of its own. */
export interface ApiProcess {
  url: string;
  child: Bun.Subprocess;
  /** Every JSON log line written so far, in order (stdout and stderr). */
  log: LogLine[];
  /** The raw output so far, for failure messages. */
  output(): string;
  /** Waits (bounded) for a log line matching `match` at index `from` or later; returns its index. */
  waitForLog(
    match: (line: LogLine) => boolean,
    options?: { from?: number; timeoutMs?: number },
  ): Promise<number>;
  /** SIGKILL: no shutdown hook runs, as in a crash or an OOM kill. */
  kill(): Promise<void>;
  /** SIGTERM, the orderly shutdown; waits for the exit. */
  stop(): Promise<number>;
}

/**
 * Starts `bun api/src/index.ts` from the repository root with `env` (added to a minimal production
 * environment) and waits until `/api/health` answers.
 */
export async function startApiProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ApiProcess> {
  const port = freePort();
  const child = Bun.spawn(["bun", "api/src/index.ts"], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      TELEGRAM_API_ROOT: "http://127.0.0.1:1",
      // No seed file in the repository's data directory: a test that wants crash says where.
      CRASH_SEED_FILE: "off",
      ...env,
    },
    stdout: "pipe",
    stderr: "pipe",
  });
  const log: LogLine[] = [];
  let raw = "";
  const read = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    let pending = "";
    for await (const chunk of stream) {
      const text = decoder.decode(chunk, { stream: true });
      raw += text;
      pending += text;
      let newline = pending.indexOf("\n");
      while (newline >= 0) {
        const line = pending.slice(0, newline).trim();
        pending = pending.slice(newline + 1);
        if (line.startsWith("{"))
          try {
            log.push(JSON.parse(line) as LogLine);
          } catch {
            // not a log line
          }
        newline = pending.indexOf("\n");
      }
    }
  };
  void read(child.stdout as ReadableStream<Uint8Array>);
  void read(child.stderr as ReadableStream<Uint8Array>);
  const url = `http://127.0.0.1:${port}`;
  const tail = () => raw.split("\n").slice(-30).join("\n");
  const exited = () => child.exitCode !== null || child.signalCode !== null;

  const api: ApiProcess = {
    url,
    child,
    log,
    output: () => raw,
    async waitForLog(match, options = {}) {
      const deadline = Date.now() + (options.timeoutMs ?? 60_000);
      for (;;) {
        for (let i = options.from ?? 0; i < log.length; i++) if (match(log[i]!)) return i;
        if (exited()) throw new Error(`the API exited (${child.exitCode ?? child.signalCode}):\n${raw}`);
        if (Date.now() > deadline) throw new Error(`no such log line in time:\n${tail()}`);
        await Bun.sleep(50);
      }
    },
    async kill() {
      if (!exited()) child.kill("SIGKILL");
      await child.exited;
    },
    async stop() {
      if (!exited()) child.kill("SIGTERM");
      return child.exited;
    },
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited()) throw new Error(`the API exited (${child.exitCode ?? child.signalCode}):\n${raw}`);
    const health = await fetch(`${url}/api/health`).catch(() => null);
    if (health?.ok) return api;
    if (Date.now() > deadline) {
      await api.kill();
      throw new Error(`${url}/api/health did not answer in time:\n${raw}`);
    }
    await Bun.sleep(100);
  }
}

/**
 * A Mini App launch against a running API: initData for `user` signed with `botToken`, sent to
 * `POST /api/auth/telegram-miniapp`. Answers the response (the caller checks its status and token).
 */
export function signInFromMiniApp(
  url: string,
  botToken: string,
  user: { id: number; first_name: string },
): Promise<Response> {
  const initData = signInitData(
    { user: JSON.stringify(user), auth_date: String(Math.floor(Date.now() / 1000)) },
    botToken,
  );
  return fetch(`${url}/api/auth/telegram-miniapp`, {
    method: "POST",
    headers: { authorization: `tma ${initData}` },
  });
}
