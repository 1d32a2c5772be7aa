import type { Mail } from "./mail.ts";

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function layout(title: string, intro: string, action: string, link: string, outro: string): string {
  return `<!doctype html><html><body style="margin:0;background:#0b1512;font-family:Arial,sans-serif;color:#e8f5ef">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="background:#12221c;border-radius:16px;padding:32px">
<tr><td><h1 style="margin:0 0 16px;color:#34d399;font-size:24px">${escapeHtml(title)}</h1>
<p style="line-height:1.5">${escapeHtml(intro)}</p>
<p style="text-align:center;margin:28px 0"><a href="${escapeHtml(link)}" style="background:#10b981;color:#04120c;padding:14px 28px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#9fb8ad;line-height:1.5">${escapeHtml(outro)}<br>${escapeHtml(link)}</p>
</td></tr></table></td></tr></table></body></html>`;
}

export function verificationMail(to: string, link: string, ttlHours: number): Mail {
  const intro = "Welcome to JadeVerse! Confirm your e-mail address to activate your account.";
  const outro = `This link works once and expires in ${ttlHours} hours. If the button does not work, open:`;
  return {
    to,
    link,
    subject: "Verify your JadeVerse e-mail",
    text: `${intro}\n\nVerify your e-mail: ${link}\n\n${outro.replace(/:$/, ".")}`,
    html: layout("Verify your e-mail", intro, "Verify e-mail", link, outro),
  };
}

export function passwordResetMail(to: string, link: string, ttlMinutes: number): Mail {
  const intro = "Someone (hopefully you) asked to reset the password of your JadeVerse account.";
  const outro = `This link works once and expires in ${ttlMinutes} minutes. If you did not ask for it, ignore this mail. Link:`;
  return {
    to,
    link,
    subject: "Reset your JadeVerse password",
    text: `${intro}\n\nReset your password: ${link}\n\n${outro.replace(/Link:$/, "")}`,
    html: layout("Reset your password", intro, "Choose a new password", link, outro),
  };
}
