import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { ledgerEntries, users, wheelSpins } from "@jadeverse/db/schema";
import { seedCatalog } from "@jadeverse/db/seed";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { grantPass } from "../../../test/held-pass.ts";
import { expectDocumented } from "../../../test/openapi-check.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { seedWheelFixture } from "../../../test/wheel-setup.ts";
import { verifySpin } from "../../lib/fairness/verify.ts";
import { chestWeek } from "../../lib/wheel/gold-chest.ts";

// The Gold pass's weekly chest (docs/passes.md "The Gold chest"): one free spin of the wheel a week for
// Gold holders, drawn from the player's own provably fair seeds, once however it races.
let api: TestApi;
let document: any;
let clock = new Date("2026-11-25T10:00:00Z"); // a Wednesday

beforeAll(async () => {
  api = await startTestApi();
  api.deps.now = () => clock;
  await api.db.write((tx) => seedCatalog(tx));
  await seedWheelFixture(api);
  document = (await api.request("GET", "/api/openapi.json")).body;
});
afterAll(() => api.close());

const grant = (player: TestPlayer, passId: number) => grantPass(api.db, player.userId, passId, clock);

const status = (p: TestPlayer) => api.request("GET", "/api/wheel/gold-chest", { token: p.token });
const open = (p: TestPlayer) => api.request("POST", "/api/wheel/gold-chest", { token: p.token });

describe("the week", () => {
  it("runs Monday 00:00 UTC to Monday", () => {
    expect(chestWeek(new Date("2026-11-25T10:00:00Z"))).toEqual({
      key: "gold-chest:2026-11-23",
      startsAt: new Date("2026-11-23T00:00:00Z"),
      endsAt: new Date("2026-11-30T00:00:00Z"),
    });
    expect(chestWeek(new Date("2026-11-29T23:59:59Z")).key).toBe("gold-chest:2026-11-23");
    expect(chestWeek(new Date("2026-11-30T00:00:00Z")).key).toBe("gold-chest:2026-11-30");
  });
});

describe("the Gold chest", () => {
  it("is a Gold perk: Silver and no pass are refused", async () => {
    const [silver, none] = await createPlayers(api, 2);
    await grant(silver!, 2);
    for (const p of [silver!, none!]) {
      const res = await open(p);
      expect([res.status, res.body.error.code]).toEqual([403, "GOLD_PASS_REQUIRED"]);
      expect((await status(p)).body).toMatchObject({ eligible: false, openedThisWeek: false });
    }
  });

  it("opens once a week for free, even under 20 parallel opens; the spin verifies with the player's seeds", async () => {
    const [gold] = await createPlayers(api, 1);
    await grant(gold!, 1);
    const before = await status(gold!);
    expectDocumented(document, "get", "/api/wheel/gold-chest", before);
    expect(before.body).toEqual({
      eligible: true,
      openedThisWeek: false,
      nextChestAt: clock.toISOString(),
      last: null,
    });
    const gemsBefore = (
      await api.db.orm.select({ gems: users.gems }).from(users).where(eq(users.id, gold!.userId))
    )[0]!.gems;
    const results = await Promise.all(Array.from({ length: 20 }, () => open(gold!)));
    const ok = results.filter((r) => r.status === 200);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(new Set(ok.map((r) => r.body.data.spinId)).size).toBe(1);
    expectDocumented(document, "post", "/api/wheel/gold-chest", ok[0]!);
    const spin = ok[0]!.body.data;
    expect(spin).toMatchObject({ cost: 0, nextChestAt: "2026-11-30T00:00:00.000Z" });
    const rows = await api.db.orm.select().from(wheelSpins).where(eq(wheelSpins.userId, gold!.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ cost: 0, requestKey: "gold-chest:2026-11-23" });
    // Nothing was charged; a coin prize was paid once.
    const gemsAfter = (
      await api.db.orm.select({ gems: users.gems }).from(users).where(eq(users.id, gold!.userId))
    )[0]!.gems;
    expect(gemsAfter).toBe(gemsBefore);
    const entries = await api.db.orm
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, gold!.userId));
    expect(entries.filter((e) => e.reason.startsWith("wheel")).length).toBe(
      spin.rewardType === "coins" ? 1 : 0,
    );
    // Revealing the seed lets anyone check the draw, as for a paid spin.
    const rotated = await api.request("POST", "/api/fairness/rotate", { token: gold!.token, body: {} });
    const table = await api.request("GET", `/api/wheel/section-table?hash=${spin.sectionTableHash}`);
    const verdict = verifySpin(
      {
        serverSeed: rotated.body.previous.serverSeed,
        serverSeedHash: spin.serverSeedHash,
        clientSeed: spin.clientSeed,
        nonce: spin.nonce,
        sectionTableHash: spin.sectionTableHash,
        provenanceHash: spin.provenanceHash,
        position: spin.position,
      },
      table.body.sections,
    );
    expect(verdict).toMatchObject({
      seedHashMatches: true,
      tableHashMatches: true,
      provenanceMatches: true,
      positionMatches: true,
    });
    const again = await open(gold!);
    expect([again.status, again.body.error.code, again.body.error.details]).toEqual([
      409,
      "GOLD_CHEST_OPENED",
      { nextChestAt: "2026-11-30T00:00:00.000Z" },
    ]);
    expect((await status(gold!)).body).toMatchObject({
      openedThisWeek: true,
      nextChestAt: "2026-11-30T00:00:00.000Z",
    });
    // Next Monday, a new chest.
    clock = new Date("2026-11-30T00:00:01Z");
    expect((await open(gold!)).status).toBe(200);
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });
});
