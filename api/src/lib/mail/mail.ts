// What a mail is and what sends one: the types the mailer (mailer.ts), its dev outbox (outbox.ts), the
// templates and the request context share, in a module that imports nothing.

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The action link inside the mail, for in-process test mailers. Never logged and never stored
   * anywhere but in the mail itself.
   */
  link?: string;
}

export interface Mailer {
  /** Queues a mail; never throws and never blocks the request on the mail server. */
  send(mail: Mail): void;
  /** Resolves when every queued mail has been handed over (tests, graceful shutdown). */
  idle(): Promise<void>;
  close(): void;
}
