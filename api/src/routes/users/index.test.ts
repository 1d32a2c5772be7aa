import { banners, gameStatistics, platformSettings, userSkins, users } from "@jadeverse/db/schema";
import { NAME_MAX, NICKNAME_MAX } from "@jadeverse/db/users/display-name";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { DYNAMIC_COMPRESSION_THRESHOLD } from "../../server/encoding.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ PIXELSTREAMING_URL: "https://stream.jadeverse.test/session" });
});
afterAll(() => api.close());

describe("GET /api/users/me", () => {
  it("returns the player in the spec's shape", async () => {
    const { token, userId } = await api.signUp("me@example.com");
    const res = await api.request("GET", "/api/users/me", { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: userId,
      email: "me@example.com",
      emailVerified: true,
      gemsAmount: expect.any(Number),
      coinsAmount: expect.any(Number),
      vip: 0,
      hasBetaAccess: false,
      isDemo: false,
      identityLocked: false,
      tutorialStep: "NOT_STARTED",
      equippedSkin: null,
      level: 1,
      referralCode: expect.stringMatching(/^JV[A-Z0-9]{8}$/),
    });
    expect(res.body).not.toHaveProperty("passwordHash");
    // The owned avatars are `GET /api/skins/me`: this answer, asked for by every screen, stays small.
    expect(res.body).not.toHaveProperty("avatars");
  });

  it("stays under the compression threshold with every field filled (every screen reads it)", async () => {
    const { token, userId } = await api.signUp(`${"a".repeat(40)}@example.com`);
    await api.db.execute("insert into avatars (id, name) values (951, 'Jade Dragon Emperor')");
    await api.db.execute(`insert into skins (id, slug, name, avatar_id, type, rarity, price_gems, small_image_url, big_image_url, cover_image_url)
      values (9501, 'jade-dragon-emperor-gold', 'Jade Dragon Emperor Gold', 951, 'SKIN', 'SUPREME', 10,
              '/media/skins/jade-dragon-emperor-gold-small.svg', '/media/b.svg', '/media/c.svg')`);
    await api.db.write(async (tx) => {
      await tx.insert(userSkins).values({ userId, skinId: 9501 });
      await tx
        .update(users)
        .set({
          nickname: "N".repeat(NICKNAME_MAX),
          firstName: "F".repeat(NAME_MAX),
          lastName: "L".repeat(NAME_MAX),
          walletAddress: `0x${"ab".repeat(20)}`,
          tonAddress: `0:${"cd".repeat(32)}`,
          telegramId: "7123456789",
          telegramUsername: "u".repeat(32),
          photoUrl: `https://t.me/i/userpic/320/${"p".repeat(43)}.jpg`,
          equippedSkinId: 9501,
        })
        .where(eq(users.id, userId));
    });
    const res = await api.request("GET", "/api/users/me", { token });
    expect(res.body.equippedSkin.id).toBe(9501);
    expect(Buffer.byteLength(JSON.stringify(res.body))).toBeLessThan(DYNAMIC_COMPRESSION_THRESHOLD);
  });

  it("answers 401 without a token, with a bad one, or an expired one", async () => {
    expect((await api.request("GET", "/api/users/me")).status).toBe(401);
    const bad = await api.request("GET", "/api/users/me", { token: "x".repeat(43) });
    expect(bad.status).toBe(401);
    expect(bad.body.error).toEqual({ code: "UNAUTHORIZED", message: "Unauthorized" });
    expect(
      (await api.request("GET", "/api/users/me", { headers: { authorization: "Basic abc" } })).status,
    ).toBe(401);
    const { token } = await api.signUp("expiring@example.com");
    await api.db.execute("update sessions set expires_at = 0");
    expect((await api.request("GET", "/api/users/me", { token })).status).toBe(401);
  });

  it("answers USER_NOT_FOUND_ERROR once the account is deleted", async () => {
    const { token, userId } = await api.signUp("deleted@example.com");
    await api.db.write((tx) => tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, userId)));
    const res = await api.request("GET", "/api/users/me", { token });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("USER_NOT_FOUND_ERROR");
  });
});

