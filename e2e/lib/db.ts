import { createClient } from "@libsql/client";
import { expect } from "@playwright/test";

/**
 * Read access to the served platform's database (the file e2e/serve.ts seeded): how a player would
 * read their inbox. Without SMTP the API puts every mail in `outbox_mails`.
 */
function client() {
  const path = process.env.E2E_DB_PATH;
  if (!path) throw new Error("E2E_DB_PATH is not set: run through e2e/playwright.config.ts");
  return createClient({ url: `file:${path}` });
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** Every mail sent to this address, oldest first. */
export async function mailsTo(email: string): Promise<OutboxMail[]> {
  const db = client();
  try {
    const result = await db.execute({
      sql: "select `to`, subject, text from outbox_mails where lower(`to`) = lower(?) order by id",
      args: [email],
    });
    return result.rows.map((row) => ({
      to: String(row.to),
      subject: String(row.subject),
      text: String(row.text),
    }));
  } finally {
    db.close();
  }
}

/** Waits for the newest mail to this address and returns the `token` query value of its link. */
export async function tokenMailedTo(email: string, previousCount = 0): Promise<string> {
  let token: string | null = null;
  await expect
    .poll(async () => {
      const mails = await mailsTo(email);
      const mail = mails.length > previousCount ? mails[mails.length - 1] : undefined;
      token = mail?.text.match(/[?&]token=([A-Za-z0-9_-]+)/)?.[1] ?? null;
      return token;
    })
    .not.toBeNull();
  return token as unknown as string;
}

/** Runs one read-only SQL query against the platform database. */
export async function query(sql: string, args: (string | number)[] = []) {
  const db = client();
  try {
    return (await db.execute({ sql, args })).rows;
  } finally {
    db.close();
  }
}
