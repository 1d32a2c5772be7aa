import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { recordRound } from "@jadeverse/db/metrics/rounds";
import { notifications, users } from "@jadeverse/db/schema";
import { seedCatalog } from "@jadeverse/db/seed";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi, type TestResponse } from "../../../test/harness.ts";
import { grantPass } from "../../../test/held-pass.ts";
import { expectDocumented } from "../../../test/openapi-check.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { runRacePayout } from "../../lib/races/payout-job.ts";

// Monthly races through the API (docs/races.md): the live board with the caller's place and time
// left, then the month's end: the payout job closes the race, pays the prize table once and the
// archive shows it.
let api: TestApi;
let document: any;
let players: TestPlayer[];
let clock = new Date("2026-10-20T12:00:00Z");

beforeAll(async () => {
  api = await startTestApi({
    RACE_PRIZES: "1=1000000:jade-emperors-seal,2=500000,3-4=100000",
    RACE_PAYOUT_PAUSE_MS: "0",
  });
  api.deps.now = () => clock;
  await api.db.write((tx) => seedCatalog(tx));
  players = await createPlayers(api, 6);
  document = (await api.request("GET", "/api/openapi.json")).body;
});
afterAll(() => api.close());

const documented = (method: string, path: string, res: TestResponse) =>
  expectDocumented(document, method, path, res);
const stake = (player: TestPlayer, coins: number, at: Date) =>
  api.db.write((tx) =>
    recordRound(tx, {
      userId: player.userId,
      gameType: "blackjack",
      metricType: "bet",
      coinsAmount: coins,
      gemsAmount: 0,
      createdAt: at,
    }),
  );
const current = (player: TestPlayer) => api.request("GET", "/api/races/current", { token: player.token });

describe("GET /api/races/current", () => {
  it("ranks this month's stakes, says where the caller stands, when it ends and what it pays; Gold holders framed", async () => {
    const [a, b, c, d, e] = players as [TestPlayer, TestPlayer, TestPlayer, TestPlayer, TestPlayer];
    await stake(a, 40_000, new Date("2026-10-02T00:00:00Z"));
    await stake(b, 90_000, new Date("2026-10-03T00:00:00Z"));
    await stake(c, 10_000, new Date("2026-10-04T00:00:00Z"));
    await stake(d, 20_000, new Date("2026-10-05T00:00:00Z"));
    await stake(e, 5_000, new Date("2026-09-30T23:59:59Z")); // September's race
    await grantPass(api.db, b.userId, 1, clock);

    const res = await current(a);
    expect(res.status).toBe(200);
    documented("get", "/api/races/current", res);
    expect(res.body).toMatchObject({
      month: "2026-10",
      endsAt: "2026-11-01T00:00:00.000Z",
      entrants: 4,
      me: { position: 2, coins: 40_000 },
      prizes: [
        { from: 1, to: 1, coins: 1_000_000, item: "jade-emperors-seal" },
        { from: 2, to: 2, coins: 500_000, item: null },
        { from: 3, to: 4, coins: 100_000, item: null },
      ],
      previousMonth: null,
    });
    expect(res.body.top.map((t: any) => [t.position, t.userId, t.coins, t.frame])).toEqual([
      [1, b.userId, 90_000, "gold"],
      [2, a.userId, 40_000, null],
      [3, d.userId, 20_000, null],
      [4, c.userId, 10_000, null],
    ]);
    expect((await current(e)).body.me).toBeNull();
    expect((await api.request("GET", "/api/races/current")).status).toBe(401);
  });
});

describe("the month's end", () => {
  it("the payout job closes October, pays the table once, tells the winners; the archive shows it", async () => {
    const [a, b, c, d] = players as [TestPlayer, TestPlayer, TestPlayer, TestPlayer];
    const coins = async (p: TestPlayer) =>
      (await api.db.orm.select({ coins: users.coins }).from(users).where(eq(users.id, p.userId)))[0]!.coins;
    const before = [await coins(a), await coins(b), await coins(c), await coins(d)];
    clock = new Date("2026-11-01T00:00:05Z");
    const runs = await Promise.all([runRacePayout(api.deps), runRacePayout(api.deps)]);
    expect(runs.map((r) => r.closed).filter(Boolean)).toEqual(["2026-10"]);
    expect(runs.reduce((sum, r) => sum + r.paid, 0)).toBe(4);
    expect(await runRacePayout(api.deps)).toEqual({ closed: null, paid: 0 });
    expect([await coins(a), await coins(b), await coins(c), await coins(d)]).toEqual([
      before[0]! + 500_000,
      before[1]! + 1_000_000,
      before[2]! + 100_000,
      before[3]! + 100_000,
    ]);
    const messages = await api.db.orm
      .select()
      .from(notifications)
      .where(eq(notifications.kind, "race_prize"));
    expect(messages.map((m) => m.userId).sort()).toEqual([a.userId, b.userId, c.userId, d.userId].sort());
    expect(await checkLedgerInvariant(api.db)).toEqual([]);

    const archive = await api.request("GET", "/api/races/archive/2026-10", { token: a.token });
    documented("get", "/api/races/archive/{month}", archive);
    expect(archive.body).toMatchObject({ month: "2026-10", status: "paid" });
    expect(
      archive.body.results.map((r: any) => [r.position, r.userId, r.prizeCoins, r.prizeItem, r.paid]),
    ).toEqual([
      [1, b.userId, 1_000_000, "Jade Emperor's Seal", true],
      [2, a.userId, 500_000, null, true],
      [3, d.userId, 100_000, null, true],
      [4, c.userId, 100_000, null, true],
    ]);
    // November's board starts empty and links October's archive.
    expect((await current(a)).body).toMatchObject({
      month: "2026-11",
      entrants: 0,
      top: [],
      previousMonth: "2026-10",
    });
    const missing = await api.request("GET", "/api/races/archive/2026-01", { token: a.token });
    expect([missing.status, missing.body.error.code]).toEqual([404, "RACE_NOT_FOUND"]);
    expect((await api.request("GET", "/api/races/archive/2026-13", { token: a.token })).status).toBe(400);
  });
});
