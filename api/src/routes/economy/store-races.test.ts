import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi, usingSqld } from "../../../test/harness.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { type CatalogItem, grantGems, insertCatalog } from "../../../test/store-catalog.ts";
import { storeState } from "../../../test/store-state.ts";

const PARALLEL = 200;
const AFFORDABLE = 50;
/** 200 one-gem charms (ids 1001…1200) beside the fixture catalog. */
const ONE_GEM_ITEMS: CatalogItem[] = Array.from({ length: PARALLEL }, (_, i) => ({
  id: 1001 + i,
  name: `Penny Charm ${i}`,
  type: "CHARM",
  rarity: "COMMON",
  priceGems: 1,
  hour: 100 + i,
}));

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await insertCatalog(api.db, ONE_GEM_ITEMS);
});
afterAll(() => api.close());

async function playerWithGems(gems: number): Promise<TestPlayer> {
  const [player] = (await createPlayers(api, 1)) as [TestPlayer];
  await grantGems(api.db, player.userId, gems);
  return player;
}
const buyItem = (player: TestPlayer, id: number) =>
  api.request("POST", `/api/items/buy/${id}`, { token: player.token });
const swapOne = (player: TestPlayer, headers: Record<string, string> = {}) =>
  api.request("POST", "/api/finance/gems-to-coins", {
    token: player.token,
    body: { gemsAmount: 1 },
    headers,
  });

/** Counts answers by `status code` (the error code, or the status alone for a success). */
function tally(answers: { status: number; body: any }[]) {
  const counts: Record<string, number> = {};
  for (const a of answers) {
    const key = a.body?.error ? `${a.status} ${a.body.error.code}` : String(a.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe(`store money under concurrency (${usingSqld ? "sqld" : "embedded"})`, () => {
  it("200 parallel buys with gems for exactly 50 succeed 50 times and never overdraw", async () => {
    const player = await playerWithGems(AFFORDABLE);
    const answers = await Promise.all(ONE_GEM_ITEMS.map((item) => buyItem(player, item.id)));
    expect(tally(answers)).toEqual({
      "201": AFFORDABLE,
      "400 INSUFFICIENT_BALANCE_ERROR": PARALLEL - AFFORDABLE,
    });
    const state = await storeState(api, player.userId);
    expect(state.gems).toBe(0);
    expect(state.items).toHaveLength(AFFORDABLE);
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });

  it("200 parallel swaps with gems for exactly 50 succeed 50 times and never overdraw", async () => {
    const player = await playerWithGems(AFFORDABLE);
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => swapOne(player)));
    expect(tally(answers)).toEqual({ "200": AFFORDABLE, "400 NOT_ENOUGH_GEMS_ERROR": PARALLEL - AFFORDABLE });
    const state = await storeState(api, player.userId);
    expect([state.gems, state.coins]).toEqual([0, AFFORDABLE * 100_000]);
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });

  it("100 buys and 100 swaps racing on 50 gems succeed 50 times in all", async () => {
    const player = await playerWithGems(AFFORDABLE);
    const answers = await Promise.all(
      ONE_GEM_ITEMS.map((item, i) => (i % 2 === 0 ? buyItem(player, item.id) : swapOne(player))),
    );
    const ok = answers.filter((a) => a.status < 300);
    expect(ok).toHaveLength(AFFORDABLE);
    const state = await storeState(api, player.userId);
    expect(state.gems).toBe(0);
    expect(state.items.length + state.coins / 100_000).toBe(AFFORDABLE);
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });

  it("200 parallel buys of one skin or one item charge once and grant once", async () => {
    const player = await playerWithGems(10_000);
    const skins = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        api.request("POST", "/api/skins/buy/4", { token: player.token }),
      ),
    );
    expect(tally(skins)).toEqual({ "201": 1, "409 SKIN_ALREADY_OWNED_ERROR": PARALLEL - 1 });
    const items = await Promise.all(Array.from({ length: PARALLEL }, () => buyItem(player, 5)));
    expect(tally(items)).toEqual({ "201": 1, "409 SKIN_ALREADY_OWNED_ERROR": PARALLEL - 1 });
    const state = await storeState(api, player.userId);
    expect(state.gems).toBe(10_000 - 3_000 - 400);
    expect(state.skins).toEqual([4]);
    expect(state.items.map((i) => i.itemId)).toEqual([5]);
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });

  it("200 retries of one swap under one Idempotency-Key apply it once", async () => {
    const player = await playerWithGems(AFFORDABLE);
    const headers = { "Idempotency-Key": "race-retry" };
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => swapOne(player, headers)));
    expect(tally(answers)).toEqual({ "200": PARALLEL });
    expect(answers.filter((a) => a.body.applied)).toHaveLength(1);
    expect((await storeState(api, player.userId)).gems).toBe(AFFORDABLE - 1);
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });

  it("200 parallel equips of two charms leave exactly one charm equipped", async () => {
    const player = await playerWithGems(10);
    for (const id of [1001, 1002]) expect((await buyItem(player, id)).status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        api.request("POST", `/api/items/equip/${i % 2 ? 1001 : 1002}`, { token: player.token }),
      ),
    );
    expect(tally(answers)).toEqual({ "200": PARALLEL });
    for (const a of answers) expect(a.body.equippedItems).toHaveLength(1);
    expect((await storeState(api, player.userId)).items.filter((i) => i.equipped)).toHaveLength(1);
  });

  it("two API instances on one database: 200 buys and swaps on 50 gems succeed 50 times in all", async () => {
    const second = await startTestApi({}, { sharedDbUrl: api.dbUrl });
    try {
      const player = await playerWithGems(AFFORDABLE);
      const answers = await Promise.all(
        ONE_GEM_ITEMS.map((item, i) => {
          const target = i % 2 === 0 ? api : second;
          return i % 4 < 2
            ? target.request("POST", `/api/items/buy/${item.id}`, { token: player.token })
            : target.request("POST", "/api/finance/gems-to-coins", {
                token: player.token,
                body: { gemsAmount: 1 },
              });
        }),
      );
      expect(answers.filter((a) => a.status < 300)).toHaveLength(AFFORDABLE);
      // The rest are refused for want of gems: any other answer is listed with its code.
      expect(
        answers
          .filter((a) => a.status >= 300 && a.status !== 400)
          .map((a) => `${a.status} ${a.body.error?.code}`),
      ).toEqual([]);
      const state = await storeState(api, player.userId);
      expect(state.gems).toBe(0);
      expect(state.items.length + state.coins / 100_000).toBe(AFFORDABLE);
      expect(await checkLedgerInvariant(api.db)).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
