import { pruneExpiredRows } from "@jadeverse/db/jobs/prune";
import type { Deps } from "../../context.ts";
import { pruneOutbox } from "../mail/outbox.ts";

/**
 * Revoked sessions are kept a day before they are deleted: revocation is an event (log-out, password
 * change or reset, "sign out everywhere") and, for a day, the row still tells an operator looking
 * into a player's report which browsers (user agent) were signed out and when. An expired session
 * says nothing of the kind and goes at once; so do used and expired mailed tokens, which nothing
 * reads once they cannot be consumed (the resend interval lives in the rate limiter).
 */
export const REVOKED_SESSION_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Rows deleted per write transaction, so a large backlog never holds the writer for long. */
const BATCH = 500;

export interface PruneCounts {
  sessions: number;
  emailTokens: number;
  trustedDevices: number;
  outboxFiles: number;
}

/** The longest lifetime of a link we mail; an outbox file older than that carries only dead links. */
export function longestMailedLinkMs(env: Deps["env"]): number {
  return Math.max(env.EMAIL_TOKEN_TTL_SECONDS, env.RESET_TOKEN_TTL_SECONDS) * 1000;
}

/**
 * Deletes what can no longer be used: expired or long-revoked sessions, expired or used mailed
 * tokens, expired trusted-device cookies, and dev-outbox mails older than the longest link lifetime.
 */
export async function pruneExpired(
  deps: Pick<Deps, "db" | "env">,
  options: { now?: Date; signal?: AbortSignal; batch?: number } = {},
): Promise<PruneCounts> {
  const { db, env } = deps;
  const now = options.now ?? new Date();
  const { signal } = options;
  const rows = await pruneExpiredRows(db, {
    now,
    revokedBefore: new Date(now.getTime() - REVOKED_SESSION_RETENTION_MS),
    batch: options.batch ?? BATCH,
    signal,
  });
  return {
    ...rows,
    outboxFiles: signal?.aborted
      ? 0
      : await pruneOutbox(env.MAIL_OUTBOX_DIR, new Date(now.getTime() - longestMailedLinkMs(env))),
  };
}
