import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { userItems } from "@jadeverse/db/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { grantGems, insertCatalog } from "../../../test/store-catalog.ts";
import { storeState } from "../../../test/store-state.ts";
import { LEDGER_REASONS, STORE_LIMITS } from "../../lib/store/constants.ts";
import { equippedItemsResponse, itemBoughtResponse, skinBoughtResponse } from "../../lib/store/responses.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await insertCatalog(api.db);
});
afterAll(() => api.close());

async function playerWithGems(gems: number): Promise<TestPlayer> {
  const [player] = (await createPlayers(api, 1)) as [TestPlayer];
  if (gems > 0) await grantGems(api.db, player.userId, gems);
  return player;
}
const post = (path: string, player: TestPlayer) => api.request("POST", path, { token: player.token });
const BAD_IDS = ["0", "-1", "1.5", "abc", "1e2", String(2 ** 31 + 1)];

describe("POST /api/skins/buy/{id}", () => {
  it("debits the price and grants the skin in one step", async () => {
    const player = await playerWithGems(1_000);
    const res = await post("/api/skins/buy/3", player);
    expect(res.status).toBe(201);
    expect(skinBoughtResponse.parse(res.body)).toMatchObject({
      success: true,
      claimed: false,
      gemsAmount: 700,
      skin: { id: 3, isOwned: true, priceGems: 300 },
    });
    const state = await storeState(api, player.userId);
    expect(state.gems).toBe(700);
    expect(state.skins).toEqual([3]);
    expect(state.ledger.at(-1)).toEqual({ currency: "gems", delta: -300, reason: LEDGER_REASONS.buySkin });
    // Equipping the bought skin (the existing route) now works.
    const equip = await post("/api/skins/equip/3", player);
    expect(equip.status).toBe(200);
    expect((await storeState(api, player.userId)).equippedSkinId).toBe(3);
  });

  it("refuses a second purchase of the same skin without charging again", async () => {
    const player = await playerWithGems(1_000);
    expect((await post("/api/skins/buy/3", player)).status).toBe(201);
    const before = await storeState(api, player.userId);
    const again = await post("/api/skins/buy/3", player);
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: "SKIN_ALREADY_OWNED_ERROR", message: "Skin already owned!" });
    expect(await storeState(api, player.userId)).toEqual(before);
  });

  it("refuses a skin the player cannot afford, changing nothing", async () => {
    const player = await playerWithGems(299);
    const before = await storeState(api, player.userId);
    const res = await post("/api/skins/buy/3", player);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: "INSUFFICIENT_BALANCE_ERROR", message: "Insufficient balance!" });
    expect(await storeState(api, player.userId)).toEqual(before);
  });

  it("claims a free skin without a ledger entry", async () => {
    const player = await playerWithGems(0);
    const res = await post("/api/skins/buy/1", player);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ claimed: true, gemsAmount: 0, skin: { id: 1, isDefaultSkin: true } });
    const state = await storeState(api, player.userId);
    expect(state.ledger).toEqual([]);
    expect(state.skins).toEqual([1]);
    expect((await post("/api/skins/buy/1", player)).body.error.code).toBe("SKIN_ALREADY_OWNED_ERROR");
  });

  it("refuses ids that are not positive integers, unknown ids and anonymous calls", async () => {
    const player = await playerWithGems(5_000);
    const before = await storeState(api, player.userId);
    for (const id of BAD_IDS) {
      const res = await post(`/api/skins/buy/${id}`, player);
      expect(res.status, id).toBe(400);
      expect(res.body.error.code, id).toBe("VALIDATION_ERROR");
    }
    const unknown = await post("/api/skins/buy/999", player);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("SKIN_NOT_FOUND");
    expect((await api.request("POST", "/api/skins/buy/3")).status).toBe(401);
    expect(await storeState(api, player.userId)).toEqual(before);
  });
});

