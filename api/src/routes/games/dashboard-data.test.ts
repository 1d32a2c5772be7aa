import { betMetrics, gameStatistics, skins, userSkins, users } from "@jadeverse/db/schema";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { betHistoryResponse } from "../../lib/openapi/responses/metrics.ts";

const SECRET = "game-server-secret-for-tests-0123";
let api: TestApi;
let player: TestPlayer;
let other: TestPlayer;
beforeAll(async () => {
  api = await startTestApi({ GAME_SERVER_SECRET: SECRET });
  [player, other] = (await createPlayers(api, 2)) as [TestPlayer, TestPlayer];
});
afterAll(() => api.close());

const report = (body: unknown, secret: string | null = SECRET) =>
  api.request("POST", "/api/v1/metric", {
    body,
    headers: secret === null ? {} : { "x-game-server-secret": secret },
  });

describe("game rounds: reported by game servers, read back as the player's history", () => {
  it("refuses a report without the right secret, and an invalid one, recording nothing", async () => {
    const round = { userId: player.userId, gameType: "roulette", metricType: "win", coinsAmount: 10 };
    expect((await report(round, null)).body.error.code).toBe("INVALID_GAME_SERVER_SECRET");
    expect((await report(round, `${SECRET}x`)).status).toBe(401);
    const bad = await report({ ...round, coinsAmount: -5 });
    expect(bad.status).toBe(400);
    expect((await report({ ...round, userId: 999_999 })).body.error.code).toBe("USER_NOT_FOUND_ERROR");
    expect(await api.db.orm.select().from(betMetrics)).toEqual([]);
  });

  it("records a round once per roundId and folds it into the game statistics in the same transaction", async () => {
    const win = {
      userId: player.userId,
      gameType: "blackjack",
      metricType: "win",
      coinsAmount: 1_500,
      roundId: "bj-1",
    };
    const first = await report(win);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ success: true, recorded: true });
    const again = await report(win);
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ success: true, recorded: false, id: null });
    await report({ userId: player.userId, gameType: "blackjack", metricType: "lose", coinsAmount: 300 });
    await report({ userId: player.userId, gameType: "bound-in-gold", metricType: "win", gemsAmount: 12 });
    const [bj] = await api.db.orm
      .select()
      .from(gameStatistics)
      .where(and(eq(gameStatistics.userId, player.userId), eq(gameStatistics.gameType, "blackjack")));
    expect(bj).toMatchObject({ totalPlays: 2, totalWins: 1, coinsWon: 1_500, highestRewardCoins: 1_500 });
    const stats = await api.request("GET", "/api/users/me/game-statistics", { token: player.token });
    expect(stats.body.gameStatistics["bound-in-gold"]).toMatchObject({
      totalPlays: 1,
      totalWins: 1,
      gemsWon: 12,
    });
  });

  it("answers the caller's own history, newest first, filtered and limited; another player's is 403", async () => {
    const history = (query: string, token = player.token) =>
      api.request("GET", `/api/v1/metric/user-bet-history?${query}`, { token });
    const all = await history(`userId=${player.userId}`);
    expect(all.status).toBe(200);
    const items = betHistoryResponse.parse(all.body);
    expect(items.map((i) => [i.gameType, i.metricType])).toEqual([
      ["bound-in-gold", "win"],
      ["blackjack", "lose"],
      ["blackjack", "win"],
    ]);
    expect((await history(`userId=${player.userId}&limit=1`)).body).toHaveLength(1);
    expect((await history(`userId=${player.userId}&gameType=blackjack`)).body).toHaveLength(2);
    expect((await history(`userId=${player.userId}&startDate=2999-01-01`)).body).toEqual([]);
    expect((await history(`userId=${player.userId}&endDate=2000-01-01T00:00:00Z`)).body).toEqual([]);
    expect((await history(`userId=${player.userId}&limit=101`)).body.error.code).toBe("VALIDATION_ERROR");
    expect((await history(`userId=${player.userId}&gameType=chess`)).status).toBe(400);
    const foreign = await history(`userId=${player.userId}`, other.token);
    expect(foreign.status).toBe(403);
    // Without userId the history is the caller's own.
    expect((await history("limit=2")).body).toEqual(items.slice(0, 2));
    expect((await api.request("GET", `/api/v1/metric/user-bet-history?userId=${player.userId}`)).status).toBe(
      401,
    );
  });

  it("answers 503 GAME_SERVER_NOT_CONFIGURED when no secret is set", async () => {
    const bare = await startTestApi();
    try {
      const res = await bare.request("POST", "/api/v1/metric", {
        body: {},
        headers: { "x-game-server-secret": "x" },
      });
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe("GAME_SERVER_NOT_CONFIGURED");
    } finally {
      await bare.close();
    }
  });
});

describe("POST /api/skins/equip/{skinId}", () => {
  it("equips an owned skin, refuses one not owned (403 SKIN_NOT_OWNED) or unknown (404), changing nothing", async () => {
    // A catalogue of two skins (the suite's database is not seeded).
    await api.db.execute("insert into avatars (id, name) values (901, 'Test Avatar')");
    for (const id of [9001, 9002])
      await api.db.execute({
        sql: `insert into skins (id, slug, name, avatar_id, type, rarity, price_gems, small_image_url, big_image_url, cover_image_url)
              values (?, ?, ?, 901, 'SKIN', 'COMMON', 10, '/media/s.svg', '/media/b.svg', '/media/c.svg')`,
        args: [id, `skin-${id}`, `Skin ${id}`],
      });
    await api.db.write((tx) => tx.insert(userSkins).values({ userId: player.userId, skinId: 9001 }));
    const equip = (id: number | string, token = player.token) =>
      api.request("POST", `/api/skins/equip/${id}`, { token });

    const ok = await equip(9001);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      success: true,
      avatar: 901,
      equippedSkin: { id: 9001, name: "Skin 9001", smallImage: { url: "/media/s.svg" } },
    });
    const notOwned = await equip(9002);
    expect(notOwned.status).toBe(403);
    expect(notOwned.body.error.code).toBe("SKIN_NOT_OWNED");
    expect((await equip(123_456)).body.error.code).toBe("SKIN_NOT_FOUND");
    expect((await equip("abc")).status).toBe(400);
    expect((await api.request("POST", "/api/skins/equip/9001")).status).toBe(401);
    const [row] = await api.db.orm.select().from(users).where(eq(users.id, player.userId));
    expect(row?.equippedSkinId).toBe(9001);
    const me = await api.request("GET", "/api/users/me", { token: player.token });
    expect(me.body.equippedSkin.id).toBe(9001);
    expect((await api.db.orm.select().from(skins)).length).toBe(2);
  });
});
