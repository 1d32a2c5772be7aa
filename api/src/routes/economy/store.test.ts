import { userItems, userSkins } from "@jadeverse/db/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { grantGems, insertCatalog, STORE_ORDER } from "../../../test/store-catalog.ts";
import { STORE_PAGE_SIZE, STORE_SEARCH_MAX_LENGTH } from "../../lib/store/constants.ts";

let api: TestApi;
let player: TestPlayer;
let other: TestPlayer;
beforeAll(async () => {
  api = await startTestApi();
  await insertCatalog(api.db);
  [player, other] = (await createPlayers(api, 2)) as [TestPlayer, TestPlayer];
});
afterAll(() => api.close());

const store = (query = "", token = player.token) => api.request("GET", `/api/store${query}`, { token });
/** The merged listing as the client shows it: both lists, `createdAt` ascending. */
const merged = (body: any) =>
  [
    ...body.skins.data.map((s: any) => ({ key: `skin:${s.id}`, createdAt: s.createdAt })),
    ...body.items.data.map((i: any) => ({ key: `item:${i.id}`, createdAt: i.createdAt })),
  ]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((e) => e.key);

describe("GET /api/store", () => {
  it("lists skins and purchasable items merged by createdAt, with the spec's entry shapes", async () => {
    const res = await store();
    expect(res.status).toBe(200);
    expect(merged(res.body)).toEqual(STORE_ORDER);
    expect(res.body.meta).toEqual({
      currentPage: 1,
      limit: STORE_PAGE_SIZE,
      totalItems: STORE_ORDER.length,
      totalPages: 1,
    });
    const classic = res.body.skins.data.find((s: any) => s.id === 1);
    expect(classic).toEqual({
      elementType: "skin",
      id: 1,
      name: "Li Wei Classic",
      rarity: "COMMON",
      type: "AVATAR",
      isDefaultSkin: true,
      avatar: { id: 1, name: "Li Wei" },
      smallImage: { url: "https://media.jadeverse.test/skin-1-small.png" },
      bigImage: { url: "https://media.jadeverse.test/skin-1-big.png" },
      coverImage: { url: "https://media.jadeverse.test/skin-1-cover.png" },
      priceGems: 0,
      isOwned: false,
      createdAt: "2025-01-01T00:00:00.000Z",
    });
    expect(res.body.items.data.find((i: any) => i.id === 3)).toMatchObject({
      elementType: "item",
      type: "CHARM",
      priceGems: 50,
      file: { url: "https://media.jadeverse.test/item-3.png" },
      description: "Koi Charm, for tests.",
    });
    // The wheel-only prize is not sold.
    expect(res.body.items.data.map((i: any) => i.id)).not.toContain(6);
  });

  it("pages through the merged order without overlap", async () => {
    const pages = [];
    for (let page = 1; page <= 4; page++) {
      const res = await store(`?limit=3&page=${page}`);
      expect(res.status).toBe(200);
      expect(res.body.meta).toMatchObject({ currentPage: page, limit: 3, totalPages: 4 });
      pages.push(...merged(res.body));
    }
    expect(pages).toEqual(STORE_ORDER);
    const beyond = await store("?page=9");
    expect(beyond.body.skins.data).toEqual([]);
    expect(beyond.body.items.data).toEqual([]);
  });

  it("filters by repeatable type and rarity, search and price bounds", async () => {
    const types = await store("?type=CHARM&type=SKIN");
    expect(merged(types.body)).toEqual(["skin:3", "skin:4", "item:3", "skin:5", "item:4"]);
    const bracketed = await store("?type[]=VEHICLE&rarity[]=RARE");
    expect(merged(bracketed.body)).toEqual(["item:5"]);
    const rarities = await store("?rarity=LEGENDARY&rarity=EPIC");
    expect(merged(rarities.body)).toEqual(["item:2", "skin:4", "skin:5"]);
    const search = await store("?search=%20dragon%20");
    expect(merged(search.body)).toEqual(["item:2", "skin:4"]);
    // LIKE wildcards are literal characters.
    expect(merged((await store("?search=100%25")).body)).toEqual(["skin:5"]);
    expect(merged((await store("?search=Nin_a")).body)).toEqual([]);
    expect(merged((await store("?search=a_X")).body)).toEqual(["skin:5"]);
    expect(merged((await store("?search=%25")).body)).toEqual(["skin:5"]);
    const prices = await store("?minPriceGems=50&maxPriceGems=400");
    expect(merged(prices.body)).toEqual(["item:1", "skin:3", "item:3", "item:5"]);
    const free = await store("?maxPriceGems=0");
    expect(merged(free.body)).toEqual(["skin:1", "skin:2", "item:4"]);
    expect((await store("?search=%20%20")).body.meta.totalItems).toBe(STORE_ORDER.length);
  });

  it("marks what the caller owns, and only for the caller", async () => {
    await grantGems(api.db, player.userId, 1_000, "owned");
    expect((await api.request("POST", "/api/skins/buy/3", { token: player.token })).status).toBe(201);
    expect((await api.request("POST", "/api/items/buy/1", { token: player.token })).status).toBe(201);
    const mine = await store();
    expect(mine.body.skins.data.find((s: any) => s.id === 3).isOwned).toBe(true);
    expect(mine.body.items.data.find((i: any) => i.id === 1).isOwned).toBe(true);
    expect(mine.body.skins.data.find((s: any) => s.id === 4).isOwned).toBe(false);
    const theirs = await store("", other.token);
    expect(theirs.body.skins.data.find((s: any) => s.id === 3).isOwned).toBe(false);
    expect(theirs.body.items.data.find((i: any) => i.id === 1).isOwned).toBe(false);
  });

  it("marks exactly the items a player holds, after a reload, whatever the ownership rows' ids", async () => {
    const [buyer, bystander] = (await createPlayers(api, 2)) as [TestPlayer, TestPlayer];
    // Someone else's rows first: the buyer's ownership rows then never share their item's id.
    await api.db.write((tx) =>
      tx.insert(userItems).values([
        { userId: bystander.userId, itemId: 1, source: "grant" },
        { userId: bystander.userId, itemId: 2, source: "grant" },
      ]),
    );
    await grantGems(api.db, buyer.userId, 1_000, "reload");
    const ownedIds = async () =>
      (await store("", buyer.token)).body.items.data.filter((i: any) => i.isOwned).map((i: any) => i.id);
    expect(await ownedIds()).toEqual([]);

    expect((await api.request("POST", "/api/items/buy/5", { token: buyer.token })).status).toBe(201);
    expect(await ownedIds()).toEqual([5]);
    // An item the player was given (seed, airdrop or wheel) is owned too, and not offered again.
    await api.db.write((tx) =>
      tx.insert(userItems).values({ userId: buyer.userId, itemId: 3, source: "wheel" }),
    );
    expect(await ownedIds()).toEqual([3, 5]);

    for (const id of [3, 5]) {
      const again = await api.request("POST", `/api/items/buy/${id}`, { token: buyer.token });
      expect(again.status, String(id)).toBe(409);
      expect(again.body.error).toEqual({ code: "SKIN_ALREADY_OWNED_ERROR", message: "Skin already owned!" });
    }
    expect((await store("", bystander.token)).body.items.data.filter((i: any) => i.isOwned)).toHaveLength(2);
  });

  it("refuses bad paging and filters with a 400 naming the field", async () => {
    const bad = [
      "?page=0",
      "?page=-1",
      "?page=1.5",
      "?limit=21",
      "?limit=0",
      "?type=HAT",
      "?type=charm",
      "?rarity=MYTHIC",
      `?search=${"x".repeat(STORE_SEARCH_MAX_LENGTH + 1)}`,
      "?minPriceGems=-1",
      "?minPriceGems=1e3",
      "?maxPriceGems=abc",
      "?minPriceGems=500&maxPriceGems=100",
      "?sortBy=price",
      `?${Array.from({ length: 11 }, () => "type=SKIN").join("&")}`,
    ];
    for (const query of bad) {
      const res = await store(query);
      expect(res.status, query).toBe(400);
      expect(res.body.error.code, query).toBe("VALIDATION_ERROR");
      expect(res.body.error.details.issues.length, query).toBeGreaterThan(0);
    }
    expect((await store(`?search=${"x".repeat(STORE_SEARCH_MAX_LENGTH)}`)).status).toBe(200);
  });

  it("needs a session", async () => {
    expect((await api.request("GET", "/api/store")).status).toBe(401);
    expect((await api.request("GET", "/api/store/inventory")).status).toBe(401);
  });
});

