import { users } from "@jadeverse/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { BOT_TOKEN } from "../../../test/telegram-bot-token.ts";
import { signLoginWidget } from "../../lib/auth/telegram.ts";

const PASSWORD = "correct-horse-1";
const EVIL = { origin: "https://evil.example" };

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ BOT_TOKEN });
});
afterAll(() => api.close());

describe("every cookie-authenticated write passes the Origin check (A7)", () => {
  it("refuses a cross-site logout and a cross-site Telegram link, and keeps the session", async () => {
    const { token, userId } = await api.signUp("csrf@example.com");
    const cookie = { cookie: `access_token=${token}` };
    const logout = await api.request("POST", "/api/auth/logout", { headers: { ...cookie, ...EVIL } });
    expect(logout.status).toBe(403);
    expect(logout.body.error.code).toBe("FORBIDDEN");
    const link = await api.request("POST", "/api/auth/telegram-login", {
      headers: { ...cookie, ...EVIL },
      body: signLoginWidget(
        { id: 6161, first_name: "Evil", auth_date: Math.floor(Date.now() / 1000) },
        BOT_TOKEN,
      ),
    });
    expect(link.status).toBe(403);
    const noOrigin = await api.request("POST", "/api/auth/logout", {
      headers: { ...cookie, "sec-fetch-site": "cross-site" },
    });
    expect(noOrigin.status).toBe(403);
    expect((await api.request("GET", "/api/users/me", { token })).status).toBe(200);
    expect((await api.db.orm.select().from(users).where(eq(users.id, userId)))[0]?.telegramId).toBeNull();
    // Our own origin, and a bearer token (no ambient authority), pass.
    const own = await api.request("POST", "/api/auth/logout", {
      headers: { ...cookie, origin: "http://localhost:3000" },
    });
    expect(own.status).toBe(200);
  });
});

describe("API 404 and 405 answer the error envelope", () => {
  it("404 for an unknown path, 405 with Allow for a known path and another method", async () => {
    const missing = await api.request("GET", "/api/nope");
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("NOT_FOUND");
    const { token } = await api.signUp("methods@example.com");
    const wrong = await api.request("DELETE", "/api/users/me", { token });
    expect(wrong.status).toBe(405);
    expect(wrong.body).toEqual({
      error: { code: "METHOD_NOT_ALLOWED", message: "DELETE is not allowed here." },
    });
    expect(wrong.headers.get("allow")).toBe("GET, HEAD, PATCH");
    const post = await api.request("GET", "/api/auth/login");
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("POST");
  });
});

describe("parallel password changes: one wins (A7)", () => {
  it("exactly one succeeds, the rest are told to retry, and the winner keeps its session", async () => {
    const { token } = await api.signUp("cas@example.com");
    const tokens = [token];
    for (let i = 0; i < 4; i++)
      tokens.push(
        (
          await api.request("POST", "/api/auth/login", {
            body: { email: "cas@example.com", password: PASSWORD },
          })
        ).body.access_token,
      );
    const results = await Promise.all(
      tokens.map((t, i) =>
        api.request("PATCH", "/api/users/change-password", {
          token: t,
          body: { oldPassword: PASSWORD, newPassword: `new-password-${i}` },
        }),
      ),
    );
    const winners = results.flatMap((r, i) => (r.status === 200 ? [i] : []));
    expect(winners).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body.error.code).toBe("PASSWORD_CHANGED_CONCURRENTLY");
    }
    const winner = winners[0]!;
    expect((await api.request("GET", "/api/users/me", { token: tokens[winner] })).status).toBe(200);
    const login = await api.request("POST", "/api/auth/login", {
      body: { email: "cas@example.com", password: `new-password-${winner}` },
    });
    expect(login.status).toBe(200);
  });
});

describe("display text reads as what it is (A7)", () => {
  it("refuses control characters, bidi overrides and invisible-only nicknames", async () => {
    const { token } = await api.signUp("nick@example.com");
    for (const nickname of [
      "a\u0000b",
      "line\nbreak",
      "evil\u202Etxt.exe",
      "\u2066x\u2069",
      "\u200B\u200B",
      "\u3164",
      "   ",
    ]) {
      const res = await api.request("PATCH", "/api/users/me", { token, body: { nickname } });
      expect(res.status, JSON.stringify(nickname)).toBe(400);
    }
    expect(
      (await api.request("PATCH", "/api/users/me", { token, body: { firstName: "A\u202Eb" } })).status,
    ).toBe(400);
  });

  it("counts 25 characters as a person sees them", async () => {
    const { token } = await api.signUp("graphemes@example.com");
    const family = "👩‍👩‍👧‍👦";
    const ok = await api.request("PATCH", "/api/users/me", { token, body: { nickname: family.repeat(25) } });
    expect(ok.status).toBe(200);
    expect(ok.body.user.nickname).toBe(family.repeat(25));
    const long = await api.request("PATCH", "/api/users/me", {
      token,
      body: { nickname: family.repeat(26) },
    });
    expect(long.status).toBe(400);
    const accents = "e\u0301".repeat(25); // 50 code points, 25 characters
    const composed = await api.request("PATCH", "/api/users/me", { token, body: { nickname: accents } });
    expect(composed.status).toBe(200);
    expect(composed.body.user.nickname).toBe("é".repeat(25));
  });
});
