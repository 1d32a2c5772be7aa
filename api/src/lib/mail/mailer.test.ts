import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { randomToken } from "../crypto.ts";
import { createLogger } from "../logger.ts";
import { createMailer } from "./mailer.ts";
import { verificationMail } from "./templates.ts";

let root: string;
let lines: string[];
const logger = () => createLogger("debug", { service: "api" }, (line) => void lines.push(line));
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "jv-mailer-"));
  lines = [];
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("mailer without SMTP_URL", () => {
  it("writes an RFC 5322 .eml file only its owner can read, and logs where it is, never the link", async () => {
    const outboxDir = join(root, "data", "outbox");
    const mailer = createMailer({ from: "JadeVerse <no-reply@jadeverse.test>", outboxDir, logger: logger() });
    const token = randomToken();
    const link = `http://localhost:3000/?token=${token}`;
    mailer.send(verificationMail("newcomer@example.com", link, 24));
    await mailer.idle();

    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1); // no temp file left behind
    const [file] = files;
    expect(file).toMatch(/^\d{8}T\d{9}Z\.\d{4}\.[0-9a-f]{8}\.eml$/);
    const path = join(outboxDir, file!);
    expect(statSync(outboxDir).mode & 0o777).toBe(0o700);
    expect(statSync(path).mode & 0o777).toBe(0o600);

    const raw = readFileSync(path);
    expect(raw.toString("latin1")).toMatch(/\r\n\r\n/); // CRLF header/body separator
    const mail = await simpleParser(raw);
    expect(mail.from?.text).toContain("no-reply@jadeverse.test");
    expect((mail.to as { text: string }).text).toBe("newcomer@example.com");
    expect(mail.subject).toBe("Verify your JadeVerse e-mail");
    expect(mail.messageId).toBeTruthy();
    expect(mail.date).toBeInstanceOf(Date);
    expect(mail.text).toContain(link); // the newcomer can follow their link
    expect(mail.html).toContain(link);

    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: "info",
      msg: "mail written to the dev outbox",
      to: "newcomer@example.com",
      subject: "Verify your JadeVerse e-mail",
      path,
    });
    expect(lines[0]).not.toContain(token);
    expect(lines[0]).not.toContain("token=");
  });

  it("tightens an existing outbox directory to 0700", async () => {
    const outboxDir = join(root, "outbox");
    mkdirSync(outboxDir, { mode: 0o755 });
    chmodSync(outboxDir, 0o755);
    const mailer = createMailer({ from: "a@b.c", outboxDir, logger: logger() });
    mailer.send(verificationMail("x@example.com", "http://localhost:3000/?token=abc", 24));
    await mailer.idle();
    expect(statSync(outboxDir).mode & 0o777).toBe(0o700);
  });

  it("never throws when the outbox cannot be written, and logs the loss without the link", async () => {
    const blocker = join(root, "not-a-directory");
    writeFileSync(blocker, "");
    const mailer = createMailer({ from: "a@b.c", outboxDir: join(blocker, "outbox"), logger: logger() });
    const token = randomToken();
    mailer.send(verificationMail("lost@example.com", `http://localhost:3000/?token=${token}`, 24));
    await expect(mailer.idle()).resolves.toBeUndefined();
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: "error", to: "lost@example.com" });
    expect(lines[0]).not.toContain(token);
  });
});