describe("POST /api/items/buy/{id}", () => {
  it("debits the price and grants the item; free items are claimed", async () => {
    const player = await playerWithGems(100);
    const res = await post("/api/items/buy/3", player);
    expect(res.status).toBe(201);
    expect(itemBoughtResponse.parse(res.body)).toMatchObject({
      claimed: false,
      gemsAmount: 50,
      item: { id: 3, type: "CHARM", isOwned: true },
    });
    const free = await post("/api/items/buy/4", player);
    expect(free.status).toBe(201);
    expect(free.body).toMatchObject({ claimed: true, gemsAmount: 50 });
    const state = await storeState(api, player.userId);
    expect(state.items).toEqual([
      { itemId: 3, source: "store", equipped: false },
      { itemId: 4, source: "store", equipped: false },
    ]);
    expect(state.ledger.filter((e) => e.reason === LEDGER_REASONS.buyItem)).toEqual([
      { currency: "gems", delta: -50, reason: LEDGER_REASONS.buyItem },
    ]);
  });

  it("refuses an owned item (bought or won), one the player cannot afford, a wheel-only prize, bad and unknown ids", async () => {
    const player = await playerWithGems(100);
    expect((await post("/api/items/buy/1", player)).status).toBe(201);
    await api.db.write((tx) =>
      tx.insert(userItems).values({ userId: player.userId, itemId: 5, source: "wheel" }),
    );
    const before = await storeState(api, player.userId);
    const owned = await post("/api/items/buy/1", player);
    expect(owned.status).toBe(409);
    // The spec's one owned answer for items and skins (docs/product/economy.md §7), whose message the clients show.
    expect(owned.body.error).toEqual({ code: "SKIN_ALREADY_OWNED_ERROR", message: "Skin already owned!" });
    expect((await post("/api/items/buy/5", player)).body.error.code).toBe("SKIN_ALREADY_OWNED_ERROR");
    const poor = await post("/api/items/buy/2", player);
    expect(poor.status).toBe(400);
    expect(poor.body.error.code).toBe("INSUFFICIENT_BALANCE_ERROR");
    const prize = await post("/api/items/buy/6", player);
    expect(prize.status).toBe(403);
    expect(prize.body.error.code).toBe("ITEM_NOT_FOR_SALE");
    const unknown = await post("/api/items/buy/999", player);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("ITEM_NOT_FOUND");
    for (const id of BAD_IDS) expect((await post(`/api/items/buy/${id}`, player)).status, id).toBe(400);
    expect((await api.request("POST", "/api/items/buy/1")).status).toBe(401);
    expect(await storeState(api, player.userId)).toEqual(before);
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });
});

describe("POST /api/items/equip/{id} and /unequip/{id}", () => {
  it("equips one item per type: a second charm replaces the first, clothing stays", async () => {
    const player = await playerWithGems(200);
    for (const id of [1, 3, 4]) expect((await post(`/api/items/buy/${id}`, player)).status).toBe(201);
    const charm = await post("/api/items/equip/3", player);
    expect(charm.status).toBe(200);
    expect(equippedItemsResponse.parse(charm.body).equippedItems.map((i) => i.id)).toEqual([3]);
    const robe = await post("/api/items/equip/1", player);
    expect(robe.body.equippedItems.map((i: any) => [i.id, i.type])).toEqual([
      [3, "CHARM"],
      [1, "CLOTHING"],
    ]);
    const lantern = await post("/api/items/equip/4", player);
    expect(lantern.body.equippedItems.map((i: any) => i.id).sort()).toEqual([1, 4]);
    const state = await storeState(api, player.userId);
    expect(state.items.filter((i) => i.equipped).map((i) => i.itemId)).toEqual([1, 4]);
    // Equipping what is already equipped changes nothing.
    expect(
      (await post("/api/items/equip/4", player)).body.equippedItems.map((i: any) => i.id).sort(),
    ).toEqual([1, 4]);

    const off = await post("/api/items/unequip/4", player);
    expect(off.status).toBe(200);
    expect(off.body.equippedItems.map((i: any) => i.id)).toEqual([1]);
    // Unequipping an item that is not equipped is harmless.
    expect((await post("/api/items/unequip/3", player)).body.equippedItems.map((i: any) => i.id)).toEqual([
      1,
    ]);
  });

  it("refuses items the player does not own, unknown and bad ids, changing nothing", async () => {
    const player = await playerWithGems(100);
    expect((await post("/api/items/buy/3", player)).status).toBe(201);
    expect((await post("/api/items/equip/3", player)).status).toBe(200);
    const before = await storeState(api, player.userId);
    for (const action of ["equip", "unequip"]) {
      const notOwned = await post(`/api/items/${action}/1`, player);
      expect(notOwned.status, action).toBe(403);
      expect(notOwned.body.error).toEqual({ code: "ITEM_NOT_OWNED", message: "You do not own this item." });
      const unknown = await post(`/api/items/${action}/999`, player);
      expect(unknown.status, action).toBe(404);
      expect(unknown.body.error.code).toBe("ITEM_NOT_FOUND");
      for (const id of BAD_IDS)
        expect((await post(`/api/items/${action}/${id}`, player)).status, id).toBe(400);
      expect((await api.request("POST", `/api/items/${action}/3`)).status).toBe(401);
    }
    expect(await storeState(api, player.userId)).toEqual(before);
  });
});

describe("store writes are rate-limited", () => {
  it("answers 429 with Retry-After once a player's buy window is full", async () => {
    const limited = await startTestApi({ RATE_LIMIT_DISABLED: "false" });
    try {
      await insertCatalog(limited.db);
      const [player] = (await createPlayers(limited, 1)) as [TestPlayer];
      // Skins and items share one buy window.
      for (let i = 0; i < STORE_LIMITS.buy.limit; i++)
        expect((await limited.request("POST", "/api/skins/buy/999", { token: player.token })).status).toBe(
          404,
        );
      const last = await limited.request("POST", "/api/items/buy/999", { token: player.token });
      expect(last.status).toBe(429);
      expect(last.body.error.code).toBe("RATE_LIMITED");
      expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
