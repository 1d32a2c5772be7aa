import nodemailer from "nodemailer";
import { type Logger, serializeError } from "../logger.ts";
import type { Mail, Mailer } from "./mail.ts";
import { writeOutboxMail } from "./outbox.ts";

type Deliver = (mail: Mail) => Promise<void>;

function queueing(deliver: Deliver): Mailer {
  const pending = new Set<Promise<void>>();
  return {
    send(mail) {
      const job = deliver(mail).finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close() {},
  };
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  from: string;
  /** The dev outbox: where mails go without SMTP, and when SMTP delivery fails. */
  outboxDir: string;
  logger: Logger;
}

/**
 * Mail delivery. With SMTP_URL, nodemailer sends it; without, or when the server cannot be reached,
 * the mail is written as an `.eml` file to the dev outbox (directory 0700, files 0600), and the log
 * line says where it is (path, recipient, subject) — never the link, which is the credential.
 */
export function createMailer(options: MailerOptions): Mailer {
  const { logger, from, outboxDir } = options;

  /** Never rejects: a mail that cannot even be written is logged as lost. */
  const toOutbox = async (mail: Mail, smtpError?: unknown) => {
    try {
      const path = await writeOutboxMail(outboxDir, mail, from);
      if (smtpError === undefined)
        logger.info("mail written to the dev outbox", { to: mail.to, subject: mail.subject, path });
      else
        logger.error("mail delivery failed; written to the dev outbox instead", {
          to: mail.to,
          subject: mail.subject,
          path,
          error: serializeError(smtpError),
        });
    } catch (error) {
      logger.error("mail lost: it could not be written to the dev outbox", {
        to: mail.to,
        subject: mail.subject,
        outboxDir,
        error: serializeError(error),
        ...(smtpError === undefined ? {} : { smtpError: serializeError(smtpError) }),
      });
    }
  };

  if (!options.smtpUrl) return queueing((mail) => toOutbox(mail));

  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  const mailer = queueing(async (mail) => {
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      logger.info("mail sent", { to: mail.to, subject: mail.subject });
    } catch (error) {
      await toOutbox(mail, error);
    }
  });
  return { ...mailer, close: () => transport.close() };
}
