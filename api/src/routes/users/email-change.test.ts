import { emailTokens, users } from "@jadeverse/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { BOT_TOKEN } from "../../../test/telegram-bot-token.ts";
import { REFERRAL_BONUS_GEMS } from "../../lib/accounts/constants.ts";
import { signLoginWidget } from "../../lib/auth/telegram.ts";

const PASSWORD = "correct-horse-1";
const now = () => Math.floor(Date.now() / 1000);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ BOT_TOKEN });
});
afterAll(() => api.close());

const login = (email: string, password = PASSWORD) =>
  api.request("POST", "/api/auth/login", { body: { email, password } });
const me = async (token: string) => (await api.request("GET", "/api/users/me", { token })).body;
const row = async (id: number) => (await api.db.orm.select().from(users).where(eq(users.id, id)))[0]!;

describe("changing the e-mail needs the player, not just a session (A2)", () => {
  it("refuses without the current password or with a wrong one, and changes nothing", async () => {
    const { token, userId } = await api.signUp("owner-a@example.com");
    const bare = await api.request("PATCH", "/api/users/me", { token, body: { email: "thief@example.com" } });
    expect(bare.status).toBe(401);
    expect(bare.body.error.code).toBe("REAUTHENTICATION_REQUIRED");
    const wrong = await api.request("PATCH", "/api/users/me", {
      token,
      body: { email: "thief@example.com", currentPassword: "not-it-at-all" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe("INVALID_PASSWORD");
    expect(await row(userId)).toMatchObject({ email: "owner-a@example.com", pendingEmail: null });
    expect(await api.lastMail("thief@example.com")).toBeUndefined();
  });

  it("keeps the old login until the new address is confirmed, tells the old one and ends other sessions", async () => {
    const { token, userId } = await api.signUp("move-old@example.com");
    const other = (await login("move-old@example.com")).body.access_token as string;
    const res = await api.request("PATCH", "/api/users/me", {
      token,
      body: { email: "Move-New@Example.com ", currentPassword: PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      email: "move-old@example.com",
      pendingEmail: "move-new@example.com",
    });
    expect(await row(userId)).toMatchObject({
      email: "move-old@example.com",
      pendingEmail: "move-new@example.com",
    });
    // The caller keeps its session; every other one ended.
    expect((await api.request("GET", "/api/users/me", { token })).status).toBe(200);
    expect((await api.request("GET", "/api/users/me", { token: other })).status).toBe(401);
    // The old address is told, without the new address in full; it still signs in.
    const notice = await api.lastMail("move-old@example.com");
    expect(notice?.subject).toBe("Your JadeVerse e-mail is being changed");
    expect(notice?.text).toContain("mo***@example.com");
    expect((await login("move-old@example.com")).status).toBe(200);
    expect((await login("move-new@example.com")).status).toBe(401);

    const confirm = await api.request("POST", "/api/auth/verify-email", {
      body: { token: await api.mailedToken("move-new@example.com") },
    });
    expect(confirm.status).toBe(200);
    expect(await row(userId)).toMatchObject({ email: "move-new@example.com", pendingEmail: null });
    expect((await row(userId)).emailVerifiedAt).toBeInstanceOf(Date);
    expect((await login("move-new@example.com")).status).toBe(200);
    expect((await login("move-old@example.com")).status).toBe(401);
    expect((await api.lastMail("move-old@example.com"))?.subject).toBe("Your JadeVerse e-mail was changed");
  });

  it("answers the same for an address that belongs to someone else, whose owner is told instead", async () => {
    await api.signUp("taken@example.com");
    const { token, userId } = await api.signUp("wants-taken@example.com");
    const res = await api.request("PATCH", "/api/users/me", {
      token,
      body: { email: "taken@example.com", currentPassword: PASSWORD },
    });
    const free = await api.signUp("wants-free@example.com");
    const control = await api.request("PATCH", "/api/users/me", {
      token: free.token,
      body: { email: "free-address@example.com", currentPassword: PASSWORD },
    });
    expect(res.status).toBe(control.status);
    expect(res.body.message).toBe(control.body.message);
    expect((await api.lastMail("taken@example.com"))?.subject).toBe(
      "Someone tried to use your e-mail on JadeVerse",
    );
    expect((await api.lastMail("taken@example.com"))?.text).not.toMatch(/token=/);
    // The account reads the same as for a free address, but no link exists that could complete it.
    expect((await row(userId)).pendingEmail).toBe("taken@example.com");
    expect(res.body.user.pendingEmail).toBe("taken@example.com");
  });

  it("limits e-mail changes per player", async () => {
    const { token } = await api.signUp("often@example.com");
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await api.request("PATCH", "/api/users/me", {
        token,
        body: { email: `often-${i}@example.com`, currentPassword: PASSWORD },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it("asks a Telegram-only account for a fresh Telegram proof of the same identity", async () => {
    const widget = (id: number, authDate = now()) =>
      signLoginWidget({ id, first_name: "Ling", username: `ling${id}`, auth_date: authDate }, BOT_TOKEN);
    const tg = await api.request("POST", "/api/auth/telegram-login", { body: widget(4242) });
    const token = tg.body.access_token as string;
    const body = { email: "ling@example.com" };
    const none = await api.request("PATCH", "/api/users/me", { token, body });
    expect(none.body.error.code).toBe("TELEGRAM_PROOF_REQUIRED");
    const stale = await api.request("PATCH", "/api/users/me", {
      token,
      body: { ...body, telegramAuth: widget(4242, now() - 3600) },
    });
    expect(stale.status).toBe(401);
    const foreign = await api.request("PATCH", "/api/users/me", {
      token,
      body: { ...body, telegramAuth: widget(4243) },
    });
    expect(foreign.body.error.code).toBe("INVALID_TELEGRAM_AUTH");
    const fresh = await api.request("PATCH", "/api/users/me", {
      token,
      body: { ...body, telegramAuth: widget(4242) },
    });
    expect(fresh.status).toBe(200);
    expect((await me(token)).email).toBeNull();
    await api.request("POST", "/api/auth/verify-email", {
      body: { token: await api.mailedToken("ling@example.com") },
    });
    expect((await me(token)).email).toBe("ling@example.com");
  });

  it("treats its own address as nothing to change (no 500, no mail)", async () => {
    const { token } = await api.signUp("same@example.com");
    const before = await api.lastMail("same@example.com");
    const res = await api.request("PATCH", "/api/users/me", { token, body: { email: "SAME@example.com" } });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe("same@example.com");
    expect(await api.lastMail("same@example.com")).toEqual(before);
  });
});

describe("a mailed token proves only the address it was mailed to (A3)", () => {
  it("an e-mail change cancels an outstanding reset token, so it can't verify the new address", async () => {
    const { token, userId } = await api.signUp("attacker@example.com");
    await api.request("POST", "/api/auth/forgot-password", { body: { email: "attacker@example.com" } });
    const resetToken = await api.mailedToken("attacker@example.com");
    await api.request("PATCH", "/api/users/me", {
      token,
      body: { email: "victim@example.com", currentPassword: PASSWORD },
    });
    const reset = await api.request("POST", "/api/auth/reset-password", {
      body: { token: resetToken, password: "another-pass-1" },
    });
    expect(reset.status).toBe(400);
    expect(reset.body.error.code).toBe("INVALID_RESET_TOKEN");
    const user = await row(userId);
    expect(user.email).toBe("attacker@example.com");
    expect(user.pendingEmail).toBe("victim@example.com");
  });

  it("a verification token does not verify an address the account moved to by another path", async () => {
    await api.request("POST", "/api/auth/register", {
      body: { email: "bound-a@example.com", password: PASSWORD, country: "Europe" },
    });
    const verifyToken = await api.mailedToken("bound-a@example.com");
    await api.db.write((tx) =>
      tx.update(users).set({ email: "bound-b@example.com" }).where(eq(users.email, "bound-a@example.com")),
    );
    const res = await api.request("POST", "/api/auth/verify-email", { body: { token: verifyToken } });
    expect(res.status).toBe(400);
    const [user] = await api.db.orm.select().from(users).where(eq(users.email, "bound-b@example.com"));
    expect(user?.emailVerifiedAt).toBeNull();
  });

  it("stores each token with its address", async () => {
    const { userId } = await api.signUp("stored@example.com");
    const rows = await api.db.orm.select().from(emailTokens).where(eq(emailTokens.userId, userId));
    expect(rows.map((r) => r.email)).toEqual(["stored@example.com"]);
  });

  it("pays the referral bonus once, whether the address is first verified by reset or by verification", async () => {
    const referrer = await api.signUp("referrer-r@example.com");
    const code = (await me(referrer.token)).referralCode as string;
    const gems = async () => (await me(referrer.token)).gemsAmount as number;
    const start = await gems();
    await api.request("POST", "/api/auth/register", {
      body: { email: "friend-r@example.com", password: PASSWORD, country: "Europe", referralCodeInput: code },
    });
    const verifyToken = await api.mailedToken("friend-r@example.com");
    await api.request("POST", "/api/auth/forgot-password", { body: { email: "friend-r@example.com" } });
    const resetToken = await api.mailedToken("friend-r@example.com");
    const reset = await api.request("POST", "/api/auth/reset-password", {
      body: { token: resetToken, password: "friend-new-pass" },
    });
    expect(reset.status).toBe(200);
    expect(await gems()).toBe(start + REFERRAL_BONUS_GEMS);
    // The older verification token was cancelled by the reset and pays nothing more.
    const late = await api.request("POST", "/api/auth/verify-email", { body: { token: verifyToken } });
    expect(late.status).toBe(400);
    expect(await gems()).toBe(start + REFERRAL_BONUS_GEMS);
    expect((await login("friend-r@example.com", "friend-new-pass")).status).toBe(200);
  });
});
