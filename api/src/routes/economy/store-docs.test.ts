import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi, type TestResponse } from "../../../test/harness.ts";
import { expectDocumented as expectDocumentedIn } from "../../../test/openapi-check.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { grantGems, insertCatalog } from "../../../test/store-catalog.ts";

/**
 * The store's answers, successes and errors alike, as the OpenAPI document publishes them (the
 * document-wide check in platform/docs.test.ts covers GET routes on an empty catalog; this one fills it).
 */
let api: TestApi;
let document: any;
let player: TestPlayer;
beforeAll(async () => {
  api = await startTestApi();
  await insertCatalog(api.db);
  [player] = (await createPlayers(api, 1)) as [TestPlayer];
  await grantGems(api.db, player.userId, 400);
  document = (await api.request("GET", "/api/openapi.json")).body;
});
afterAll(() => api.close());

function expectDocumented(method: "get" | "post", path: string, res: TestResponse, status: number) {
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(status);
  expectDocumentedIn(document, method, path, res);
}

const call = (method: "GET" | "POST", url: string, options: Record<string, unknown> = {}) =>
  api.request(method, url, { token: player.token, ...options });

describe("store routes in the OpenAPI document", () => {
  it("match their live answers", async () => {
    const store = "/api/store";
    expectDocumented("get", store, await call("GET", store), 200);
    expectDocumented("get", store, await call("GET", `${store}?type=HAT`), 400);
    expectDocumented("get", store, await api.request("GET", store), 401);

    const skinBuy = "/api/skins/buy/{id}";
    expectDocumented("post", skinBuy, await call("POST", "/api/skins/buy/3"), 201);
    expectDocumented("post", skinBuy, await call("POST", "/api/skins/buy/3"), 409);
    expectDocumented("post", skinBuy, await call("POST", "/api/skins/buy/4"), 400);
    expectDocumented("post", skinBuy, await call("POST", "/api/skins/buy/999"), 404);
    expectDocumented("post", skinBuy, await call("POST", "/api/skins/buy/0"), 400);

    const itemBuy = "/api/items/buy/{id}";
    expectDocumented("post", itemBuy, await call("POST", "/api/items/buy/3"), 201);
    expectDocumented("post", itemBuy, await call("POST", "/api/items/buy/4"), 201);
    expectDocumented("post", itemBuy, await call("POST", "/api/items/buy/3"), 409);
    expectDocumented("post", itemBuy, await call("POST", "/api/items/buy/2"), 400);
    expectDocumented("post", itemBuy, await call("POST", "/api/items/buy/6"), 403);
    expectDocumented("post", itemBuy, await call("POST", "/api/items/buy/999"), 404);

    for (const action of ["equip", "unequip"]) {
      const path = `/api/items/${action}/{id}`;
      expectDocumented("post", path, await call("POST", `/api/items/${action}/3`), 200);
      expectDocumented("post", path, await call("POST", `/api/items/${action}/1`), 403);
      expectDocumented("post", path, await call("POST", `/api/items/${action}/999`), 404);
      expectDocumented("post", path, await call("POST", `/api/items/${action}/-2`), 400);
    }

    const inventory = "/api/store/inventory";
    expectDocumented("get", inventory, await call("GET", inventory), 200);
    expectDocumented("get", inventory, await call("GET", `${inventory}?page=0`), 400);

    const swap = "/api/finance/gems-to-coins";
    const headers = { "Idempotency-Key": "docs-swap" };
    expectDocumented("post", swap, await call("POST", swap, { body: { gemsAmount: 1 }, headers }), 200);
    expectDocumented("post", swap, await call("POST", swap, { body: { gemsAmount: 2 }, headers }), 409);
    expectDocumented("post", swap, await call("POST", swap, { body: { gemsAmount: 1_000 } }), 400);
    expectDocumented("post", swap, await call("POST", swap, { body: { gemsAmount: -1 } }), 400);
    expectDocumented("post", swap, await call("POST", swap, { raw: "{" }), 400);
  });
});
