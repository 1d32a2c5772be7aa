import { fileURLToPath } from "node:url";
import { directionOf, type Locale } from "@jadeverse/db/i18n/locales";
import { loadMessageBook } from "@jadeverse/db/i18n/message-book";
import type { Mail } from "./mail.ts";
import english from "./messages/en.json" with { type: "json" };

export type MailMessage = keyof typeof english;

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The mails' texts in every language (api/src/lib/mail/messages/, docs/i18n.md). */
export const mailMessages = loadMessageBook(fileURLToPath(new URL("./messages", import.meta.url)), english);

export function layout(
  locale: Locale,
  title: string,
  intro: string,
  action: string,
  link: string,
  outro: string,
): string {
  return `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><body style="margin:0;background:#0b1512;font-family:Arial,sans-serif;color:#e8f5ef">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="background:#12221c;border-radius:16px;padding:32px">
<tr><td><h1 style="margin:0 0 16px;color:#34d399;font-size:24px">${escapeHtml(title)}</h1>
<p style="line-height:1.5">${escapeHtml(intro)}</p>
<p style="text-align:center;margin:28px 0"><a href="${escapeHtml(link)}" style="background:#10b981;color:#04120c;padding:14px 28px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#9fb8ad;line-height:1.5">${escapeHtml(outro)}<br>${escapeHtml(link)}</p>
</td></tr></table></td></tr></table></body></html>`;
}

/** The verification mail, in the player's language (docs/i18n.md). */
export function verificationMail(to: string, link: string, ttlHours: number, locale: Locale = "en"): Mail {
  const t = (id: MailMessage, values?: Record<string, string | number>) => mailMessages.t(locale, id, values);
  const intro = t("verifyIntro");
  const expiry = t("verifyExpiry", { hours: ttlHours });
  return {
    to,
    link,
    subject: t("verifySubject"),
    text: `${intro}\n\n${t("verifyTextLink", { link })}\n\n${expiry}`,
    html: layout(locale, t("verifyTitle"), intro, t("verifyAction"), link, `${expiry} ${t("openLink")}`),
  };
}

/** The password reset mail, in the player's language (docs/i18n.md). */
export function passwordResetMail(to: string, link: string, ttlMinutes: number, locale: Locale = "en"): Mail {
  const t = (id: MailMessage, values?: Record<string, string | number>) => mailMessages.t(locale, id, values);
  const intro = t("resetIntro");
  const expiry = t("resetExpiry", { minutes: ttlMinutes });
  return {
    to,
    link,
    subject: t("resetSubject"),
    text: `${intro}\n\n${t("resetTextLink", { link })}\n\n${expiry}`,
    html: layout(locale, t("resetTitle"), intro, t("resetAction"), link, `${expiry} ${t("linkLabel")}`),
  };
}
