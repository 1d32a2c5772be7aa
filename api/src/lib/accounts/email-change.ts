import type { Tx } from "@jadeverse/db/client";
import type { Locale } from "@jadeverse/db/i18n/locales";
import { cancelEmailTokens } from "@jadeverse/db/sessions/email-tokens";
import { revokeUserSessions } from "@jadeverse/db/sessions/sessions";
import { findUserByEmail } from "@jadeverse/db/users/find";
import { applyPendingEmail, setPendingEmail } from "@jadeverse/db/users/login";
import type { User } from "@jadeverse/db/users/user";
import type { Deps } from "../../context.ts";
import { issueEmailToken } from "../auth/email-tokens.ts";
import { requestLocale } from "../i18n/request-locale.ts";
import {
  addressTakenMail,
  confirmNewEmailMail,
  emailChangedMail,
  emailChangeRequestedMail,
} from "../mail/account-templates.ts";
import { markAddressVerified } from "./verify-address.ts";

/**
 * Starts moving an account to a new address (the caller has re-authenticated). The new address only
 * becomes the login once a link mailed to it is followed; until then it is `pendingEmail`. The old
 * address is told, every other session ends and every outstanding mailed token is cancelled.
 * An address that already belongs to another account gets a notice instead of a link, and the caller
 * gets the same answer either way (the route is no "does this address exist" oracle).
 * The mails are in the player's language (docs/i18n.md "E-mails"): the account's saved choice, else the
 * request's `Accept-Language`; the notice to another account's address in that account's choice.
 * Returns the account as it now reads.
 */
export async function requestEmailChange(
  deps: Deps,
  user: User,
  newEmail: string,
  keepSessionId: number,
  acceptLanguage?: string,
): Promise<User> {
  const email = newEmail.toLowerCase();
  const taken = await findUserByEmail(deps.db.orm, email);
  const ttl = deps.env.EMAIL_TOKEN_TTL_SECONDS;
  const token = await deps.db.write(async (tx) => {
    await cancelEmailTokens(tx, user.id);
    await revokeUserSessions(tx, user.id, keepSessionId);
    // Pending either way, so the account reads the same whether or not the address is free; only a
    // free address gets the link that can complete the change.
    await setPendingEmail(tx, user.id, email);
    if (taken) return null;
    return issueEmailToken(tx, { userId: user.id, email, purpose: "change-email", ttlSeconds: ttl });
  });
  const locale = requestLocale(acceptLanguage, user.language);
  if (user.email) deps.mailer.send(emailChangeRequestedMail(user.email, email, locale));
  if (!token) deps.mailer.send(addressTakenMail(email, requestLocale(acceptLanguage, taken?.language)));
  else {
    const link = new URL(`/?token=${token}`, deps.env.PUBLIC_URL).toString();
    deps.mailer.send(confirmNewEmailMail(email, link, Math.round(ttl / 3600), locale));
  }
  return { ...user, pendingEmail: email };
}

/**
 * Completes a change with a consumed `change-email` token, in the caller's write transaction: the
 * token's address must still be the pending one. A clash with an account that took the address in the
 * meantime surfaces as a unique violation (409 from the error mapper). Returns the old address and the
 * player's chosen language, or null when the token no longer matches a pending change.
 */
export async function completeEmailChange(
  tx: Tx,
  userId: number,
  email: string,
): Promise<{ oldEmail: string | null; language: User["language"] } | null> {
  const moved = await applyPendingEmail(tx, userId, email);
  if (!moved) return null;
  await cancelEmailTokens(tx, userId);
  await markAddressVerified(tx, userId, email);
  return moved;
}

/** Mails the old address once its account has moved, in the player's language. */
export function notifyEmailChanged(
  deps: Deps,
  oldEmail: string | null,
  newEmail: string,
  locale: Locale = "en",
): void {
  if (oldEmail && oldEmail !== newEmail) deps.mailer.send(emailChangedMail(oldEmail, newEmail, locale));
}
