import type { Mail, Mailer } from "../src/lib/mail/mail.ts";

/** A mailer that keeps every mail in memory: what API tests read instead of an inbox. */
export function createMemoryMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    send: (mail) => void sent.push(mail),
    idle: async () => {},
    close() {},
  };
}
