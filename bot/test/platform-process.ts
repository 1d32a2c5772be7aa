// The whole platform as `npm start` runs it (api/src/index.ts: the API, and the bot it starts), in a
// child process of its own, for tests of what only the two together do. Started against a Bot API
// stand-in and a database the test prepared; driven over HTTP like Telegram and the Mini App drive it.
import { join, resolve } from "node:path";

const REPO_ROOT = resolve(import.meta.dirname, "../..");
const ENTRY = join(REPO_ROOT, "api/src/index.ts");

export interface PlatformProcess {
  url: string;
  /** stdout and stderr so far (for failure messages). */
  output(): string;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<number>;
}

/** A port nobody listens on now: the system picks it (a random guess once met a busy one). */
function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response(null) });
  const port = probe.port;
  probe.stop(true);
  if (port === undefined) throw new Error("no free port");
  return port;
}

/** Starts `bun api/src/index.ts` with `env` on a free port and resolves once `/api/health` answers. */
export async function startPlatform(
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<PlatformProcess> {
  const port = freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = Bun.spawn([process.execPath, ENTRY], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      // No seed file in the repository's data directory (crash plays no part here).
      CRASH_SEED_FILE: "off",
      ...env,
    },
    stdout: "pipe",
    stderr: "pipe",
  });
  const chunks: string[] = [];
  for (const stream of [child.stdout, child.stderr] as ReadableStream<Uint8Array>[]) {
    void (async () => {
      const decoder = new TextDecoder();
      for await (const chunk of stream) chunks.push(decoder.decode(chunk));
    })();
  }
  const output = () => chunks.join("");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the platform exited with ${child.exitCode}:\n${output()}`);
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the platform did not answer in ${timeoutMs} ms:\n${output()}`);
    }
    await Bun.sleep(100);
  }
  return {
    url,
    output,
    fetch: (path, init) => fetch(`${url}${path}`, init),
    stop: async () => {
      child.kill("SIGTERM");
      return child.exited;
    },
  };
}
