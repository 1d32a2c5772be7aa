import type { Locale } from "@jadeverse/db/i18n/locales";
import type { Deps } from "../../context.ts";
import { issueEmailToken } from "../auth/email-tokens.ts";
import { verificationMail } from "../mail/templates.ts";

/**
 * Issues a verification token bound to `email` and mails its link (`/?token=…`, handled by the landing
 * page), in `locale`. Starts the address's resend interval, which the verification popup counts down.
 */
export async function sendVerification(
  deps: Deps,
  userId: number,
  email: string,
  locale: Locale,
): Promise<void> {
  const ttl = deps.env.EMAIL_TOKEN_TTL_SECONDS;
  const token = await deps.db.write((tx) =>
    issueEmailToken(tx, { userId, email, purpose: "verify-email", ttlSeconds: ttl }),
  );
  await startResendInterval(deps, email);
  const link = new URL(`/?token=${token}`, deps.env.PUBLIC_URL).toString();
  deps.mailer.send(verificationMail(email, link, Math.round(ttl / 3600), locale));
}

/**
 * The resend interval is kept per address, whether or not an account has it, so the answers of
 * resend and `next-token` say nothing about which addresses are registered.
 */
const resendKey = (email: string) => `resend-interval:${email.toLowerCase()}`;

/** Claims the address's interval; false while it is running. */
export async function claimResendInterval(
  deps: Deps,
  email: string,
): Promise<{ ok: boolean; waitSeconds: number }> {
  const seconds = deps.env.RESEND_INTERVAL_SECONDS;
  if (seconds <= 0) return { ok: true, waitSeconds: 0 };
  const result = await deps.limiter.hit(resendKey(email), 1, seconds);
  return { ok: result.allowed, waitSeconds: result.allowed ? 0 : result.resetSeconds };
}

async function startResendInterval(deps: Deps, email: string): Promise<void> {
  const seconds = deps.env.RESEND_INTERVAL_SECONDS;
  const key = resendKey(email);
  if (seconds > 0 && (await deps.limiter.peek(key, 1)).allowed) await deps.limiter.hit(key, 1, seconds);
}

/** Seconds until another verification mail may be sent to this address (0: now). */
export async function resendWaitSeconds(deps: Deps, email: string): Promise<number> {
  if (deps.env.RESEND_INTERVAL_SECONDS <= 0) return 0;
  const window = await deps.limiter.peek(resendKey(email), 1);
  return window.allowed ? 0 : window.resetSeconds;
}
