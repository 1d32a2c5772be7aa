import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { createDb } from "./client.ts";
import { migrateDb } from "./migrate.ts";
import { publicValue, redactFields, redactText, serializeError, stripSqlParameters } from "./redact.ts";
import { users } from "./schema/index.ts";

const token = randomBytes(32).toString("base64url"); // the shape of api/src/lib/crypto.ts randomToken()
const argon2 = "$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$7Zk2c1hZQ0b2Y3d4eXo0NTY3ODkwMTIzNDU2";
const botToken = "7123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsawQ";
const jwt =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c";
const hex = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

describe("redactText", () => {
  it.each([
    ["a mailed verification link", `open http://localhost:3000/?token=${token} now`, token],
    ["a reset link", `https://jadeverse.example/reset-password?token=${token}&x=1`, token],
    ["an OAuth-style code", "https://x.example/cb?state=1&code=abc123def456", "abc123def456"],
    ["an SMTP URL with credentials", "smtp://mailer:s3cr3t-pw@smtp.example.com:587", "s3cr3t-pw"],
    ["a Redis URL with a password", "redis://:hunter2hunter2@10.0.0.1:6379", "hunter2hunter2"],
    ["a bearer header", `Authorization: Bearer ${token}`, token],
    ["Telegram initData", "tma query_id=AAH&user=%7B%22id%22%3A1%7D&hash=abcdef", "query_id"],
    ["an argon2 hash", `hash is ${argon2}`, "c29tZXNhbHRzb21lc2FsdA"],
    ["a JWT", `token: ${jwt}`, "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"],
    ["a bot token", `GET https://api.telegram.org/bot${botToken}/getMe failed`, botToken],
    ["a SHA-256 digest", `token_hash ${hex}`, hex],
    ["a bare random token", `session ${token} revoked`, token],
    ["a cookie header", `access_token=${token}; Path=/`, token],
  ])("removes %s", (_, input, secret) => {
    const out = redactText(input);
    expect(out).not.toContain(secret);
    expect(out).toContain("redacted");
  });

  it("keeps ordinary text, error codes, request ids and public EVM hashes readable", () => {
    const plain = [
      "USER_WITH_THIS_EMAIL_ALREADY_CREATED_ERROR",
      "request id Ab3dE6gH9jK2mN5p",
      "tx 0x9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
      "mail to ada@example.com: Verify your JadeVerse e-mail",
      "/tmp/jv-api-x/outbox/20261123T113630123Z-3f9a1c2b.eml",
    ];
    for (const text of plain) expect(redactText(text)).toBe(text);
  });

  it("reduces drizzle's failed-query text to the statement without parameters", () => {
    const message = `Failed query: insert into "users" ("email", "password_hash") values (?, ?) where x = 'ada@example.com'\nparams: ada@example.com,${argon2}`;
    expect(stripSqlParameters(message)).toBe(
      `Failed query: insert into "users" ("email", "password_hash") values (?, ?) where x = '?'`,
    );
  });
});

describe("serializeError", () => {
  it("walks the cause chain and redacts each message", () => {
    const root = new Error(`upstream rejected ${token}`);
    const mid = new Error("could not send the link", { cause: root });
    (mid as Error & { code: string }).code = "EMAILFAIL";
    const top = new Error("mail failed", { cause: mid });
    const safe = serializeError(top);
    expect(safe).toMatchObject({
      name: "Error",
      message: "mail failed",
      cause: { message: "could not send the link", code: "EMAILFAIL", cause: { name: "Error" } },
    });
    expect(JSON.stringify(safe)).not.toContain(token);
    expect(safe.stack?.every((frame) => frame.startsWith("at "))).toBe(true);
  });

  it("never copies other own properties such as drizzle's params", () => {
    const error = Object.assign(new Error("Failed query: select ?\nparams: ada@example.com"), {
      params: ["ada@example.com"],
      query: "select ?",
    });
    const text = JSON.stringify(serializeError(error));
    expect(text).not.toContain("ada@example.com");
  });

  it("describes a real unique violation, also wrapped by drizzle, without its parameters", async () => {
    const path = join(tmpdir(), `jv-redact-${crypto.randomUUID()}.db`);
    const db = await createDb({ url: `file:${path}` });
    try {
      await migrateDb(db);
      const values = { email: "clash@example.com", passwordHash: argon2, referralCode: "JVREDACT1" };
      await db.write((tx) => tx.insert(users).values(values));
      const clash = await db
        .write((tx) => tx.insert(users).values({ ...values, referralCode: "JVREDACT2" }))
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(clash).toBeInstanceOf(Error);
      // drizzle's own wrapper (what `@libsql/client` raises): message and own props carry the values.
      const wrapped = new DrizzleQueryError(
        'insert into "users" ("email", "password_hash", "referral_code") values (?, ?, ?)',
        [values.email, values.passwordHash, "JVREDACT2"],
        clash as Error,
      );
      expect(`${String(wrapped)} ${JSON.stringify(wrapped)}`).toContain("clash@example.com");
      for (const error of [clash, wrapped]) {
        const safe = JSON.stringify(serializeError(error));
        expect(safe).toMatch(/UNIQUE constraint failed: users\.email/);
        for (const secret of ["clash@example.com", "$argon2id$", "c29tZXNhbHRzb21lc2FsdA", "params:"])
          expect(safe).not.toContain(secret);
      }
    } finally {
      db.close();
      for (const suffix of ["", "-wal", "-shm"]) rmSync(path + suffix, { force: true });
    }
  });
});

describe("redactFields", () => {
  it("redacts by field name and by value, keeps counts, survives cycles", () => {
    const cyclic: Record<string, unknown> = { name: "loop" };
    cyclic.self = cyclic;
    const fields = redactFields({
      password: "hunter22",
      nested: { access_token: "tok", authorization: "Bearer x", emailTokens: 3 },
      link: `http://localhost:3000/?token=${token}`,
      error: new Error("boom", { cause: { sessionToken: token } }),
      cyclic,
      when: new Date(0),
    });
    const text = JSON.stringify(fields);
    expect(text).not.toContain("hunter22");
    expect(text).not.toContain(token);
    expect(fields).toMatchObject({
      password: "[redacted]",
      nested: { access_token: "[redacted]", authorization: "[redacted]", emailTokens: 3 },
      cyclic: { name: "loop", self: "[circular]" },
      when: "1970-01-01T00:00:00.000Z",
      error: { message: "boom", cause: { sessionToken: "[redacted]" } },
    });
  });

  it("logs a value its author marked public as it is, and only that value", () => {
    const hash = "ab".repeat(32);
    const fields = redactFields({
      terminatingHash: publicValue(hash),
      nested: { chainHash: publicValue(hash) },
      seed: hash,
      otherHash: hash,
    });
    expect(fields).toEqual({
      terminatingHash: hash,
      nested: { chainHash: hash },
      seed: "[redacted]",
      otherHash: "[redacted]",
    });
    expect(JSON.stringify({ h: publicValue(hash) })).toBe(`{"h":"${hash}"}`);
  });
});
