// The bot as its own process (`bun run --cwd bot start`); `npm start` runs it inside the API instead.
import { loadBotEnv } from "./env.ts";
import { consoleLogger } from "./logger.ts";
import { startBot } from "./runner.ts";

const logger = consoleLogger();
const handle = startBot(loadBotEnv(), logger);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    logger.info("shutting down", { signal });
    void handle.stop().then(() => process.exit(0));
  });
}
