import { createDb } from "@jadeverse/db/client";
import { TERMS_VERSION } from "@jadeverse/db/enums/users";
import { ledger } from "@jadeverse/db/ledger";
import { seedCatalog } from "@jadeverse/db/seed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { expectDocumented } from "../../../test/openapi-check.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { seedWheelFixture } from "../../../test/wheel-setup.ts";

// Issue 33: 18+ with the Terms, and taking a break (docs/security.md "18+", "Taking a break").
let api: TestApi;
let document: any;
let clock = new Date("2026-11-29T12:00:00Z");

beforeAll(async () => {
  api = await startTestApi();
  api.deps.now = () => clock;
  await api.db.write((tx) => seedCatalog(tx));
  await seedWheelFixture(api);
  document = (await api.request("GET", "/api/openapi.json")).body;
});
afterAll(() => api.close());

async function player(termsAccepted: boolean): Promise<TestPlayer> {
  const [p] = (await createPlayers(api, 1, { hasBetaAccess: true, termsAccepted })) as [TestPlayer];
  await ledger.run(api.db, {
    key: `test:responsible:${p.userId}`,
    reason: "test-grant",
    changes: [
      { userId: p.userId, currency: "coins", delta: 10_000 },
      { userId: p.userId, currency: "gems", delta: 500 },
    ],
  });
  return p;
}

let keys = 0;
/** One call of each kind that plays or buys, answered for `p`. */
const playAndBuy = (p: TestPlayer) =>
  Promise.all([
    api.request("POST", "/api/games/slots/spin", {
      token: p.token,
      body: { betPerLine: 1, requestKey: `rp-${++keys}` },
    }),
    api.request("POST", "/api/wheel/spin", { token: p.token }),
    api.request("POST", "/api/finance/gems-to-coins", { token: p.token, body: { gemsAmount: 1 } }),
    api.request("POST", "/api/stripe/create-payment-link", { token: p.token, body: { packageId: 1 } }),
  ]);

describe("18+ and the Terms", () => {
  it("refuses play and purchases until the player accepts the Terms in force and confirms 18+", async () => {
    const p = await player(false);
    const me = await api.request("GET", "/api/users/me", { token: p.token });
    expect(me.body.termsAccepted).toBe(false);
    for (const res of await playAndBuy(p)) {
      expect([res.status, res.body.error.code]).toEqual([403, "TERMS_NOT_ACCEPTED"]);
    }
    const refused = (await playAndBuy(p))[0]!;
    expectDocumented(document, "post", "/api/games/slots/spin", refused);
    for (const body of [
      { version: "2020-01-01", adult: true },
      { version: TERMS_VERSION, adult: false },
      { version: TERMS_VERSION },
    ]) {
      const bad = await api.request("POST", "/api/users/me/terms", { token: p.token, body });
      expect([bad.status, bad.body.error.code]).toEqual([400, "VALIDATION_ERROR"]);
    }
    const accepted = await api.request("POST", "/api/users/me/terms", {
      token: p.token,
      body: { version: TERMS_VERSION, adult: true },
    });
    expect(accepted.status).toBe(200);
    expectDocumented(document, "post", "/api/users/me/terms", accepted);
    expect(accepted.body.user.termsAccepted).toBe(true);
    const [spin, wheel, swap] = await playAndBuy(p);
    expect([spin!.status, wheel!.status, swap!.status]).toEqual([200, 200, 200]);
  });

  it("stores the registration form's boxes with the account, and asks again when they were not sent", async () => {
    const ticked = await api.signUp("adult@example.com");
    expect((await api.request("GET", "/api/users/me", { token: ticked.token })).body.termsAccepted).toBe(
      true,
    );
    const unticked = await api.signUp("later@example.com", undefined, {
      termsVersion: undefined,
      adult: undefined,
    });
    expect((await api.request("GET", "/api/users/me", { token: unticked.token })).body.termsAccepted).toBe(
      false,
    );
  });
});

