// The job worker as a process of its own, for tests that kill it with SIGKILL mid-broadcast:
// `bun bot/test/broadcast-worker.ts` with DATABASE_URL, TELEGRAM_API_ROOT, BOT_TOKEN,
// BROADCAST_RATE_PER_SECOND and JOB_LEASE_MS. Prints "worker ready" once started.
import { createDb } from "@jadeverse/db/client";
import { parseBotEnv } from "../src/env.ts";
import { startJobWorker } from "../src/jobs/worker.ts";
import { consoleLogger } from "../src/logger.ts";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL is required");
const db = await createDb({ url });
const config = parseBotEnv(process.env);
const worker = startJobWorker({
  db,
  config,
  logger: consoleLogger(),
  leaseMs: Number(process.env.JOB_LEASE_MS ?? 30_000),
  pollMs: 100,
});
console.log("worker ready");
process.once("SIGTERM", () => {
  void worker.stop().then(() => {
    db.close();
    process.exit(0);
  });
});
