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

/** Waits for a mail to this address beyond the first `previousCount` and returns its link's `token`. */
export async function tokenMailedTo(email: string, previousCount = 0): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(async () => {
      const mails = await mailsTo(email);
      const mail = mails.length > previousCount ? mails[mails.length - 1] : undefined;
      token = mail ? mailedTokenIn(mail.text) : undefined;
      return token ?? null;
    })
    .not.toBeNull();
  return token as string;
}
