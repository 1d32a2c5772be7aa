// One "API instance" for the job runner tests: its own process and database connection, running a
// runner that ticks one job over and over. Usage: bun api/test/job-instance.ts <db-url> <holder> <log> <ms>
import { appendFileSync } from "node:fs";
import { createDb } from "@jadeverse/db/client";
import { createJobRunner } from "../src/lib/jobs/runner.ts";
import { createLogger } from "../src/lib/logger.ts";

const [url, holder, log, duration] = process.argv.slice(2) as [string, string, string, string];
const db = await createDb({ url });
const runner = createJobRunner({ db, logger: createLogger("silent"), holder });
runner.register({
  name: "exclusive",
  everyMs: 1,
  run: async () => {
    appendFileSync(log, `${holder} start ${performance.timeOrigin + performance.now()}\n`);
    await new Promise((resolve) => setTimeout(resolve, 25));
    appendFileSync(log, `${holder} end ${performance.timeOrigin + performance.now()}\n`);
  },
});
const until = Date.now() + Number(duration);
while (Date.now() < until) {
  await runner.tick("exclusive");
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
}
await runner.stop();
db.close();
