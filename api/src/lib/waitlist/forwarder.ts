import { markWaitlistEntryForwarded } from "@jadeverse/db/waitlist/entries";
import type { Deps } from "../../context.ts";
import type { Logger } from "../logger.ts";

/** What the e-mail-marketing provider receives for one new contact (JSON, bearer auth). */
export interface ForwardedContact {
  email: string;
  name: string | null;
  country: string | null;
  source: string;
  marketingConsent: true;
  subscribedAt: string;
}

/**
 * Hands a new waitlist contact to the e-mail-marketing provider configured by WAITLIST_FORWARD_URL
 * (and WAITLIST_FORWARD_TOKEN as a bearer token): one JSON POST, given up after
 * WAITLIST_FORWARD_TIMEOUT_MS. On a 2xx answer the row's `forwarded_at` is set. A failure is logged
 * (the provider's host and the status or error, never the token) and otherwise ignored: the
 * sign-up is already stored, and rows with `forwarded_at` null can be re-sent later.
 * Resolves when done; it never rejects.
 */
export async function forwardWaitlistContact(
  deps: Deps,
  log: Logger,
  entryId: number,
  contact: ForwardedContact,
): Promise<void> {
  const { WAITLIST_FORWARD_URL: url, WAITLIST_FORWARD_TOKEN: token } = deps.env;
  if (!url) return;
  const host = new URL(url).host;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(contact),
      signal: AbortSignal.timeout(deps.env.WAITLIST_FORWARD_TIMEOUT_MS),
      redirect: "error",
    });
    // Drain the body so the connection is released; its content is not needed.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) {
      log.warn("waitlist forward refused", { host, status: response.status });
      return;
    }
    await markWaitlistEntryForwarded(deps.db, entryId, new Date());
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    // A provider error could echo the request back: keep the token out of the log line regardless.
    log.warn("waitlist forward failed", {
      host,
      reason: token ? reason.split(token).join("[redacted]") : reason,
    });
  }
}
