/**
 * The built platform as `npm start` runs it (api/src/index.ts, NODE_ENV=production, serving web/dist
 * and miniapp/dist), on a free loopback port with a freshly migrated and seeded temporary database.
 * For benches that measure what a browser receives: run `bun run build` first.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createDb } from "../../db/src/client.ts";
import { migrateDb } from "../../db/src/migrate.ts";
import { seedDatabase } from "../../db/src/seed/index.ts";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

export interface RunningPlatform {
  /** `http://127.0.0.1:<port>` */
  base: string;
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

export async function startPlatform(
  options: { env?: Record<string, string> } = {},
): Promise<RunningPlatform> {
  for (const site of ["web", "miniapp"]) {
    if (!existsSync(join(repoRoot, site, "dist/index.html")))
      throw new Error(`${site}/dist is missing: run \`bun run build\` first`);
  }
  const dir = mkdtempSync(join(tmpdir(), "jv-bench-platform-"));
  const url = `file:${join(dir, "bench.db")}`;
  const db = await createDb({ url });
  await migrateDb(db);
  await seedDatabase(db);
  db.close();

  const port = freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = Bun.spawn([process.execPath, "api/src/index.ts"], {
    cwd: repoRoot,
    env: {
      ...process.env,
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
    if (ok) return { base, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error("the platform was not ready within 60 s");
    }
    await Bun.sleep(200);
  }
}
