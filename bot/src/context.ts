import type { Db } from "@jadeverse/db/client";
import { type Api, Context } from "grammy";
import type { Update, UserFromGetMe } from "grammy/types";
import type { BotConfig } from "./env.ts";
import type { BotLogger } from "./logger.ts";

/** What every handler gets on top of grammY's context. */
export interface ExtendedContextFlavor {
  config: BotConfig;
  logger: BotLogger;
  /** The platform's database: players, ledger, notifications, jobs. */
  db: Db;
}

export type BotContext = Context & ExtendedContextFlavor;

/** A context class carrying the bot's dependencies, for `new Bot(token, { ContextConstructor })`. */
export function createContextConstructor(deps: ExtendedContextFlavor) {
  return class extends Context implements ExtendedContextFlavor {
    config: BotConfig;
    logger: BotLogger;
    db: Db;

    constructor(update: Update, api: Api, me: UserFromGetMe) {
      super(update, api, me);
      this.config = deps.config;
      this.logger = deps.logger;
      this.db = deps.db;
    }
  } as new (
    update: Update,
    api: Api,
    me: UserFromGetMe,
  ) => BotContext;
}
