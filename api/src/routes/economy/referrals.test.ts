import { ledgerEntries, users } from "@jadeverse/db/schema";
import { insertUser } from "@jadeverse/db/users/insert";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { describeReadLimit } from "../../../test/read-limit.ts";
import { BOT_TOKEN } from "../../../test/telegram-bot-token.ts";
import { REFERRAL_BONUS_GEMS } from "../../lib/accounts/constants.ts";
import { signInitData } from "../../lib/auth/telegram.ts";
import { referralStatisticsResponse } from "../../lib/openapi/responses/referrals.ts";
import { RECENT_REFERRALS_LIMIT, REFERRAL_READS_PER_MINUTE } from "../../lib/referrals/constants.ts";

const PASSWORD = "friend-pass-1";
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ BOT_TOKEN });
});
afterAll(() => api.close());

const statistics = async (token: string) => {
  const res = await api.request("GET", "/api/users/me/referral-statistics", { token });
  expect(res.status).toBe(200);
  return referralStatisticsResponse.parse(res.body);
};
const me = async (token: string) => (await api.request("GET", "/api/users/me", { token })).body;
const register = async (email: string, code: string) => {
  const res = await api.request("POST", "/api/auth/register", {
    body: { email, password: PASSWORD, country: "Europe", referralCodeInput: code },
  });
  expect(res.status).toBe(201);
};
const verify = (email: string) =>
  api.mailedToken(email).then((token) => api.request("POST", "/api/auth/verify-email", { body: { token } }));

