/**
 * The real API in embedded mode over an already seeded database file (`BENCH_DB`, from
 * bench/lib/leaderboard-seed.ts): built like api/src/index.ts builds it (rate limits off, silent
 * logs), served on loopback. Prints `{"port":…}` and exits when its stdin closes.
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
import { exitWithParent } from "../lib/child.ts";

const path = process.env.BENCH_DB;
if (!path) throw new Error("BENCH_DB (the seeded database file) is required");
const dir = mkdtempSync(join(tmpdir(), "jadeverse-bench-lb-"));
const db = await createDb({ url: `file:${path}` });
const env = testEnv({ RATE_LIMIT_DISABLED: "true", LOG_LEVEL: "silent" });
const logger = createLogger("silent");
const deps: Deps = {
  env,
  db,
  logger,
  mailer: createMailer({ from: "bench@jadeverse.local", outboxDir: join(dir, "outbox"), logger }),
  limiter: createMemoryLimiter(),
};
const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: createApp(deps).fetch });
console.log(JSON.stringify({ port: server.port }));

exitWithParent(async () => {
  server.stop(true);
  deps.mailer.close();
  await deps.limiter.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});
