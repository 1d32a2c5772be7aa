import { expect, test } from "@playwright/test";
import { mailsTo, tokenMailedTo } from "./lib/db.ts";

// The e2e helpers read mail the way a player reads their inbox: registration mails a verification link.
test("registration mails a verification link the specs can follow", async ({ request }) => {
  const email = `outbox-${Date.now()}@example.com`;
  const response = await request.post("/api/auth/register", {
    data: { email, password: "correct-horse-9", country: "Europe" },
  });
  expect(response.status()).toBeLessThan(300);
  const token = await tokenMailedTo(email);
  expect(token.length).toBeGreaterThan(20);
  expect((await mailsTo(email)).length).toBe(1);
  const verified = await request.post("/api/auth/verify-email", { data: { token } });
  expect(verified.ok()).toBe(true);
});
