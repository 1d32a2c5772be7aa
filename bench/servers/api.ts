/**
 * The real API in embedded mode (ARCHITECTURE §7): a fresh temp libsql file, migrated, the app built
 * like api/src/index.ts builds it (rate limits off, silent logs), served on loopback. It then signs
 * a verified player in through the API's own HTTP endpoints and prints one JSON line
 * `{"port":…,"token":…,"tokenVia":…}`; it exits, deleting the database, when its stdin closes.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../../api/src/app.ts";
import type { Deps } from "../../api/src/context.ts";
import { testEnv } from "../../api/src/env.ts";
import { createLogger } from "../../api/src/lib/logger.ts";
import { createMailer } from "../../api/src/lib/mail/mailer.ts";
import { createMemoryLimiter } from "../../api/src/lib/rate-limit/limiter.ts";
import { createDb } from "../../db/src/client.ts";
import { migrateDb } from "../../db/src/migrate.ts";
import { exitWithParent } from "../lib/child.ts";

const dir = mkdtempSync(join(tmpdir(), "jadeverse-bench-"));
const db = await createDb({ url: `file:${join(dir, "bench.db")}` });
await migrateDb(db);

const env = testEnv({ RATE_LIMIT_DISABLED: "true", LOG_LEVEL: "silent" });
const logger = createLogger("silent");
const deps: Deps = {
  env,
  db,
  logger,
  mailer: createMailer({ from: "bench@jadeverse.local", outboxDir: join(dir, "outbox"), logger }),
  limiter: createMemoryLimiter(),
};
const app = createApp(deps);
const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: app.fetch });
const base = `http://127.0.0.1:${server.port}/api`;

async function post(path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(base + path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}

/** Register, mark the address verified in the database, log in: a real e-mail player's session. */
async function registeredPlayerToken(): Promise<string> {
  const email = "bench-player@jadeverse.local";
  const password = "bench-password-1";
  const reg = await post("/auth/register", { email, password, country: "Europe" });
  if (reg.status !== 201) throw new Error(`register answered ${reg.status} ${JSON.stringify(reg.body)}`);
  await db.execute({
    sql: "update users set email_verified_at = ? where email = ?",
    args: [Date.now(), email],
  });
  const login = await post("/auth/login", { email, password });
  if (login.status !== 200 || typeof login.body.access_token !== "string")
    throw new Error(`login answered ${login.status} ${JSON.stringify(login.body)}`);
  return login.body.access_token;
}

/** Fallback: the demo seed (if db/src/seed/index.ts exists) and `/auth/login-demo`. */
async function demoPlayerToken(): Promise<string> {
  const seedModule = "../../db/src/seed/index.ts";
  const seed = (await import(seedModule)) as { seedDatabase?: (db: unknown) => Promise<unknown> };
  if (typeof seed.seedDatabase !== "function") throw new Error("db/src/seed has no seedDatabase");
  await seed.seedDatabase(db);
  const login = await post("/auth/login-demo", { id: "jade-beta" });
  if (login.status !== 200 || typeof login.body.access_token !== "string")
    throw new Error(`login-demo answered ${login.status} ${JSON.stringify(login.body)}`);
  return login.body.access_token;
}

async function signIn(): Promise<{ token: string; tokenVia: string }> {
  const failures: string[] = [];
  for (const [via, attempt] of [
    ["register+verify+login", registeredPlayerToken],
    ["seed+login-demo", demoPlayerToken],
  ] as const) {
    try {
      return { token: await attempt(), tokenVia: via };
    } catch (error) {
      failures.push(`${via}: ${(error as Error).message}`);
    }
  }
  throw new Error(`could not sign a player in:\n  ${failures.join("\n  ")}`);
}

async function cleanup() {
  server.stop(true);
  await deps.mailer.idle();
  deps.mailer.close();
  await deps.limiter.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
}

try {
  const { token, tokenVia } = await signIn();
  // Registration queued a verification mail: let it land before the measurement starts.
  await deps.mailer.idle();
  console.log(JSON.stringify({ port: server.port, token, tokenVia }));
} catch (error) {
  console.error(`bench api server: ${(error as Error).message}`);
  await cleanup();
  process.exit(1);
}

exitWithParent(cleanup);
