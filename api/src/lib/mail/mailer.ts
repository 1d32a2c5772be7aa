import type { Db } from "@jadeverse/db/client";
import { outboxMails } from "@jadeverse/db/schema";
import nodemailer from "nodemailer";
import type { Logger } from "../logger.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link inside the mail, logged for the dev outbox (never for real SMTP). */
  link?: string;
}

export interface Mailer {
  /** Queues a mail; never throws and never blocks the request on the mail server. */
  send(mail: Mail): void;
  /** Resolves when every queued mail has been handed over (tests, graceful shutdown). */
  idle(): Promise<void>;
  close(): void;
}

type Deliver = (mail: Mail) => Promise<void>;

function queueing(
  deliver: Deliver,
  fallback: Deliver,
  logger: Logger,
): Mailer & { transportClose?: () => void } {
  const pending = new Set<Promise<void>>();
  return {
    send(mail) {
      const job = deliver(mail)
        .catch(async (error: unknown) => {
          logger.error("mail delivery failed; kept in the outbox", { to: mail.to, error: String(error) });
          await fallback(mail).catch(() => undefined);
        })
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close() {},
  };
}

/** The dev outbox: a table row per mail plus a log line carrying the link. */
function outbox(db: Db, logger: Logger): Deliver {
  return async (mail) => {
    await db.orm
      .insert(outboxMails)
      .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    logger.info("mail stored in dev outbox", { to: mail.to, subject: mail.subject, link: mail.link });
  };
}

export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  db: Db;
  logger: Logger;
}): Mailer {
  const toOutbox = outbox(options.db, options.logger);
  if (!options.smtpUrl) return queueing(toOutbox, toOutbox, options.logger);
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  const mailer = queueing(
    async (mail) => {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      options.logger.info("mail sent", { to: mail.to, subject: mail.subject });
    },
    toOutbox,
    options.logger,
  );
  return { ...mailer, close: () => transport.close() };
}
