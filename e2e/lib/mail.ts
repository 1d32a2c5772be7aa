import { expect } from "@playwright/test";
import { mailedTokenIn, type OutboxMail, outboxMailsTo } from "../../api/test/outbox-reader.ts";

/**
 * The served platform's dev outbox (e2e/serve.ts sets MAIL_OUTBOX_DIR): without SMTP the API writes
 * every mail there as an `.eml` file, which is how a local operator, and these specs, read them.
 */
export function outboxDir(): string {
  const dir = process.env.E2E_OUTBOX_DIR;
  if (!dir) throw new Error("E2E_OUTBOX_DIR is not set: run through e2e/playwright.config.ts");
  return dir;
}

export type { OutboxMail };

/** Every mail sent to this address, oldest first. */
export function mailsTo(email: string): Promise<OutboxMail[]> {
  return outboxMailsTo(outboxDir(), email);
}

/**
 * Waits for a mail to this address and returns its link's `token`: the newest mail, or with `link`
 * the newest whose link goes to that path (a registration's verification mail may land after a later
 * request's mail was asked for, so a spec that wants one kind of mail names it).
 */
export async function tokenMailedTo(email: string, link?: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await mailsTo(email)).filter((mail) => !link || mail.text.includes(`${link}?token=`));
      const mail = mails[mails.length - 1];
      token = mail ? mailedTokenIn(mail.text) : undefined;
      return token ?? null;
    })
    .not.toBeNull();
  return token as string;
}
