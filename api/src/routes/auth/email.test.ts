import { randomBytes } from "node:crypto";
import { emailTokens, ledgerEntries, users } from "@jadeverse/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { WELCOME_GRANT } from "../../lib/accounts/constants.ts";
import { DEVICE_COOKIE, LOGIN_FAILURES } from "../../lib/auth/login-throttle.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ RESEND_INTERVAL_SECONDS: "60" });
});
afterAll(() => api.close());

const countUsers = async () => (await api.db.orm.select().from(users)).length;

describe("POST /api/auth/register", () => {
  it("creates an unverified player, grants the welcome bonus through the ledger and mails a link", async () => {
    const res = await api.request("POST", "/api/auth/register", {
      body: { email: "  Ada@Example.com ", password: "s3cret-pass", country: "Europe" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: "ada@example.com" });
    const [user] = await api.db.orm.select().from(users).where(eq(users.email, "ada@example.com"));
    expect(user?.emailVerifiedAt).toBeNull();
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.gems).toBe(WELCOME_GRANT.gems);
    const entries = await api.db.orm.select().from(ledgerEntries).where(eq(ledgerEntries.userId, user!.id));
    expect(entries.map((e) => e.reason)).toEqual(["welcome-grant", "welcome-grant"]);
    const mail = await api.lastMail("ada@example.com");
    expect(mail?.subject).toMatch(/verify/i);
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/\?token=[A-Za-z0-9_-]{40,}/);
    // the token is stored hashed, never in clear
    const token = await api.mailedToken("ada@example.com");
    const stored = await api.db.orm.select().from(emailTokens).where(eq(emailTokens.userId, user!.id));
    expect(stored.some((t) => t.tokenHash === token)).toBe(false);
  });

  it("refuses a second account for the same address, whatever its case", async () => {
    const before = await countUsers();
    const res = await api.request("POST", "/api/auth/register", {
      body: { email: "ADA@example.com", password: "another-pass", country: "Asia" },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("USER_WITH_THIS_EMAIL_ALREADY_CREATED_ERROR");
    expect(res.body.error.message).toBe("User with this email is already created.");
    expect(await countUsers()).toBe(before);
  });

  it("links a valid referral code and refuses an unknown one", async () => {
    const referrer = await api.signUp("referrer@example.com");
    const me = await api.request("GET", "/api/users/me", { token: referrer.token });
    const ok = await api.request("POST", "/api/auth/register", {
      body: {
        email: "friend@example.com",
        password: "friend-pass",
        country: "Africa",
        referralCodeInput: me.body.referralCode,
      },
    });
    expect(ok.status).toBe(201);
    const [friend] = await api.db.orm.select().from(users).where(eq(users.email, "friend@example.com"));
    expect(friend?.referredById).toBe(referrer.userId);

    const before = await countUsers();
    const bad = await api.request("POST", "/api/auth/register", {
      body: {
        email: "nobody@example.com",
        password: "friend-pass",
        country: "Africa",
        referralCodeInput: "JVNOPE0000",
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("INVALID_REFERRAL_CODE");
    expect(await countUsers()).toBe(before);
  });

  it.each([
    ["missing fields", {}],
    ["invalid e-mail", { email: "not-an-email", password: "s3cret-pass", country: "Europe" }],
    ["short password", { email: "short@example.com", password: "1234567", country: "Europe" }],
    ["oversized password", { email: "long@example.com", password: "x".repeat(129), country: "Europe" }],
    [
      "oversized e-mail",
      { email: `${"a".repeat(250)}@example.com`, password: "s3cret-pass", country: "Europe" },
    ],
    ["unknown region", { email: "region@example.com", password: "s3cret-pass", country: "Atlantis" }],
    ["wrong types", { email: 42, password: ["x"], country: null }],
  ])("rejects %s with 400 VALIDATION_ERROR and creates nothing", async (_name, body) => {
    const before = await countUsers();
    const res = await api.request("POST", "/api/auth/register", { body });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_ERROR");
    expect(res.body.error.details.issues.length).toBeGreaterThan(0);
    expect(await countUsers()).toBe(before);
  });

  it("rejects malformed JSON with INVALID_JSON", async () => {
    const res = await api.request("POST", "/api/auth/register", { raw: '{"email": "x@y.z",' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("INVALID_JSON");
  });

  it("rejects a body over 64 KB with 413", async () => {
    const res = await api.request("POST", "/api/auth/register", {
      body: { email: "big@example.com", password: "p".repeat(70_000), country: "Europe" },
    });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("PAYLOAD_TOO_LARGE");
  });
});

describe("e-mail verification and login", () => {
  it("logs in only after verification, and the verification token works exactly once", async () => {
    const email = "grace@example.com";
    await api.request("POST", "/api/auth/register", {
      body: { email, password: "hopper-pass", country: "Asia" },
    });
    const unverified = await api.request("POST", "/api/auth/login", {
      body: { email, password: "hopper-pass" },
    });
    expect(unverified.status).toBe(401);
    expect(unverified.body.error.code).toBe("USER_HAS_NOT_VERIFIED_EMAIL");

    const token = await api.mailedToken(email);
    const verified = await api.request("POST", "/api/auth/verify-email", { body: { token } });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ success: true, message: "Email successfuly verified!" });
    const again = await api.request("POST", "/api/auth/verify-email", { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe("INVALID_TOKEN");

    const login = await api.request("POST", "/api/auth/login", {
      body: { email: "GRACE@example.com", password: "hopper-pass" },
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ email, message: expect.any(String) });
    expect(login.body.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const cookie = login.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`access_token=${login.body.access_token}`);
    expect(cookie).toMatch(/Max-Age=86400/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/HttpOnly/);
  });

  it("refuses an expired verification token", async () => {
    const email = "late@example.com";
    await api.request("POST", "/api/auth/register", {
      body: { email, password: "late-pass-1", country: "Asia" },
    });
    const token = await api.mailedToken(email);
    const [user] = await api.db.orm.select().from(users).where(eq(users.email, email));
    await api.db.write((tx) =>
      tx
        .update(emailTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(emailTokens.userId, user!.id)),
    );
    const res = await api.request("POST", "/api/auth/verify-email", { body: { token } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("INVALID_TOKEN");
    const [after] = await api.db.orm.select().from(users).where(eq(users.email, email));
    expect(after?.emailVerifiedAt).toBeNull();
  });

  it.each([
    ["a malformed token", { token: "not a token!" }],
    ["a missing token", {}],
    ["an unknown token", { token: "A".repeat(43) }],
  ])("refuses %s", async (_name, body) => {
    const res = await api.request("POST", "/api/auth/verify-email", { body });
    expect(res.status).toBe(400);
    expect(["VALIDATION_ERROR", "INVALID_TOKEN"]).toContain(res.body.error.code);
  });

  it("answers a wrong password or unknown account with INVALID_CREDENTIALS", async () => {
    await api.signUp("known@example.com", "right-pass-1");
    for (const body of [
      { email: "known@example.com", password: "wrong-pass-1" },
      { email: "unknown@example.com", password: "right-pass-1" },
    ]) {
      const res = await api.request("POST", "/api/auth/login", { body });
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe("INVALID_CREDENTIALS");
      expect(res.headers.get("set-cookie")).toBeNull();
    }
  });
});

describe("the per-account login cap holds against parallel guesses (issue 15 A)", () => {
  it("of 60 wrong guesses sent at once from 60 browsers, exactly the cap get 401 and the rest 429", async () => {
    await api.signUp("parallel@example.com", "right-pass-1");
    // 60 clients at once, each with a browser of its own (a device cookie this account never trusted).
    const guesses = Array.from({ length: 60 }, (_, i) =>
      api.request("POST", "/api/auth/login", {
        headers: { cookie: `${DEVICE_COOKIE}=${randomBytes(32).toString("base64url")}` },
        body: { email: "parallel@example.com", password: `wrong-guess-${i}` },
      }),
    );
    const answers = await Promise.all(guesses);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - LOGIN_FAILURES);
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(refused.body.error.code).toBe("LOGIN_TEMPORARILY_LOCKED");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // The cap is spent: the right password from yet another browser waits too.
    const late = await api.request("POST", "/api/auth/login", {
      body: { email: "parallel@example.com", password: "right-pass-1" },
    });
    expect(late.status).toBe(429);
  }, 60_000);

  it("counts only failures: right passwords, however many, leave the budget whole", async () => {
    await api.signUp("often@example.com", "right-pass-1");
    // More right passwords than the cap: were they counted, the budget would be spent.
    for (let i = 0; i <= LOGIN_FAILURES; i++) {
      const right = await api.request("POST", "/api/auth/login", {
        body: { email: "often@example.com", password: "right-pass-1" },
      });
      expect(right.status).toBe(200);
    }
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_FAILURES; i++) {
      const res = await api.request("POST", "/api/auth/login", {
        body: { email: "often@example.com", password: `wrong-${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array.from({ length: LOGIN_FAILURES }, () => 401), 429]);
  }, 120_000); // 21 argon2 hashes in a row
});

describe("resending the verification e-mail", () => {
  it("enforces the minimum interval and reports when the next resend is allowed", async () => {
    const email = "resend@example.com";
    const before = Date.now();
    await api.request("POST", "/api/auth/register", {
      body: { email, password: "resend-pass", country: "Europe" },
    });
    const next = await api.request("GET", `/api/auth/next-token?email=${encodeURIComponent(email)}`);
    const asked = Date.now();
    expect(next.status).toBe(200);
    // 60 s from the mail the registration sent (after its answer, before this one), however long
    // requests take.
    const nextAt = new Date(next.body.nextTokenAt).getTime();
    expect(nextAt).toBeGreaterThanOrEqual(before + 59_000);
    expect(nextAt).toBeLessThanOrEqual(asked + 60_000);
    expect(next.body.waitSeconds).toBeGreaterThanOrEqual(Math.floor((nextAt - asked) / 1000));
    expect(next.body.waitSeconds).toBeLessThanOrEqual(60);

    const tooSoon = await api.request("POST", "/api/auth/regenerate-email-token", { body: { email } });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error).toEqual({
      code: "VERIFICATION_TOKEN_INTERVAL_TOO_SMALL",
      message: "You must wait before sending a new email!",
    });
  });

  it("sends a new mail once the interval has passed, and the previous token stops working", async () => {
    const quick = await startTestApi({ RESEND_INTERVAL_SECONDS: "2" });
    try {
      const email = "resend-later@example.com";
      await quick.request("POST", "/api/auth/register", {
        body: { email, password: "resend-pass", country: "Europe" },
      });
      const oldToken = await quick.mailedToken(email);
      await Bun.sleep(2_100);
      const ok = await quick.request("POST", "/api/auth/regenerate-email-token", { body: { email } });
      expect(ok.status).toBe(200);
      expect(ok.body.message).toBe("Email sent!");
      const newToken = await quick.mailedToken(email);
      expect(newToken).not.toBe(oldToken);
      const verify = (token: string) => quick.request("POST", "/api/auth/verify-email", { body: { token } });
      expect((await verify(oldToken)).status).toBe(400);
      expect((await verify(newToken)).status).toBe(200);
    } finally {
      await quick.close();
    }
  });

  it("answers verified, unknown and unverified addresses alike, and validates input", async () => {
    await api.signUp("done@example.com");
    const verified = await api.request("POST", "/api/auth/regenerate-email-token", {
      body: { email: "done@example.com" },
    });
    const unknown = await api.request("POST", "/api/auth/regenerate-email-token", {
      body: { email: "ghost@example.com" },
    });
    expect(unknown.status).toBe(200);
    // The verified address's interval still runs from its registration: the same refusal as any
    // address inside its interval; nothing says whether it is verified.
    expect([200, 429]).toContain(verified.status);
    expect(verified.body.error?.code ?? "none").not.toBe("EMAIL_ALREADY_VERIFIED");
    expect(await api.lastMail("ghost@example.com")).toBeUndefined();
    const invalid = await api.request("POST", "/api/auth/regenerate-email-token", {
      body: { email: "nope" },
    });
    expect(invalid.status).toBe(400);
    expect((await api.request("GET", "/api/auth/next-token")).status).toBe(400);
  });
});
