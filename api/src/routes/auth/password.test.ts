import type { Db } from "@jadeverse/db/client";
import { emailTokens, users } from "@jadeverse/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import type { Deps } from "../../context.ts";
import { backgroundIdle } from "../../lib/background.ts";
import { buildPlatform } from "../../server/platform.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe("forgot and reset password", () => {
  it("answers known and unknown addresses alike, mailing only the known one", async () => {
    await api.signUp("reset-me@example.com", "first-pass-1");
    const known = await api.request("POST", "/api/auth/forgot-password", {
      body: { email: "reset-me@example.com" },
    });
    const unknown = await api.request("POST", "/api/auth/forgot-password", {
      body: { email: "nobody@example.com" },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.success).toBe(true);
    const mail = await api.lastMail("reset-me@example.com");
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=/);
    expect(await api.lastMail("nobody@example.com")).toBeUndefined();
  });

  it("answers before the address lookup begins: no lookup work can shape the answer (issue 15 B)", async () => {
    await api.signUp("early@example.com");
    // The same platform over the same database, observed: every read goes through `db.orm`, so its
    // first use is the lookup; the server notes when the platform has produced its answer.
    const events: string[] = [];
    const real = api.deps.db;
    const observed: Db = {
      ...real,
      get orm() {
        events.push("lookup");
        return real.orm;
      },
    };
    const deps: Deps = { ...api.deps, db: observed };
    const platform = buildPlatform(deps);
    const server = Bun.serve({
      port: 0,
      hostname: "127.0.0.1",
      fetch: async (request, bunServer) => {
        const response = await platform.serve.fetch(request, bunServer);
        events.push("answered");
        return response;
      },
    });
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/api/auth/forgot-password`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "early@example.com" }),
      });
      expect(res.status).toBe(200);
      await backgroundIdle(deps);
      expect(events).toEqual(["answered", "lookup"]);
      // The work still happened, after the answer.
      expect((await api.lastMail("early@example.com"))?.subject).toBe("Reset your JadeVerse password");
    } finally {
      server.stop(true);
    }
  });

  it("sets a new password once, revokes every session and lets the new password in", async () => {
    const { token: session } = await api.signUp("rotate@example.com", "old-pass-12");
    await api.request("POST", "/api/auth/forgot-password", { body: { email: "rotate@example.com" } });
    const token = await api.mailedToken("rotate@example.com");

    const short = await api.request("POST", "/api/auth/reset-password", {
      body: { token, password: "12345" },
    });
    expect(short.status).toBe(400);
    expect(short.body.error.code).toBe("VALIDATION_ERROR");

    const ok = await api.request("POST", "/api/auth/reset-password", { body: { token, password: "123456" } });
    expect(ok.status).toBe(200);
    expect(ok.body.success).toBe(true);
    const reused = await api.request("POST", "/api/auth/reset-password", {
      body: { token, password: "abcdef" },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toEqual({
      code: "INVALID_RESET_TOKEN",
      message: "Invalid or expired reset token. Please request a new password reset.",
    });

    expect((await api.request("GET", "/api/users/me", { token: session })).status).toBe(401);
    const oldLogin = await api.request("POST", "/api/auth/login", {
      body: { email: "rotate@example.com", password: "old-pass-12" },
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await api.request("POST", "/api/auth/login", {
      body: { email: "rotate@example.com", password: "123456" },
    });
    expect(newLogin.status).toBe(200);
  });

  it("refuses an expired reset token and a verification token used as a reset token", async () => {
    await api.signUp("expired@example.com", "keep-pass-1");
    await api.request("POST", "/api/auth/forgot-password", { body: { email: "expired@example.com" } });
    const token = await api.mailedToken("expired@example.com");
    const [user] = await api.db.orm.select().from(users).where(eq(users.email, "expired@example.com"));
    await api.db.write((tx) =>
      tx
        .update(emailTokens)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(eq(emailTokens.userId, user!.id)),
    );
    const res = await api.request("POST", "/api/auth/reset-password", {
      body: { token, password: "brand-new" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("INVALID_RESET_TOKEN");

    await api.request("POST", "/api/auth/register", {
      body: { email: "cross@example.com", password: "cross-pass", country: "Asia" },
    });
    const verifyToken = await api.mailedToken("cross@example.com");
    const crossed = await api.request("POST", "/api/auth/reset-password", {
      body: { token: verifyToken, password: "hijacked" },
    });
    expect(crossed.status).toBe(400);
    const login = await api.request("POST", "/api/auth/login", {
      body: { email: "expired@example.com", password: "keep-pass-1" },
    });
    expect(login.status).toBe(200);
  });

  it("validates the reset request", async () => {
    for (const body of [{}, { email: "" }, { email: "bad" }, { email: 7 }]) {
      const res = await api.request("POST", "/api/auth/forgot-password", { body });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
    }
  });
});

describe("logout", () => {
  it("revokes the session, clears the cookie and is idempotent", async () => {
    const { token } = await api.signUp("bye@example.com");
    const res = await api.request("POST", "/api/auth/logout", { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/access_token=;/);
    // The readable session hint goes with it (middleware/session-cookie.ts).
    expect(res.headers.get("set-cookie")).toMatch(/signed_in=;/);
    expect((await api.request("GET", "/api/users/me", { token })).status).toBe(401);
    expect((await api.request("POST", "/api/auth/logout", { token })).status).toBe(200);
    expect((await api.request("POST", "/api/auth/logout")).status).toBe(200);
  });

  it("also works with the cookie alone", async () => {
    const { token } = await api.signUp("cookie@example.com");
    const res = await api.request("POST", "/api/auth/logout", {
      headers: { cookie: `access_token=${token}` },
    });
    expect(res.status).toBe(200);
    expect((await api.request("GET", "/api/users/me", { token })).status).toBe(401);
  });
});

describe("demo login", () => {
  it("logs in as a demo account by its demo id and refuses unknown or malformed ids", async () => {
    const { userId } = await api.signUp("demo-owner@example.com");
    await api.db.write((tx) =>
      tx
        .update(users)
        .set({ demoId: "jade-test", isDemo: true, nickname: "Tester" })
        .where(eq(users.id, userId)),
    );
    const ok = await api.request("POST", "/api/auth/login-demo", { body: { id: "jade-test" } });
    expect(ok.status).toBe(200);
    const me = await api.request("GET", "/api/users/me", { token: ok.body.access_token });
    // The visit plays a private copy of the persona (see auth/demo-copies.test.ts).
    expect(me.body).toMatchObject({ isDemo: true, nickname: "Tester", email: null });
    expect(me.body.id).not.toBe(userId);
    expect(ok.headers.get("set-cookie")).toMatch(/Max-Age=86400/);
    // The HttpOnly session cookie and its readable hint (not a credential: "1").
    expect(ok.headers.get("set-cookie")).toMatch(/access_token=[^;]+;[^,]*HttpOnly/);
    expect(ok.headers.get("set-cookie")).toMatch(/signed_in=1; Max-Age=86400; Path=\//);

    const unknown = await api.request("POST", "/api/auth/login-demo", { body: { id: "nope" } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("DEMO_NOT_FOUND");
    for (const body of [{}, { id: "" }, { id: "../etc" }, { id: "x".repeat(65) }, { id: 5 }]) {
      expect((await api.request("POST", "/api/auth/login-demo", { body })).status).toBe(400);
    }
  });
});
