import type { Db } from "@jadeverse/db/client";
import { Bot, type BotError } from "grammy";
import type { UserFromGetMe } from "grammy/types";
import { configureInteractiveApi } from "./api-config.ts";
import { type BotContext, createContextConstructor } from "./context.ts";
import type { BotConfig } from "./env.ts";
import { FEATURES } from "./features/index.ts";
import { type BotLogger, consoleLogger, describeError } from "./logger.ts";

export interface CreateBotOptions {
  db: Db;
  logger?: BotLogger;
  /** Skip `getMe` (tests, or a host that already knows it). */
  botInfo?: UserFromGetMe;
  /** The per-chat and global throttler (default on; tests that send bursts to one chat turn it off). */
  throttle?: boolean;
}

/**
 * The JadeVerse bot: typed context, the feature composers in order (fallback last) and an error
 * boundary. Does not start anything; see `startBot` in runner.ts.
 */
export function createBot(config: BotConfig, options: CreateBotOptions): Bot<BotContext> {
  if (!config.token) throw new Error("createBot: BOT_TOKEN is not set");
  const logger = options.logger ?? consoleLogger();
  const bot = new Bot<BotContext>(config.token, {
    client: { apiRoot: config.apiRoot },
    botInfo: options.botInfo,
    ContextConstructor: createContextConstructor({ config, logger, db: options.db }),
  });
  configureInteractiveApi(bot.api, { throttle: options.throttle });
  for (const feature of FEATURES) bot.use(feature);

  bot.catch(errorBoundary(logger, config.token));
  return bot;
}

/** Logs a failed update (a blocked user, a bug in a handler) and lets polling go on; never throws. */
export function errorBoundary(logger: BotLogger, token?: string) {
  return (err: BotError<BotContext>): void => {
    try {
      logger.error("telegram bot: update failed", {
        updateId: err.ctx.update.update_id,
        ...describeError(err.error, token),
      });
    } catch {
      // A failing logger must not take polling down either.
    }
  };
}
