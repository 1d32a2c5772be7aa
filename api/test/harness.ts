import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, type Db } from "@jadeverse/db/client";
import { TERMS_VERSION } from "@jadeverse/db/enums/users";
import { migrateDb } from "@jadeverse/db/migrate";
import type { Deps } from "../src/context.ts";
import { type Env, testEnv } from "../src/env.ts";
import { backgroundIdle } from "../src/lib/background.ts";
import { createLogger } from "../src/lib/logger.ts";
import type { Mail } from "../src/lib/mail/mail.ts";
import { createMailer } from "../src/lib/mail/mailer.ts";
import { createMemoryLimiter, type RateLimiter } from "../src/lib/rate-limit/limiter.ts";
import { createRealtime, type Realtime } from "../src/realtime/server.ts";
import { buildPlatform, type PlatformOptions } from "../src/server/platform.ts";
import { createMemoryMailer } from "./memory-mailer.ts";
import { mailedTokenIn, outboxMailsTo } from "./outbox-reader.ts";
import { type SqldServer, startSqld } from "./sqld.ts";

export const usingSqld = process.env.JV_TEST_DB === "sqld";

export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestApi {
  url: string;
  deps: Deps;
  db: Db;
  /** The database URL (temp file or sqld), for a second handle playing another process. */
  dbUrl: string;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  /**
   * The newest mail to an address (after queued mails are flushed): from the in-memory mailer, or,
   * when the suite runs the real mailer (`SMTP_URL` or `MAIL_OUTBOX_DIR` given), from the dev outbox.
   */
  lastMail(to: string): Promise<Pick<Mail, "to" | "subject" | "text" | "html"> | undefined>;
  /** Where the real mailer writes `.eml` files (a temp directory of this suite). */
  outboxDir: string;

  /** The token inside the newest mailed link to an address. */
  mailedToken(to: string): Promise<string>;
  /** Registers and verifies an e-mail account, returning a fresh access token. */
  signUp(
    email: string,
    password?: string,
    extra?: Record<string, unknown>,
  ): Promise<{ token: string; userId: number }>;
  /** The socket.io side when started with `realtime`. */
  realtime: Realtime | undefined;
  close(): Promise<void>;
}

export interface TestApiOptions {
  limiter?: RateLimiter;
  /** Serve socket.io too (`/queue`), as `index.ts` does; with `redisUrl`, over the Redis adapter. */
  realtime?: boolean;
  redisUrl?: string;
  /** Use this database (another instance's `dbUrl`) instead of a fresh one: two instances, one database. */
  sharedDbUrl?: string;
  /** Collect the API's JSON log lines here (at `LOG_LEVEL`, default debug) instead of dropping them. */
  logLines?: string[];
  /** Built sites to serve at `/` and `/tg-app/` (without them those paths answer "not built"). */
  sites?: PlatformOptions["sites"];
}

export interface RequestOptions {
  body?: unknown;
  /** Sent verbatim instead of JSON-encoding `body`. */
  raw?: string;
  token?: string;
  headers?: Record<string, string>;
}

/**
 * Boots the platform as production serves it (`buildPlatform`, the one `index.ts` uses: the API, the
 * sites, art, sockets, client addresses, HSTS, compression) on a real `Bun.serve` at a random loopback
 * port, over a real database: a temp libsql file, or a real sqld server when JV_TEST_DB=sqld. Rate
 * limits are off unless the suite turns them on.
 */
