import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { ledgerEntries, users } from "@jadeverse/db/schema";
import { seedDatabase } from "@jadeverse/db/seed";
import { findUserByDemoId } from "@jadeverse/db/users/find";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { BOT_TOKEN } from "../../../test/telegram-bot-token.ts";
import { pruneExpiredDemoCopies } from "../../lib/accounts/demo-copies.ts";
import { signLoginWidget } from "../../lib/auth/telegram.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ BOT_TOKEN });
  await seedDatabase(api.db, { leaderboardPlayers: 0 });
}, 60_000);
afterAll(() => api.close());

const visit = async (id = "jade-beta") => {
  const res = await api.request("POST", "/api/auth/login-demo", { body: { id } });
  expect(res.status).toBe(200);
  return res.body.access_token as string;
};
const me = async (token: string) => (await api.request("GET", "/api/users/me", { token })).body;

describe("each demo visit plays a private copy (A5)", () => {
  it("what one visitor changes is not seen by the next, and the persona stays as seeded", async () => {
    const persona = (await findUserByDemoId(api.db.orm, "jade-beta"))!;
    const first = await visit();
    const second = await visit();
    const [a, b] = [await me(first), await me(second)];
    expect(a.id).not.toBe(b.id);
    expect(a.id).not.toBe(persona.id);
    for (const copy of [a, b])
      expect(copy).toMatchObject({
        nickname: persona.nickname,
        gemsAmount: persona.gems,
        coinsAmount: persona.coins,
        isDemo: true,
        identityLocked: true,
        hasBetaAccess: true,
        tutorialStep: persona.tutorialStep,
      });
    const owned = async (token: string) => (await api.request("GET", "/api/skins/me", { token })).body.skins;
    expect((await owned(first)).length).toBeGreaterThan(0);
    expect(await owned(second)).toEqual(await owned(first));
    const stats = await api.request("GET", "/api/users/me/game-statistics", { token: first });
    const personaStats = (await api.request("GET", "/api/users/me/game-statistics", { token: second })).body;
    expect(stats.body).toEqual(personaStats);

    await api.request("PATCH", "/api/users/me", {
      token: first,
      body: { nickname: "Graffiti", tutorialStep: "STEP_1_INTRO" },
    });
    await api.request("PATCH", "/api/users/wallet-address", {
      token: first,
      body: { walletAddress: "0x1111111111111111111111111111111111111111" },
    });
    expect((await me(first)).nickname).toBe("Graffiti");
    expect(await me(second)).toMatchObject({
      nickname: persona.nickname,
      tutorialStep: persona.tutorialStep,
    });
    expect((await me(await visit())).nickname).toBe(persona.nickname);
    expect(await findUserByDemoId(api.db.orm, "jade-beta")).toEqual(persona);
  });

  it("refuses identity changes on demo players with DEMO_IDENTITY_LOCKED", async () => {
    const token = await visit();
    const email = await api.request("PATCH", "/api/users/me", {
      token,
      body: { email: "demo-takeover@example.com", currentPassword: "whatever-1" },
    });
    expect(email.status).toBe(403);
    expect(email.body.error.code).toBe("DEMO_IDENTITY_LOCKED");
    const password = await api.request("PATCH", "/api/users/change-password", {
      token,
      body: { oldPassword: "x", newPassword: "new-password-1" },
    });
    expect(password.body.error.code).toBe("DEMO_IDENTITY_LOCKED");
    const link = await api.request("POST", "/api/auth/link-email", {
      token,
      body: { email: "demo-link@example.com", password: "new-password-1" },
    });
    expect(link.body.error.code).toBe("DEMO_IDENTITY_LOCKED");
    const telegram = await api.request("POST", "/api/auth/telegram-login", {
      token,
      body: signLoginWidget(
        { id: 5150, first_name: "Demo", auth_date: Math.floor(Date.now() / 1000) },
        BOT_TOKEN,
      ),
    });
    expect(telegram.status).toBe(403);
    expect(telegram.body.error.code).toBe("DEMO_IDENTITY_LOCKED");
    expect(await me(token)).toMatchObject({ email: null, telegram: null });
  });

  it("logging out deletes the copy; the cleanup job deletes expired ones; the ledger still balances", async () => {
    const token = await visit("jade-rookie");
    const copyId = (await me(token)).id as number;
    expect((await api.request("POST", "/api/auth/logout", { token })).status).toBe(200);
    expect(await api.db.orm.select().from(users).where(eq(users.id, copyId))).toEqual([]);
    expect(await api.db.orm.select().from(ledgerEntries).where(eq(ledgerEntries.userId, copyId))).toEqual([]);

    const kept = (await me(await visit("jade-rookie"))).id as number;
    const expired = (await me(await visit("jade-rookie"))).id as number;
    await api.db.write((tx) =>
      tx
        .update(users)
        .set({ demoExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(users.id, expired)),
    );
    expect(await pruneExpiredDemoCopies(api.deps)).toBe(1);
    expect(await api.db.orm.select({ id: users.id }).from(users).where(eq(users.id, expired))).toEqual([]);
    expect(await api.db.orm.select({ id: users.id }).from(users).where(eq(users.id, kept))).toEqual([
      { id: kept },
    ]);
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });
});

describe("demo log-ins are limited per address (DEMO_LOGIN_LIMIT)", () => {
  it("allows the configured number per 15 minutes, then answers 429 with Retry-After", async () => {
    const limited = await startTestApi({ RATE_LIMIT_DISABLED: "false", DEMO_LOGIN_LIMIT: "2" });
    try {
      await seedDatabase(limited.db, { leaderboardPlayers: 0 });
      const login = () => limited.request("POST", "/api/auth/login-demo", { body: { id: "jade-beta" } });
      expect((await login()).status).toBe(200);
      expect((await login()).status).toBe(200);
      const refused = await login();
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe("RATE_LIMITED");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  }, 60_000);
});

describe("identityLocked in GET /api/users/me", () => {
  it("is true for every demo copy, also of a persona not flagged isDemo (jade-guest)", async () => {
    const guest = await me(await visit("jade-guest"));
    expect(guest).toMatchObject({ isDemo: false, identityLocked: true });
    const refused = await api.request("PATCH", "/api/users/change-password", {
      token: await visit("jade-guest"),
      body: { oldPassword: "whatever-1", newPassword: "whatever-2" },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("DEMO_IDENTITY_LOCKED");
  });
});
