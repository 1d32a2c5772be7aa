/** Server child processes: the bench spawns them, they print `{"port":…}` and live until stdin closes. */
import { withRuntimeEnv } from "./runtime-env.ts";

/** Child side: run `cleanup` and exit on SIGINT/SIGTERM or when the parent closes (or loses) our stdin. */
export function exitWithParent(cleanup: () => void | Promise<void>): void {
  let exiting = false;
  const exit = async () => {
    if (exiting) return;
    exiting = true;
    try {
      await cleanup();
    } finally {
      process.exit(0);
    }
  };
  process.on("SIGINT", () => void exit());
  process.on("SIGTERM", () => void exit());
  void (async () => {
    const reader = Bun.stdin.stream().getReader();
    for (;;) {
      const { done } = await reader.read();
      if (done) break;
    }
    await exit();
  })();
}

export interface ServerChild {
  name: string;
  port: number;
  /** The child's process id (for /proc/<pid>/…: its CPU time, its memory). */
  pid: number;
  /** The whole ready line the child printed (port plus whatever else it reports). */
  ready: Record<string, unknown>;
  stop(): Promise<void>;
}

const decoder = new TextDecoder();

/**
 * Parent side: spawns `bun <script>` on this very runtime, with production's runtime settings
 * (runtime-env.ts), and waits (bounded) for its ready line.
 */
export async function startServer(
  name: string,
  script: string,
  timeoutMs = 60_000,
  env: Record<string, string> = {},
): Promise<ServerChild> {
  const proc = Bun.spawn([process.execPath, script], {
    env: { ...withRuntimeEnv(), ...env },
    stdin: "pipe",
    stdout: "pipe",
    stderr: "inherit",
  });
  const reader = proc.stdout.getReader();
  let buffered = "";
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name}: not ready within ${timeoutMs} ms`)), timeoutMs);
  });
  const readLine = async (): Promise<string> => {
    for (;;) {
      const newline = buffered.indexOf("\n");
      if (newline >= 0) return buffered.slice(0, newline);
      const { done, value } = await reader.read();
      if (done) throw new Error(`${name}: exited (code ${await proc.exited}) before it was ready`);
      buffered += decoder.decode(value, { stream: true });
    }
  };
  let line: string;
  try {
    line = await Promise.race([readLine(), timeout]);
  } catch (error) {
    proc.kill("SIGKILL");
    throw error;
  } finally {
    clearTimeout(timer);
  }
  // Anything printed later goes to our stderr, so a chatty child can never block on a full pipe.
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) break;
      if (value) process.stderr.write(value);
    }
  })();
  let ready: Record<string, unknown> = {};
  try {
    ready = JSON.parse(line) as Record<string, unknown>;
  } catch {
    // reported below
  }
  if (typeof ready.port !== "number") {
    proc.kill("SIGKILL");
    throw new Error(`${name}: bad ready line ${line.slice(0, 200)}`);
  }
  return {
    name,
    port: ready.port,
    pid: proc.pid,
    ready,
    async stop() {
      proc.stdin.end();
      const exited = await Promise.race([proc.exited, Bun.sleep(5_000).then(() => null)]);
      if (exited === null) {
        proc.kill("SIGKILL");
        await proc.exited;
      }
    },
  };
}