export async function startTestApi(
  overrides: Partial<Record<keyof Env, string>> = {},
  options: TestApiOptions = {},
): Promise<TestApi> {
  let sqld: SqldServer | undefined;
  // The suite's private directory: its database file (embedded mode) and its dev outbox.
  const dir = mkdtempSync(join(tmpdir(), "jv-api-"));
  let url: string;
  if (options.sharedDbUrl) {
    url = options.sharedDbUrl;
  } else if (usingSqld) {
    sqld = await startSqld();
    url = sqld.url;
  } else {
    url = `file:${join(dir, "test.db")}`;
  }
  const db = await createDb({ url });
  await migrateDb(db);
  const outboxDir = join(dir, "outbox");
  const env = testEnv({
    RATE_LIMIT_DISABLED: "true",
    MAIL_OUTBOX_DIR: outboxDir,
    ...(options.logLines ? { LOG_LEVEL: "debug" } : {}),
    ...overrides,
  });
  const logLines = options.logLines;
  const logger = logLines
    ? createLogger(env.LOG_LEVEL, {}, (line) => void logLines.push(line))
    : createLogger(env.LOG_LEVEL);
  // The real mailer (SMTP, dev outbox files) when the suite is about mail delivery; else in memory.
  const realMailer = overrides.SMTP_URL !== undefined || overrides.MAIL_OUTBOX_DIR !== undefined;
  const memoryMailer = realMailer ? undefined : createMemoryMailer();
  const deps: Deps = {
    env,
    db,
    logger,
    mailer:
      memoryMailer ??
      createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: env.MAIL_OUTBOX_DIR, logger }),
    limiter: options.limiter ?? createMemoryLimiter(),
  };
  const realtime = options.realtime ? await createRealtime(deps, { redisUrl: options.redisUrl }) : undefined;
  if (realtime) deps.realtime = realtime;
  const platform = buildPlatform(deps, { sites: options.sites, realtime });
  const server = Bun.serve({ port: 0, hostname: "127.0.0.1", ...platform.serve });
  const base = `http://127.0.0.1:${server.port}`;

  const request: TestApi["request"] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined = opts.raw;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers["content-type"] ??= "application/json";
    } else if (opts.raw !== undefined) headers["content-type"] ??= "application/json";
    const res = await fetch(base + path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // non-JSON answers (HTML docs) stay text
    }
    return { status: res.status, body: parsed as any, headers: res.headers };
  };

  const lastMail: TestApi["lastMail"] = async (to) => {
    await backgroundIdle(deps); // mails sent after the response (no enumeration by timing)
    await deps.mailer.idle();
    const wanted = to.trim().toLowerCase();
    if (memoryMailer) return memoryMailer.sent.findLast((mail) => mail.to.trim().toLowerCase() === wanted);
    return (await outboxMailsTo(env.MAIL_OUTBOX_DIR, to)).at(-1);
  };

  const mailedToken: TestApi["mailedToken"] = async (to) => {
    const mail = await lastMail(to);
    const token = mail ? mailedTokenIn(mail.text) : undefined;
    if (!token) throw new Error(`no mailed token for ${to}`);
    return token;
  };

  const signUp: TestApi["signUp"] = async (email, password = "correct-horse-1", extra = {}) => {
    const reg = await request("POST", "/api/auth/register", {
      // The form's 18+ and Terms boxes ticked, as the web app sends them (docs/security.md "18+").
      body: { email, password, country: "Europe", termsVersion: TERMS_VERSION, adult: true, ...extra },
    });
    if (reg.status !== 201) throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
    const verify = await request("POST", "/api/auth/verify-email", {
      body: { token: await mailedToken(email) },
    });
    if (verify.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verify.body)}`);
    const login = await request("POST", "/api/auth/login", { body: { email, password } });
    if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
    const me = await request("GET", "/api/users/me", { token: login.body.access_token });
    return { token: login.body.access_token as string, userId: me.body.id as number };
  };

  return {
    url: base,
    deps,
    db,
    dbUrl: url,
    outboxDir: env.MAIL_OUTBOX_DIR,
    request,
    lastMail,
    mailedToken,
    signUp,
    realtime,
    async close() {
      await realtime?.close();
      server.stop(true);
      await backgroundIdle(deps);
      await deps.mailer.idle();
      deps.mailer.close();
      await deps.limiter.close();
      db.close();
      await sqld?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