describe("taking a break", () => {
  const takeBreak = (p: TestPlayer, kind: string) =>
    api.request("POST", "/api/users/me/break", { token: p.token, body: { kind } });

  it("refuses games, the wheel, purchases and swaps until it ends, on time, and cannot be shortened", async () => {
    clock = new Date("2026-11-29T12:00:00Z");
    const p = await player(true);
    const taken = await takeBreak(p, "cool-off-7d");
    expect(taken.status).toBe(200);
    expectDocumented(document, "post", "/api/users/me/break", taken);
    const until = "2026-12-06T12:00:00.000Z";
    expect(taken.body.break).toEqual({ kind: "cool-off-7d", until });
    const read = await api.request("GET", "/api/users/me/break", { token: p.token });
    expectDocumented(document, "get", "/api/users/me/break", read);
    expect(read.body.break).toEqual({ kind: "cool-off-7d", until });
    for (const res of await playAndBuy(p)) {
      expect([res.status, res.body.error.code, res.body.error.details]).toEqual([
        403,
        "PLAYER_ON_BREAK",
        { kind: "cool-off-7d", until },
      ]);
    }
    // Shorter is refused, and changes nothing; longer is taken.
    const shorter = await takeBreak(p, "cool-off-24h");
    expect([shorter.status, shorter.body.error.code]).toEqual([409, "BREAK_CANNOT_SHORTEN"]);
    expectDocumented(document, "post", "/api/users/me/break", shorter);
    expect((await api.request("GET", "/api/users/me/break", { token: p.token })).body.break.until).toBe(
      until,
    );
    // Reading one's own account and what one owns stays open.
    expect((await api.request("GET", "/api/store/inventory", { token: p.token })).status).toBe(200);

    clock = new Date("2026-12-06T11:59:59Z");
    expect((await playAndBuy(p))[0]!.status).toBe(403);
    clock = new Date("2026-12-06T12:00:00Z");
    const [spin, wheel] = await playAndBuy(p);
    expect([spin!.status, wheel!.status]).toEqual([200, 200]);
    expect((await api.request("GET", "/api/users/me/break", { token: p.token })).body.break).toBeNull();
    // Once over, any break may start again, a shorter one included.
    expect((await takeBreak(p, "cool-off-24h")).status).toBe(200);
  });

  it("a permanent self-exclusion never ends; racing requests keep the longest break, never a 500", async () => {
    clock = new Date("2026-11-29T12:00:00Z");
    const p = await player(true);
    const kinds = ["cool-off-24h", "self-exclusion-permanent", "cool-off-30d", "self-exclusion-6m"];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => takeBreak(p, kinds[i % 4]!)));
    for (const res of answers) expect([200, 409]).toContain(res.status);
    const me = await api.request("GET", "/api/users/me/break", { token: p.token });
    expect(me.body.break).toEqual({ kind: "self-exclusion-permanent", until: "9999-12-31T00:00:00.000Z" });
    clock = new Date("2036-11-29T12:00:00Z");
    expect((await playAndBuy(p))[1]!.body.error.code).toBe("PLAYER_ON_BREAK");
    expect((await takeBreak(p, "self-exclusion-6m")).status).toBe(409);
  });

  it("refuses play at once when another process starts a break, though the player's eligibility was cached", async () => {
    // Another process on the same database: a second API instance, the bot, an operator's console.
    clock = new Date("2026-11-29T12:00:00Z");
    const other = await createDb({ url: api.dbUrl });
    try {
      const p = await player(true);
      const spin = () => api.request("POST", "/api/wheel/spin", { token: p.token });
      expect((await spin()).status).toBe(200); // eligibility now cached
      await other.execute({
        sql: "update users set break_kind = 'cool-off-24h', break_until = ? where id = ?",
        args: [Date.parse("2026-11-30T12:00:00Z"), p.userId],
      });
      // Another process's change is seen within 100 ms; a busy machine's timers run late.
      const deadline = Date.now() + 15_000;
      let refused = await spin();
      while (refused.status !== 403 && Date.now() < deadline) {
        await Bun.sleep(50);
        refused = await spin();
      }
      expect([refused.status, refused.body.error.code]).toEqual([403, "PLAYER_ON_BREAK"]);
    } finally {
      other.close();
    }
  });
});
