/**
 * The real API in embedded mode (docs/architecture.md §7), as players meet it: a fresh temp libsql file,
 * migrated and seeded (catalog, wheel), served on loopback through the production composition
 * (`buildPlatform`, the function api/src/index.ts serves: socket.io beside it, client address, HSTS,
 * compression, the API's own middleware). Two settings differ from production: rate limits are off
 * (one player spinning at full speed would otherwise get 429 after its per-minute allowance), and
 * logs are silent. It then signs a verified player in through the API's own HTTP endpoints, credits
 * them enough gems for every spin the bench can make, and prints one JSON line
 * `{"port":…,"token":…,"tokenVia":…}`; it exits, deleting the database, when its stdin closes.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Deps } from "../../api/src/context.ts";
import { testEnv } from "../../api/src/env.ts";
import { createLogger } from "../../api/src/lib/logger.ts";
import { createMailer } from "../../api/src/lib/mail/mailer.ts";
import { createMemoryLimiter } from "../../api/src/lib/rate-limit/limiter.ts";
import { createRealtime } from "../../api/src/realtime/server.ts";
import { buildPlatform } from "../../api/src/server/platform.ts";
import { createDb } from "../../db/src/client.ts";
import { TERMS_VERSION } from "../../db/src/enums/users.ts";
import { ledger } from "../../db/src/ledger.ts";
import { migrateDb } from "../../db/src/migrate.ts";
import { seedDatabase } from "../../db/src/seed/index.ts";
import { exitWithParent } from "../lib/child.ts";

const dir = mkdtempSync(join(tmpdir(), "jadeverse-bench-"));
const db = await createDb({ url: `file:${join(dir, "bench.db")}` });
await migrateDb(db);
await seedDatabase(db, { leaderboardPlayers: 0 });

const env = testEnv({ RATE_LIMIT_DISABLED: "true", LOG_LEVEL: "silent" });
const logger = createLogger("silent");
const deps: Deps = {
  env,
  db,
  logger,
  mailer: createMailer({ from: "bench@jadeverse.local", outboxDir: join(dir, "outbox"), logger }),
  limiter: createMemoryLimiter(),
};
// socket.io shares the server as in index.ts (its requests are told apart on every request).
const realtime = await createRealtime(deps);
deps.realtime = realtime;
const platform = buildPlatform(deps, { realtime });
const server = Bun.serve({ port: 0, hostname: "127.0.0.1", ...platform.serve });
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
  const reg = await post("/auth/register", {
    email,
    password,
    country: "Europe",
    termsVersion: TERMS_VERSION,
    adult: true,
  });
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

/** Fallback: a seeded demo persona through `/auth/login-demo`. */
async function demoPlayerToken(): Promise<string> {
  const login = await post("/auth/login-demo", { id: "jade-beta" });
  if (login.status !== 200 || typeof login.body.access_token !== "string")
    throw new Error(`login-demo answered ${login.status} ${JSON.stringify(login.body)}`);
  return login.body.access_token;
}

/** Gems for every spin of the run (a spin costs the wheel's base cost, 1 gem by default). */
async function fund(token: string) {
  const me = await fetch(`${base}/users/me`, { headers: { authorization: `Bearer ${token}` } });
  const { id } = (await me.json()) as { id: number };
  await ledger.run(db, {
    key: "bench:spin-fund",
    reason: "bench",
    changes: [{ userId: id, currency: "gems", delta: 1_000_000_000 }],
  });
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
  await realtime.close();
  server.stop(true);
  await deps.mailer.idle();
  deps.mailer.close();
  await deps.limiter.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
}

try {
  const { token, tokenVia } = await signIn();
  await fund(token);
  // Registration queued a verification mail: let it land before the measurement starts.
  await deps.mailer.idle();
  console.log(JSON.stringify({ port: server.port, token, tokenVia }));
} catch (error) {
  console.error(`bench api server: ${(error as Error).message}`);
  await cleanup();
  process.exit(1);
}

exitWithParent(cleanup);
