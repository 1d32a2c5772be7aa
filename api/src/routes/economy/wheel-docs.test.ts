import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi, type TestResponse } from "../../../test/harness.ts";
import { expectDocumented as expectDocumentedIn } from "../../../test/openapi-check.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { grantGems, seedWheelFixture } from "../../../test/wheel-setup.ts";

/**
 * The wheel's and fairness routes' answers, successes and errors alike, as the OpenAPI document
 * publishes them (platform/docs.test.ts sees the wheel unseeded and calls no POST route; this one spins).
 */
let api: TestApi;
let document: any;
let player: TestPlayer;
beforeAll(async () => {
  api = await startTestApi();
  await seedWheelFixture(api);
  [player] = (await createPlayers(api, 1)) as [TestPlayer];
  await grantGems(api, player.userId, 1);
  document = (await api.request("GET", "/api/openapi.json")).body;
});
afterAll(() => api.close());

function expectDocumented(method: "get" | "post", path: string, res: TestResponse, status: number) {
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(status);
  expectDocumentedIn(document, method, path, res);
}

const call = (method: "GET" | "POST", url: string, options: Record<string, unknown> = {}) =>
  api.request(method, url, { token: player.token, ...options });

describe("wheel and fairness routes in the OpenAPI document", () => {
  it("match their live answers", async () => {
    const config = "/api/wheel/config";
    const configured = await api.request("GET", config);
    expectDocumented("get", config, configured, 200);
    expect(configured.body.sections).toHaveLength(12);

    const table = "/api/wheel/section-table";
    expectDocumented("get", table, await api.request("GET", table), 200);
    expectDocumented("get", table, await api.request("GET", `${table}?hash=${"f".repeat(64)}`), 404);
    expectDocumented("get", table, await api.request("GET", `${table}?hash=nope`), 400);

    const spin = "/api/wheel/spin";
    expectDocumented("post", spin, await call("POST", spin), 200);
    expectDocumented("post", spin, await call("POST", spin), 400);
    expectDocumented("post", spin, await api.request("POST", spin), 401);

    const history = "/api/wheel/history";
    expectDocumented("get", history, await call("GET", history), 200);
    expectDocumented("get", history, await call("GET", `${history}?limit=500`), 400);
    expectDocumented("get", history, await api.request("GET", history), 401);

    const fairness = "/api/fairness";
    expectDocumented("get", fairness, await call("GET", fairness), 200);
    expectDocumented("get", fairness, await api.request("GET", fairness), 401);
    const clientSeed = "/api/fairness/client-seed";
    expectDocumented(
      "post",
      clientSeed,
      await call("POST", clientSeed, { body: { clientSeed: "docs" } }),
      200,
    );
    expectDocumented("post", clientSeed, await call("POST", clientSeed, { body: { clientSeed: "" } }), 400);
    expectDocumented("post", clientSeed, await call("POST", clientSeed, { raw: "{" }), 400);
    const rotate = "/api/fairness/rotate";
    expectDocumented("post", rotate, await call("POST", rotate), 200);
    expectDocumented("post", rotate, await api.request("POST", rotate), 401);
    // After rotation the history shows the revealed seed, still as documented.
    expectDocumented("get", history, await call("GET", history), 200);
  });
});
