import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { simpleParser } from "mailparser";

/**
 * Reads the dev outbox the way a local operator would: every `.eml` file the API wrote, parsed.
 * Shared by the API tests (api/test/harness.ts) and the browser tests (e2e/lib/mail.ts).
 */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Every mail in the outbox, oldest first (file names sort by creation time). */
export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith(".eml")).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const mails: OutboxMail[] = [];
  for (const name of names) {
    const file = join(dir, name);
    const parsed = await simpleParser(await readFile(file));
    const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(", ") : (parsed.to?.text ?? "");
    mails.push({
      file,
      to,
      subject: parsed.subject ?? "",
      text: parsed.text ?? "",
      html: typeof parsed.html === "string" ? parsed.html : "",
    });
  }
  return mails;
}

/** Every mail to one address (case-insensitive), oldest first. */
export async function outboxMailsTo(dir: string, email: string): Promise<OutboxMail[]> {
  const wanted = email.trim().toLowerCase();
  return (await readOutbox(dir)).filter((mail) => mail.to.trim().toLowerCase() === wanted);
}

/** The `token` query value of the first link in a mail's text. */
export function mailedTokenIn(text: string): string | undefined {
  return text.match(/[?&]token=([A-Za-z0-9_-]+)/)?.[1];
}
