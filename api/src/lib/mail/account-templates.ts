import { directionOf, type Locale } from "@jadeverse/db/i18n/locales";
import type { Mail } from "./mail.ts";
import { escapeHtml, layout, type MailMessage, mailMessages } from "./templates.ts";

const say = (locale: Locale, id: MailMessage, values?: Record<string, string | number>) =>
  mailMessages.t(locale, id, values);

/** A notice without an action: security information for the account's owner, in their language. */
function notice(locale: Locale, to: string, subject: string, title: string, paragraphs: string[]): Mail {
  const body = paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join("");
  return {
    to,
    subject,
    text: paragraphs.join("\n\n"),
    html: `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><body style="margin:0;background:#0b1512;font-family:Arial,sans-serif;color:#e8f5ef">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="background:#12221c;border-radius:16px;padding:32px">
<tr><td><h1 style="margin:0 0 16px;color:#34d399;font-size:24px">${escapeHtml(title)}</h1>${body}</td></tr></table></td></tr></table></body></html>`,
  };
}

/** Shows enough of an address for its owner to recognise it: `ja***@example.com`. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 2)}***@${domain}`;
}

/** To the new address: confirm it, which makes it the login (docs/i18n.md "E-mails"). */
export function confirmNewEmailMail(to: string, link: string, ttlHours: number, locale: Locale = "en"): Mail {
  const intro = say(locale, "changeIntro");
  const expiry = say(locale, "changeExpiry", { hours: ttlHours });
  return {
    to,
    link,
    subject: say(locale, "changeSubject"),
    text: `${intro}\n\n${say(locale, "changeTextLink", { link })}\n\n${expiry}`,
    html: layout(
      locale,
      say(locale, "changeTitle"),
      intro,
      say(locale, "changeAction"),
      link,
      `${expiry} ${say(locale, "linkLabel")}`,
    ),
  };
}

/** To the current address when a change to another one is requested. */
export function emailChangeRequestedMail(to: string, newEmail: string, locale: Locale = "en"): Mail {
  return notice(locale, to, say(locale, "requestedSubject"), say(locale, "requestedTitle"), [
    say(locale, "requestedChange", { address: maskEmail(newEmail) }),
    say(locale, "requestedSessions"),
    say(locale, "requestedNotYou"),
  ]);
}

/** To the old address once the new one is confirmed. */
export function emailChangedMail(to: string, newEmail: string, locale: Locale = "en"): Mail {
  return notice(locale, to, say(locale, "changedSubject"), say(locale, "changedTitle"), [
    say(locale, "changedLogin", { address: maskEmail(newEmail) }),
    say(locale, "changedNotYou"),
  ]);
}

/** To an address that already has an account, when someone asks to move another account to it. */
export function addressTakenMail(to: string, locale: Locale = "en"): Mail {
  return notice(locale, to, say(locale, "takenSubject"), say(locale, "takenTitle"), [
    say(locale, "takenRequest"),
    say(locale, "takenNothingChanged"),
  ]);
}
