import type { Mail } from "./mail.ts";
import { escapeHtml, layout } from "./templates.ts";

/** A notice without an action: security information for the account's owner. */
function notice(to: string, subject: string, title: string, paragraphs: string[]): Mail {
  const body = paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join("");
  return {
    to,
    subject,
    text: paragraphs.join("\n\n"),
    html: `<!doctype html><html><body style="margin:0;background:#0b1512;font-family:Arial,sans-serif;color:#e8f5ef">
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

/** To the new address: confirm it, which makes it the login. */
export function confirmNewEmailMail(to: string, link: string, ttlHours: number): Mail {
  const intro = "You asked to use this address for your JadeVerse account. Confirm it to make it your login.";
  const outro = `Until you confirm, your current address stays your login. This link works once and expires in ${ttlHours} hours. Link:`;
  return {
    to,
    link,
    subject: "Confirm your new JadeVerse e-mail",
    text: `${intro}\n\nConfirm your new e-mail: ${link}\n\n${outro.replace(/ Link:$/, "")}`,
    // In English for now: the verification and reset mails are the translated ones (docs/i18n.md "Scope").
    html: layout("en", "Confirm your new e-mail", intro, "Confirm e-mail", link, outro),
  };
}

/** To the current address when a change to another one is requested. */
export function emailChangeRequestedMail(to: string, newEmail: string): Mail {
  return notice(to, "Your JadeVerse e-mail is being changed", "E-mail change requested", [
    `Someone signed in to your JadeVerse account asked to change its e-mail to ${maskEmail(newEmail)}.`,
    "Your other sessions were signed out. Until the new address is confirmed, this address stays your login.",
    "If this was not you, reset your password now from the login screen: that cancels the change.",
  ]);
}

/** To the old address once the new one is confirmed. */
export function emailChangedMail(to: string, newEmail: string): Mail {
  return notice(to, "Your JadeVerse e-mail was changed", "E-mail changed", [
    `The login of your JadeVerse account is now ${maskEmail(newEmail)}. This address no longer signs in.`,
    "If this was not you, contact support at once.",
  ]);
}

/** To an address that already has an account, when someone asks to move another account to it. */
export function addressTakenMail(to: string): Mail {
  return notice(to, "Someone tried to use your e-mail on JadeVerse", "Your address is already in use", [
    "A JadeVerse player asked to use this address for their account, but it already belongs to an account.",
    "Nothing was changed. If this was you, sign in with this address instead.",
  ]);
}
