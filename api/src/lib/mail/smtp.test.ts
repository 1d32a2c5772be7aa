import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";

/** A real SMTP server on a loopback port that parses everything it receives. */
function startSmtp() {
  const inbox: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push(mail);
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  return new Promise<{
    port: number;
    inbox: ParsedMail[];
    next(): Promise<ParsedMail>;
    close(): Promise<void>;
  }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({
        port,
        inbox,
        next: () =>
          new Promise<ParsedMail>((got) => {
            const count = inbox.length;
            waiters.push(() => got(inbox[count]!));
          }),
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let api: TestApi;
beforeAll(async () => {
  smtp = await startSmtp();
  api = await startTestApi({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: "JadeVerse <hello@jadeverse.test>",
  });
});
afterAll(async () => {
  await api.close();
  await smtp.close();
});

describe("verification mail over real SMTP", () => {
  it("is received by the SMTP server and its link verifies the account", async () => {
    const received = smtp.next();
    const reg = await api.request("POST", "/api/auth/register", {
      body: { email: "smtp-user@example.com", password: "smtp-pass-1", country: "Europe" },
    });
    expect(reg.status).toBe(201);
    const mail = await received;
    expect(mail.from?.text).toContain("hello@jadeverse.test");
    expect((mail.to as { text: string }).text).toBe("smtp-user@example.com");
    expect(mail.subject).toBe("Verify your JadeVerse e-mail");
    expect(mail.html).toContain("Verify e-mail");
    const link = mail.text?.match(/http:\/\/localhost:3000\/\?token=[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBeTruthy();
    // Nothing went to the dev outbox: the real server got it.
    expect(await api.lastMail("smtp-user@example.com")).toBeUndefined();

    const token = new URL(link!).searchParams.get("token");
    const verify = await api.request("POST", "/api/auth/verify-email", { body: { token } });
    expect(verify.body).toEqual({ success: true, message: "Email successfuly verified!" });
    const login = await api.request("POST", "/api/auth/login", {
      body: { email: "smtp-user@example.com", password: "smtp-pass-1" },
    });
    expect(login.status).toBe(200);
  });

  it("writes the mail to the dev outbox when the SMTP server is unreachable, and still registers", async () => {
    const logLines: string[] = [];
    const offline = await startTestApi({ SMTP_URL: "smtp://127.0.0.1:1" }, { logLines });
    try {
      const reg = await offline.request("POST", "/api/auth/register", {
        body: { email: "offline@example.com", password: "offline-pass", country: "Asia" },
      });
      expect(reg.status).toBe(201);
      const kept = await offline.lastMail("offline@example.com");
      const token = kept?.text.match(/\?token=([A-Za-z0-9_-]+)/)?.[1];
      expect(token).toBeTruthy();
      const [file] = readdirSync(offline.outboxDir).filter((name) => name.endsWith(".eml"));
      expect(file).toBeTruthy();
      expect(statSync(offline.outboxDir).mode & 0o777).toBe(0o700);
      expect(statSync(join(offline.outboxDir, file!)).mode & 0o777).toBe(0o600);

      // The failure is logged with where the mail is, never with the link or its token.
      const failure = logLines
        .map((line) => JSON.parse(line))
        .find((entry) => /delivery failed/.test(entry.msg));
      expect(failure).toMatchObject({
        level: "error",
        to: "offline@example.com",
        subject: "Verify your JadeVerse e-mail",
        path: join(offline.outboxDir, file!),
      });
      expect(failure.error.message).toMatch(/ECONNREFUSED|connect/i);
      const log = logLines.join("\n");
      expect(log).not.toContain(token!);
      expect(log).not.toContain("?token=");
    } finally {
      await offline.close();
    }
  });
});