describe("PATCH /api/users/me", () => {
  it("updates nickname, names and tutorial step", async () => {
    const { token } = await api.signUp("patch@example.com");
    const res = await api.request("PATCH", "/api/users/me", {
      token,
      body: {
        nickname: "  JadeQueen ",
        firstName: "Ada",
        lastName: "Lovelace King",
        tutorialStep: "STEP_2_MOVEMENT",
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Profile updated successfully!");
    expect(res.body.user).toMatchObject({
      nickname: "JadeQueen",
      firstName: "Ada",
      lastName: "Lovelace King",
      tutorialStep: "STEP_2_MOVEMENT",
    });
    expect(res.body.user.nickname).toHaveLength(9);
  });

  it.each([
    ["a 26-character nickname", { nickname: "n".repeat(26) }],
    ["a blank nickname", { nickname: "   " }],
    ["an unknown tutorial step", { tutorialStep: "STEP_9" }],
    ["an unknown field", { gemsAmount: 1_000_000 }],
    ["an empty patch", {}],
    ["a wrong type", { nickname: 12 }],
  ])("rejects %s and changes nothing", async (_name, body) => {
    const { token } = await api.signUp(`bad-patch-${Math.random().toString(36).slice(2)}@example.com`);
    const before = await api.request("GET", "/api/users/me", { token });
    const res = await api.request("PATCH", "/api/users/me", { token, body });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_ERROR");
    expect((await api.request("GET", "/api/users/me", { token })).body).toEqual(before.body);
  });

  it("changes the e-mail only after the password, and only once the new address confirms it", async () => {
    const { token } = await api.signUp("mover@example.com");
    const moved = await api.request("PATCH", "/api/users/me", {
      token,
      body: { email: "moved@example.com", currentPassword: "correct-horse-1" },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.user).toMatchObject({ email: "mover@example.com", emailVerified: true });
    expect((await api.lastMail("moved@example.com"))?.subject).toBe("Confirm your new JadeVerse e-mail");
    await api.request("POST", "/api/auth/verify-email", {
      body: { token: await api.mailedToken("moved@example.com") },
    });
    const me = await api.request("GET", "/api/users/me", { token });
    expect(me.body).toMatchObject({ email: "moved@example.com", emailVerified: true });
  });
});

describe("XP, rank and statistics", () => {
  it("derives level, title and progress from XP, and ranks by XP", async () => {
    const a = await api.signUp("xp-a@example.com");
    const b = await api.signUp("xp-b@example.com");
    await api.db.write(async (tx) => {
      await tx.update(users).set({ xp: 10_000_000 }).where(eq(users.id, a.userId));
      await tx.update(users).set({ xp: 350 }).where(eq(users.id, b.userId));
    });
    const xp = await api.request("GET", "/api/users/me/xp", { token: b.token });
    expect(xp.body).toEqual({
      xp: 350,
      level: 3,
      title: "Bamboo Warrior",
      xpToNextLevel: 250,
      nextLevelXP: 300,
    });
    // The Rank is not by XP: one definition, the Global board's place (economy/leaderboard.test.ts).
    expect((await api.request("GET", "/api/xp/rank", { token: b.token })).body).toEqual({ rank: null });
  });

  it("lists every dashboard game with zero defaults, then real figures", async () => {
    const { token, userId } = await api.signUp("stats@example.com");
    const empty = await api.request("GET", "/api/users/me/game-statistics", { token });
    expect(Object.keys(empty.body.gameStatistics).sort()).toEqual(
      ["baccarat", "blackjack", "bound-in-gold", "fireworks-frenzy", "jetski", "roulette"].sort(),
    );
    expect(empty.body.favoriteGame).toBeNull();
    await api.db.write((tx) =>
      tx.insert(gameStatistics).values([
        {
          userId,
          gameType: "roulette",
          totalPlays: 8,
          totalWins: 3,
          coinsWagered: 800,
          coinsWon: 1200,
          secondsPlayed: 600,
          sessions: 2,
          highestRewardCoins: 700,
        },
        {
          userId,
          gameType: "bound-in-gold",
          totalPlays: 2,
          totalWins: 1,
          gemsWagered: 4,
          gemsWon: 9,
          secondsPlayed: 300,
          sessions: 1,
          highestRewardCoins: 0,
        },
      ]),
    );
    const filled = await api.request("GET", "/api/users/me/game-statistics", { token });
    expect(filled.body.gameStatistics.roulette).toMatchObject({
      totalPlays: 8,
      totalWins: 3,
      winRate: 37.5,
      coinsWon: 1200,
    });
    expect(filled.body.favoriteGame).toEqual({ gameType: "roulette" });
    const totals = await api.request("GET", "/api/users/me/statistics", { token });
    expect(totals.body).toMatchObject({
      totalGamesPlayed: 10,
      totalGamesWon: 4,
      totalCoinsWon: 1200,
      totalGemsWon: 9,
      highestRewardEarnedCoins: 700,
      playTime: { totalSecondsPlayed: 900, totalSessions: 3, averageSessionLength: 300 },
    });
  });
});

describe("streaming, banners and wallet", () => {
  it("gives the pixel-streaming URL only to players allowed to play", async () => {
    const { token, userId } = await api.signUp("stream@example.com");
    expect((await api.request("GET", "/api/users/pixelstreaming-url", { token })).body).toEqual({
      url: null,
    });
    await api.db.write((tx) => tx.update(users).set({ hasBetaAccess: true }).where(eq(users.id, userId)));
    expect((await api.request("GET", "/api/users/pixelstreaming-url", { token })).body).toEqual({
      url: "https://stream.jadeverse.test/session",
    });
  });

  it("serves the streaming config (default pixel streaming) and the banners", async () => {
    expect((await api.request("GET", "/api/streaming-config")).body).toEqual({
      streamingProvider: "pixelstreaming",
      isActive: true,
    });
    await api.db.write((tx) =>
      tx
        .insert(platformSettings)
        .values({ key: "streaming", value: { streamingProvider: "cloudgaming", isActive: true } }),
    );
    expect((await api.request("GET", "/api/streaming-config")).body).toEqual({
      streamingProvider: "cloudgaming",
      isActive: true,
    });
    await api.db.write((tx) =>
      tx
        .insert(banners)
        .values({ imageLink: "/media/banners/a.svg", actionRedirectLink: "/dashboard/wheel", title: "Spin" }),
    );
    const list = await api.request("GET", "/api/banners");
    expect(list.body).toEqual([
      { imageLink: "/media/banners/a.svg", actionRedirectLink: "/dashboard/wheel", title: "Spin" },
    ]);
  });

  it("stores a valid EVM wallet address and refuses anything else", async () => {
    const { token } = await api.signUp("wallet@example.com");
    const address = "0xAbCdEf0123456789abcdef0123456789ABCDEF01";
    const ok = await api.request("PATCH", "/api/users/wallet-address", {
      token,
      body: { walletAddress: address },
    });
    expect(ok.body).toEqual({ success: true, message: "Wallet address updated successfully!" });
    expect((await api.request("GET", "/api/users/me", { token })).body.walletAddress).toBe(
      address.toLowerCase(),
    );
    for (const walletAddress of ["0x123", `${address}00`, "AbCdEf0123456789abcdef0123456789ABCDEF0123", 7]) {
      const res = await api.request("PATCH", "/api/users/wallet-address", { token, body: { walletAddress } });
      expect(res.status).toBe(400);
    }
    expect((await api.request("GET", "/api/users/me", { token })).body.walletAddress).toBe(
      address.toLowerCase(),
    );
  });
});

describe("PATCH /api/users/change-password", () => {
  it("checks the old password, enforces 8 characters and revokes the other sessions only", async () => {
    const { token } = await api.signUp("changer@example.com", "original-1");
    const other = await api.request("POST", "/api/auth/login", {
      body: { email: "changer@example.com", password: "original-1" },
    });
    const wrong = await api.request("PATCH", "/api/users/change-password", {
      token,
      body: { oldPassword: "nope-nope", newPassword: "brand-new-1" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe("INVALID_OLD_PASSWORD");
    const short = await api.request("PATCH", "/api/users/change-password", {
      token,
      body: { oldPassword: "original-1", newPassword: "1234567" },
    });
    expect(short.status).toBe(400);
    expect(short.body.error.code).toBe("VALIDATION_ERROR");
    const ok = await api.request("PATCH", "/api/users/change-password", {
      token,
      body: { oldPassword: "original-1", newPassword: "brand-new-1" },
    });
    expect(ok.body).toEqual({ success: true, message: "Password changed successfully!" });
    expect((await api.request("GET", "/api/users/me", { token })).status).toBe(200);
    expect((await api.request("GET", "/api/users/me", { token: other.body.access_token })).status).toBe(401);
    expect(
      (
        await api.request("POST", "/api/auth/login", {
          body: { email: "changer@example.com", password: "brand-new-1" },
        })
      ).status,
    ).toBe(200);
  });
});

describe("cookie sessions", () => {
  it("authenticates with the access_token cookie and refuses cross-site writes", async () => {
    const { token } = await api.signUp("cookie-user@example.com");
    const cookie = { cookie: `access_token=${token}` };
    expect((await api.request("GET", "/api/users/me", { headers: cookie })).status).toBe(200);
    const sameSite = await api.request("PATCH", "/api/users/me", {
      headers: { ...cookie, origin: "http://localhost:3000" },
      body: { nickname: "Cookie" },
    });
    expect(sameSite.status).toBe(200);
    const crossSite = await api.request("PATCH", "/api/users/me", {
      headers: { ...cookie, origin: "https://evil.example" },
      body: { nickname: "Hacked" },
    });
    expect(crossSite.status).toBe(403);
    expect((await api.request("GET", "/api/users/me", { headers: cookie })).body.nickname).toBe("Cookie");
  });
});