describe("GET /api/store/inventory", () => {
  it("is empty for a new player", async () => {
    const [fresh] = await createPlayers(api, 1);
    const res = await api.request("GET", "/api/store/inventory", { token: fresh!.token });
    expect(res.status).toBe(200);
    expect(res.body.skins).toEqual({
      data: [],
      meta: { currentPage: 1, limit: 20, totalItems: 0, totalPages: 0 },
    });
    expect(res.body.items.data).toEqual([]);
  });

  it("lists owned skins and items with the equipped state, filtered by type", async () => {
    const [owner] = await createPlayers(api, 1);
    const token = owner!.token;
    await grantGems(api.db, owner!.userId, 500, "inventory");
    await api.request("POST", "/api/skins/buy/1", { token });
    await api.request("POST", "/api/skins/buy/3", { token });
    await api.request("POST", "/api/items/buy/3", { token });
    // A wheel prize and a second copy of a charm, as the wheel grants them.
    await api.db.write((tx) =>
      tx.insert(userItems).values([
        { userId: owner!.userId, itemId: 6, source: "wheel" },
        { userId: owner!.userId, itemId: 3, source: "wheel" },
      ]),
    );
    expect((await api.request("POST", "/api/skins/equip/3", { token })).status).toBe(200);
    expect((await api.request("POST", "/api/items/equip/3", { token })).status).toBe(200);

    const res = await api.request("GET", "/api/store/inventory", { token });
    expect(res.status).toBe(200);
    expect(res.body.skins.meta.totalItems).toBe(2);
    expect(res.body.skins.data.map((s: any) => [s.id, s.isEquipped, s.isOwned])).toEqual([
      [1, false, true],
      [3, true, true],
    ]);
    expect(res.body.items.meta.totalItems).toBe(2);
    expect(res.body.items.data.map((i: any) => [i.id, i.quantity, i.isEquipped])).toEqual([
      [3, 2, true],
      [6, 1, false],
    ]);
    const skinsOnly = await api.request("GET", "/api/store/inventory?type=AVATAR", { token });
    expect(skinsOnly.body.skins.data.map((s: any) => s.id)).toEqual([1]);
    expect(skinsOnly.body.items).toMatchObject({ data: [], meta: { totalItems: 0 } });
    const charms = await api.request("GET", "/api/store/inventory?type=CHARM&type=VEHICLE", { token });
    expect(charms.body.skins.data).toEqual([]);
    expect(charms.body.items.data.map((i: any) => i.id)).toEqual([3, 6]);
    const paged = await api.request("GET", "/api/store/inventory?limit=1&page=2", { token });
    expect(paged.body.skins.data.map((s: any) => s.id)).toEqual([3]);
    expect(paged.body.items.meta).toEqual({ currentPage: 2, limit: 1, totalItems: 2, totalPages: 2 });
    expect((await api.request("GET", "/api/store/inventory?type=HAT", { token })).status).toBe(400);
    expect((await api.request("GET", "/api/store/inventory?page=0", { token })).status).toBe(400);
    // Untouched by anything above: the rows the player's purchases wrote.
    const skinsHeld = await api.db.orm.select().from(userSkins);
    expect(skinsHeld.filter((r) => r.userId === owner!.userId)).toHaveLength(2);
  });
});