describe("GET /api/users/me/referral-statistics", () => {
  it("answers 401 without a session", async () => {
    const res = await api.request("GET", "/api/users/me/referral-statistics");
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("UNAUTHORIZED");
  });

  it("is all zeros for a player who referred nobody", async () => {
    const { token } = await api.signUp("lonely@example.com");
    expect(await statistics(token)).toEqual({
      totalReferrals: 0,
      verifiedReferrals: 0,
      pendingReferrals: 0,
      earnings: { totalGemsEarned: 0 },
      conversionRate: 0,
      recentReferrals: [],
    });
  });

  it("counts a friend as pending after sign-up and as verified, once, after the friend verifies", async () => {
    const referrer = await api.signUp("referrer@example.com");
    const code = (await me(referrer.token)).referralCode as string;
    const gemsBefore = (await me(referrer.token)).gemsAmount as number;

    await register("friend-one@example.com", code);
    const [friend] = await api.db.orm.select().from(users).where(eq(users.email, "friend-one@example.com"));
    const pending = await statistics(referrer.token);
    expect(pending).toMatchObject({
      totalReferrals: 1,
      verifiedReferrals: 0,
      pendingReferrals: 1,
      earnings: { totalGemsEarned: 0 },
      conversionRate: 0,
    });
    expect(pending.recentReferrals).toEqual([
      {
        id: friend!.id,
        nickname: null,
        registeredAt: friend!.createdAt.toISOString(),
        isVerified: false,
      },
    ]);

    expect((await verify("friend-one@example.com")).status).toBe(200);
    const verified = await statistics(referrer.token);
    expect(verified).toMatchObject({
      totalReferrals: 1,
      verifiedReferrals: 1,
      pendingReferrals: 0,
      earnings: { totalGemsEarned: REFERRAL_BONUS_GEMS },
      conversionRate: 100,
    });
    expect(verified.recentReferrals[0]).toMatchObject({ id: friend!.id, isVerified: true });

    // Verifying again (a reset link proves the address too) pays and counts nothing more.
    await api.request("POST", "/api/auth/forgot-password", { body: { email: "friend-one@example.com" } });
    const reset = await api.request("POST", "/api/auth/reset-password", {
      body: { token: await api.mailedToken("friend-one@example.com"), password: "friend-new-pass" },
    });
    expect(reset.status).toBe(200);
    const again = await statistics(referrer.token);
    expect(again.verifiedReferrals).toBe(1);
    expect(again.earnings.totalGemsEarned).toBe(REFERRAL_BONUS_GEMS);
    // The earnings are the ledger's: the referrer's balance grew by exactly that much.
    expect(((await me(referrer.token)).gemsAmount as number) - gemsBefore).toBe(REFERRAL_BONUS_GEMS);

    // A second friend stays pending: counts and the rate follow, the newest friend comes first.
    await register("friend-two@example.com", code);
    const mixed = await statistics(referrer.token);
    expect(mixed).toMatchObject({
      totalReferrals: 2,
      verifiedReferrals: 1,
      pendingReferrals: 1,
      earnings: { totalGemsEarned: REFERRAL_BONUS_GEMS },
      conversionRate: 50,
    });
    expect(mixed.recentReferrals.map((r) => r.isVerified)).toEqual([false, true]);
  });

  it("counts a friend who came through Telegram's start_param as verified at once, with their nickname", async () => {
    const referrer = await api.signUp("tg-referrer@example.com");
    const code = (await me(referrer.token)).referralCode as string;
    const initData = signInitData(
      {
        query_id: "AAHdF6IQAAAAAN0XohDhrOrc",
        user: JSON.stringify({ id: 6006, first_name: "Jin", username: "jin6006" }),
        auth_date: String(Math.floor(Date.now() / 1000)),
        start_param: code,
      },
      BOT_TOKEN,
    );
    const login = await api.request("POST", "/api/auth/telegram-miniapp", {
      headers: { authorization: `tma ${initData}` },
    });
    expect(login.status).toBe(200);
    const stats = await statistics(referrer.token);
    expect(stats).toMatchObject({
      totalReferrals: 1,
      verifiedReferrals: 1,
      pendingReferrals: 0,
      earnings: { totalGemsEarned: REFERRAL_BONUS_GEMS },
      conversionRate: 100,
    });
    expect(stats.recentReferrals).toEqual([
      expect.objectContaining({ nickname: "jin6006", isVerified: true }),
    ]);
  });

  it(`lists the ${RECENT_REFERRALS_LIMIT} newest friends first, leaves out deleted ones and other players' friends`, async () => {
    const [referrer, other] = (await createPlayers(api, 2)) as [TestPlayer, TestPlayer];
    const base = Date.UTC(2026, 0, 1);
    const friendIds = await api.db.write(async (tx) => {
      const ids: number[] = [];
      for (let i = 0; i < RECENT_REFERRALS_LIMIT + 2; i++) {
        const friend = await insertUser(tx, {
          nickname: `friend-${i}`,
          referredById: referrer.userId,
          createdAt: new Date(base + i * 60_000),
        });
        ids.push(friend.id);
      }
      await insertUser(tx, { nickname: "not-mine", referredById: other.userId });
      return ids;
    });
    const gone = friendIds.at(-1)!;
    await api.db.write((tx) => tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone)));

    const stats = await statistics(referrer.token);
    expect(stats.totalReferrals).toBe(RECENT_REFERRALS_LIMIT + 1);
    expect(stats.pendingReferrals).toBe(RECENT_REFERRALS_LIMIT + 1);
    expect(stats.recentReferrals).toHaveLength(RECENT_REFERRALS_LIMIT);
    const expected = friendIds.slice(0, -1).reverse().slice(0, RECENT_REFERRALS_LIMIT);
    expect(stats.recentReferrals.map((r) => r.id)).toEqual(expected);
    expect(stats.recentReferrals[0]).toMatchObject({
      nickname: `friend-${RECENT_REFERRALS_LIMIT}`,
      registeredAt: new Date(base + RECENT_REFERRALS_LIMIT * 60_000).toISOString(),
    });
    expect((await statistics(other.token)).totalReferrals).toBe(1);
    // Nothing was paid for these unverified friends.
    const paid = await api.db.orm
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, referrer.userId), eq(ledgerEntries.reason, "referral-bonus")));
    expect(paid).toHaveLength(0);
  });

  it("never counts a demo player (a persona or a demo visit's copy) as anyone's referral", async () => {
    const [referrer] = (await createPlayers(api, 1)) as [TestPlayer];
    await api.db.write(async (tx) => {
      await insertUser(tx, { nickname: "real-friend", referredById: referrer.userId });
      await insertUser(tx, {
        nickname: "Persona",
        demoId: "referral-persona",
        referredById: referrer.userId,
      });
    });
    // Several demo visits: each makes a private copy of the persona; their rows name the referrer too.
    const copies: number[] = [];
    for (let i = 0; i < 4; i++) {
      const login = await api.request("POST", "/api/auth/login-demo", { body: { id: "referral-persona" } });
      expect(login.status).toBe(200);
      copies.push((await me(login.body.access_token as string)).id as number);
    }
    await api.db.write((tx) =>
      tx.update(users).set({ referredById: referrer.userId }).where(inArray(users.id, copies)),
    );
    const stats = await statistics(referrer.token);
    expect(stats).toMatchObject({
      totalReferrals: 1,
      verifiedReferrals: 0,
      pendingReferrals: 1,
      conversionRate: 0,
    });
    expect(stats.recentReferrals.map((r) => r.nickname)).toEqual(["real-friend"]);
  });
});

describeReadLimit("/api/users/me/referral-statistics", REFERRAL_READS_PER_MINUTE);
