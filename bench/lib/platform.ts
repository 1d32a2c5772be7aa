/**
 * The built platform as `npm start` runs it (api/src/index.ts, NODE_ENV=production, serving web/dist
 * and miniapp/dist), on a free loopback port with a freshly migrated and seeded temporary database.
 * For benches that measure what a browser receives: run `bun run build` first; API-only benches pass
 * `requireBuild: false` (without a build the sites answer 404, everything else is the same).
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createDb, type Db } from "../../db/src/client.ts";
import { migrateDb } from "../../db/src/migrate.ts";
import { seedDatabase } from "../../db/src/seed/index.ts";
import { withRuntimeEnv } from "./runtime-env.ts";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

export interface RunningPlatform {
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** The API process (for /proc/<pid>/status). */
  pid: number;
  stop(): Promise<void>;
}

/** A port nothing listens on right now (the kernel's pick, released at once). */
function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response(null) });
  const port = probe.port;
  probe.stop(true);
  if (port === undefined) throw new Error("no free port");
  return port;
}

export interface PlatformOptions {
  env?: Record<string, string>;
  /** Refuse to start without web/dist and miniapp/dist (default true). */
  requireBuild?: boolean;
  /** Runs on the migrated, seeded database before the API starts (e.g. to insert players). */
  prepare?: (db: Db) => Promise<void>;
  /**
   * Start the API through `sh -c 'ulimit -n …; exec bun …'` (same pid) to try for this many file
   * descriptors. Bun itself raises its soft limit to the hard one; this only helps where the hard
   * limit may be raised (root with CAP_SYS_RESOURCE), so check /proc/<pid>/limits afterwards.
   */
  openFiles?: number;
  /**
   * Run on this database (a sqld server's URL, shared by several instances) as it is: the caller
   * migrated, seeded and prepared it (`prepareDatabase`). Default: a fresh temporary file.
   */
  databaseUrl?: string;
}

/** Migrates and seeds a database, then runs `prepare` on it (the platform's own start does this too). */
export async function prepareDatabase(url: string, prepare?: (db: Db) => Promise<void>): Promise<void> {
  const db = await createDb({ url });
  try {
    await migrateDb(db);
    await seedDatabase(db);
    await prepare?.(db);
  } finally {
    db.close();
  }
}

export async function startPlatform(options: PlatformOptions = {}): Promise<RunningPlatform> {
  if (options.requireBuild !== false) {
    for (const site of ["web", "miniapp"]) {
      if (!existsSync(join(repoRoot, site, "dist/index.html")))
        throw new Error(`${site}/dist is missing: run \`bun run build\` first`);
    }
  }
  const dir = mkdtempSync(join(tmpdir(), "jv-bench-platform-"));
  const url = options.databaseUrl ?? `file:${join(dir, "bench.db")}`;
  if (!options.databaseUrl) {
    try {
      await prepareDatabase(url, options.prepare);
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
  }

  const port = freePort();
  const base = `http://127.0.0.1:${port}`;
  const command = [process.execPath, "api/src/index.ts"];
  const limit = options.openFiles;
  // `sh -c` execs bun, so the pid stays the API's. Only ever raises (never lowers) the hard limit; a
  // refused ulimit leaves it as it was.
  const raise =
    'h=$(ulimit -H -n); if [ "$h" != unlimited ] && [ "$h" -lt "$0" ]; then ulimit -H -n "$0" 2>/dev/null; fi; exec "$@"';
  const argv = limit ? ["sh", "-c", raise, String(limit), ...command] : command;
  const child = Bun.spawn(argv, {
    cwd: repoRoot,
    env: {
      ...withRuntimeEnv(),
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATABASE_URL: url,
      LOG_LEVEL: "warn",
      // No bot: nothing in a bench may reach Telegram.
      BOT_TOKEN: "",
      ...options.env,
    },
    stdout: "inherit",
    stderr: "inherit",
  });
  const stop = async () => {
    child.kill("SIGTERM");
    const exited = await Promise.race([child.exited, Bun.sleep(5_000).then(() => null)]);
    if (exited === null) {
      child.kill("SIGKILL");
      await child.exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`the platform exited (code ${child.exitCode}) before it was ready`);
    }
    const ok = await fetch(`${base}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return { base, pid: child.pid, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error("the platform was not ready within 60 s");
    }
    await Bun.sleep(200);
  }
}
