import type { Db } from "@jadeverse/db/client";
import type { User } from "@jadeverse/db/users/user";
import type { Api } from "grammy";
import type { Env } from "./env.ts";
import type { CrashRelay } from "./lib/games/crash/relay.ts";
import type { Logger } from "./lib/logger.ts";
import type { Mailer } from "./lib/mail/mail.ts";
import type { RateLimiter } from "./lib/rate-limit/limiter.ts";
import type { AnswerHeaders } from "./middleware/answer-headers.ts";

/** Everything a request handler may use; built once at boot (or per test) and injected. */
export interface Deps {
  env: Env;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  limiter: RateLimiter;
  /**
   * The clock of rules measured in time that tests must control (queue heartbeats and timeouts);
   * the system clock when absent.
   */
  now?: () => Date;
  /**
   * Realtime pushes (socket.io), when this process serves sockets: told after every queue change so
   * each affected player gets their new status. Absent in processes without sockets (jobs-only,
   * tests of HTTP alone): the HTTP poll still answers.
   */
  realtime?: QueueChangeListener;
  /**
   * Telegram, when the bot runs in this process (`index.ts`): the webhook handler in webhook mode.
   * Absent or null: `/api/telegram/webhook` answers 404 (the bot polls, or is off).
   */
  telegram?: TelegramDeps;
  /**
   * With several instances (Redis): crash cash-outs go to the instance that drives the rounds, so
   * one writer settles them (lib/games/crash/relay.ts). Absent: this instance settles its own.
   */
  crashRelay?: CrashRelay;
}

export interface TelegramDeps {
  /** Answers Telegram's webhook POST (401 on a wrong secret token); null in polling mode. */
  webhook: ((request: Request) => Promise<Response>) | null;
  /** The API's own Bot API client (Stars invoices); null without BOT_TOKEN (those routes answer 503). */
  api?: Api | null;
}

export interface QueueChangeListener {
  queueChanged(): void;
  /** A crypto payment settled: its buyer's sockets on the rail's namespace hear it (any instance). */
  paymentSettled?(userId: number, rail: "evm" | "solana", event: PaymentSettlement): void;
  /** This instance's connected sockets by namespace (the metrics scrape). */
  socketCounts?(): Record<string, number>;
}

export type PaymentSettlement =
  | { type: "payment:success"; transferId: string; gemsAmount: number }
  | { type: "payment:failed"; transferId: string; reason: string };

export interface SessionInfo {
  userId: number;
  sessionId: number;
  /** How the token arrived: cookie-authenticated writes get an Origin check (CSRF). */
  via: "cookie" | "bearer";
  /**
   * The player, when it was loaded with the session in this request (a cache miss). Read the player
   * through `signedInPlayer(c)` (middleware/auth.ts), which loads it when this is absent.
   */
  user?: User | undefined;
}

export interface AppEnv {
  // At most four: Hono keeps them in a Map, which grows (and copies itself) at the fifth on every
  // request. The request id is the log's and the answer's; the player is the session's.
  Variables: {
    deps: Deps;
    log: Logger;
    /** The API's own headers for this answer (middleware/answer-headers.ts). */
    answerHeaders: AnswerHeaders;
    /** The session and its player (set by `requireUser`). */
    session: SessionInfo;
  };
}
