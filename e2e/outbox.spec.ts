import { statSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { mailsTo, outboxDir, tokenMailedTo } from "./lib/mail.ts";
import { asNewVisitor } from "./lib/requests.ts";

// Without SMTP the platform writes mails to the dev outbox (.eml files only the local operator can
// read); the specs read them the same way, as a newcomer running `npm start` would.
test("registration mails a verification link to the dev outbox that the specs can follow", async ({
  request,
}) => {
  const email = `outbox-${Date.now()}@example.com`;
  const response = await request.post("/api/auth/register", {
    headers: asNewVisitor(),
    data: { email, password: "correct-horse-9", country: "Europe" },
  });
  expect(response.status()).toBeLessThan(300);
  const token = await tokenMailedTo(email);
  expect(token.length).toBeGreaterThan(20);
  const mails = await mailsTo(email);
  expect(mails).toHaveLength(1);
  expect(mails[0]?.subject).toBe("Verify your JadeVerse e-mail");
  expect(statSync(outboxDir()).mode & 0o777).toBe(0o700);
  expect(statSync(mails[0]!.file).mode & 0o777).toBe(0o600);
  const verified = await request.post("/api/auth/verify-email", { data: { token } });
  expect(verified.ok()).toBe(true);
});
