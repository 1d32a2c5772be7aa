// A crash driver in its own process, for the kill -9 test (crash-settle-kill.test.ts): it steps the
// round once at `now-ms` and, when that step's settling set has been written but not yet committed,
// says `SET-WRITTEN` on stdout and holds the transaction open until it is killed.
// Usage: bun api/test/crash-set-instance.ts <db-url> <chain-seed> <now-ms>
import { createDb } from "@jadeverse/db/client";
import { crashBets } from "@jadeverse/db/schema";
import { count, eq } from "drizzle-orm";
import type { Deps } from "../src/context.ts";
import { testEnv } from "../src/env.ts";
import { crashConfig } from "../src/lib/games/crash/config.ts";
import { crashStep } from "../src/lib/games/crash/driver.ts";
import { createLogger } from "../src/lib/logger.ts";
import { createMemoryLimiter } from "../src/lib/rate-limit/limiter.ts";
import { crashEnv } from "../src/routes/games/crash.fixtures.ts";
import { createMemoryMailer } from "./memory-mailer.ts";

const [url, seed, nowMs] = process.argv.slice(2) as [string, string, string];
const db = await createDb({ url });
const write = db.write.bind(db);
db.write = (fn) =>
  write(async (tx) => {
    const open = async () =>
      (await tx.select({ n: count() }).from(crashBets).where(eq(crashBets.status, "open")))[0]!.n;
    const before = await open();
    const result = await fn(tx);
    if (before > 0 && (await open()) === 0) {
      process.stdout.write("SET-WRITTEN\n");
      // Keeps the process (and the open transaction) alive until the test kills it.
      setInterval(() => undefined, 1_000);
      await new Promise(() => undefined);
    }
    return result;
  });
const env = testEnv(crashEnv(seed));
const deps: Deps = {
  env,
  db,
  logger: createLogger("silent"),
  mailer: createMemoryMailer(),
  limiter: createMemoryLimiter(),
  now: () => new Date(Number(nowMs)),
};
await crashStep(deps, crashConfig(env)!);
process.stdout.write("STEP-DONE\n");
db.close();
