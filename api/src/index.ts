import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseBotEnv } from "@jadeverse/bot/env";
import { startBot } from "@jadeverse/bot/runner";
import { createDb } from "@jadeverse/db/client";
import { cliDatabase } from "@jadeverse/db/config";
import { MINI_APP_PATH } from "@jadeverse/db/deep-links";
import { migrateDb } from "@jadeverse/db/migrate";
import type { Deps } from "./context.ts";
import { loadEnv, proxyTrust, settlePublicUrl } from "./env.ts";
import { JOBS } from "./jobs.ts";
import { crashConfig } from "./lib/games/crash/config.ts";
import { logCrashSeed, provideCrashSeed } from "./lib/games/crash/embedded-seed.ts";
import { createCrashRelay } from "./lib/games/crash/relay.ts";
import { startJobs } from "./lib/jobs/registry.ts";
import { createLogger } from "./lib/logger.ts";
import { createMailer } from "./lib/mail/mailer.ts";
import { createMemoryLimiter } from "./lib/rate-limit/limiter.ts";
import { createRedisLimiter } from "./lib/rate-limit/redis-limiter.ts";
import { createTelegramApi } from "./lib/telegram/client.ts";
import { createRealtime } from "./realtime/server.ts";
import { describeProxyTrust } from "./server/client-address.ts";
import { buildPlatform } from "./server/platform.ts";

const repoRoot = resolve(fileURLToPath(new URL("../..", import.meta.url)));
const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL, { service: "api" });
// Crash is on from the first start: unconfigured, an embedded seed is generated and kept (0600).
const crashSeed = provideCrashSeed(env);

const database = cliDatabase({
  DATABASE_URL: env.DATABASE_URL,
  DATABASE_AUTH_TOKEN: env.DATABASE_AUTH_TOKEN,
});
const db = await createDb({ ...database, syncUrl: env.DATABASE_SYNC_URL });
await migrateDb(db);

const deps: Deps = {
  env,
  db,
  logger,
  mailer: createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: env.MAIL_OUTBOX_DIR,
    logger,
  }),
  limiter: env.REDIS_URL ? createRedisLimiter(env.REDIS_URL, logger) : createMemoryLimiter(),
  // The chain's terminating hash (public) names the deployment's relay channels.
  ...(env.REDIS_URL
    ? {
        crashRelay: createCrashRelay(env.REDIS_URL, logger, {
          namespace: crashConfig(env)?.chain.terminatingHash.slice(0, 16) ?? "off",
        }),
      }
    : {}),
};

const staticRoot = env.STATIC_ROOT ? resolve(env.STATIC_ROOT) : repoRoot;

// socket.io shares the server: @socket.io/bun-engine speaks Engine.IO on Bun's own HTTP and
// WebSocket server (no node:http polyfill), so one port serves the API, the sites and the sockets.
const realtime = await createRealtime(deps, { redisUrl: env.REDIS_URL });
deps.realtime = realtime;
// The same composition the tests run (api/test/harness.ts): API, sites, art, sockets, the client's
// address from the connection (and from our own proxies only), HSTS, compression.
const platform = buildPlatform(deps, {
  sites: {
    web: { prefix: "/", dir: resolve(staticRoot, "web/dist") },
    miniapp: { prefix: MINI_APP_PATH, dir: resolve(staticRoot, "miniapp/dist") },
  },
  realtime,
});
const server = Bun.serve({ port: env.PORT, hostname: env.HOST, ...platform.serve });
// Unconfigured, the public URL names the port we got, before anything (the bot's Mini App button,
// a mailed link, a payment's return page) hands it out.
settlePublicUrl(env, server.port ?? env.PORT);

// The bot runs in this process; without BOT_TOKEN it logs one line and stays off. It never throws
// into the API: an unreachable Telegram only means retries in the background. In webhook mode the
// API hands it Telegram's POSTs (`/api/telegram/webhook`). Started in the same tick as the server
// (nothing is awaited in between), so no request arrives before it.
const botConfig = parseBotEnv(env);
const bot = startBot(botConfig, { logger: logger.child({ component: "bot" }), db });
deps.telegram = { webhook: bot.webhook, api: createTelegramApi(botConfig) };

logger.info("JadeVerse is up", {
  publicUrl: env.PUBLIC_URL,
  publicUrlFrom: env.PUBLIC_URL_CONFIGURED ? "PUBLIC_URL" : "the listening port (PUBLIC_URL unset)",
  port: server.port,
  database: db.embedded ? "embedded libsql" : "libsql server",
  rateLimits: env.REDIS_URL ? "redis" : "in-process",
  realtime: env.REDIS_URL ? "socket.io, redis adapter" : "socket.io, in-memory adapter",
  mail: env.SMTP_URL ? "smtp" : `dev outbox (${resolve(env.MAIL_OUTBOX_DIR)})`,
  clientAddress: describeProxyTrust(proxyTrust(env)),
});
logCrashSeed(logger, env, crashSeed);
// Periodic jobs (pruning, demo copies) on leased rows: with several instances each run happens once.
const jobs = startJobs(deps, JOBS);

async function shutdown(signal: string) {
  logger.info("shutting down", { signal });
  // Jobs first: a running one (the crash round driver) may still push to the sockets and Redis.
  await jobs.stop();
  await realtime.close();
  server.stop();
  await bot.stop();
  await deps.mailer.idle();
  await deps.limiter.close();
  await deps.crashRelay?.close();
  db.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
