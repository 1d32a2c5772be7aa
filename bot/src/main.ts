// The bot as its own process (`bun run --cwd bot start`); `npm start` runs it inside the API instead.
import { createDb } from "@jadeverse/db/client";
import { cliDatabase } from "@jadeverse/db/config";
import { migrateDb } from "@jadeverse/db/migrate";
import { loadBotEnv } from "./env.ts";
import { consoleLogger } from "./logger.ts";
import { startBot } from "./runner.ts";

const logger = consoleLogger();
const db = await createDb(cliDatabase(process.env));
await migrateDb(db);
const handle = startBot(loadBotEnv(), { logger, db });

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    logger.info("shutting down", { signal });
    void handle.stop().then(() => {
      db.close();
      process.exit(0);
    });
  });
}
