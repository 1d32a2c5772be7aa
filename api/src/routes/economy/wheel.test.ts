import { createHash } from "node:crypto";
import { fairnessSeeds, ledgerEntries, userItems, users, wheelSpins } from "@jadeverse/db/schema";
import { WHEEL_SECTIONS } from "@jadeverse/db/seed";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { grantGems, seedWheelFixture } from "../../../test/wheel-setup.ts";
import { fairnessStateResponse } from "../../lib/fairness/responses.ts";
import { wheelConfigResponse, wheelHistoryResponse, wheelSpinResponse } from "../../lib/wheel/responses.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await seedWheelFixture(api);
});
afterAll(() => api.close());

const balances = async (userId: number) =>
  (
    await api.db.orm.select({ gems: users.gems, coins: users.coins }).from(users).where(eq(users.id, userId))
  )[0]!;
const spins = (userId: number) => api.db.orm.select().from(wheelSpins).where(eq(wheelSpins.userId, userId));
const spin = (p: TestPlayer) => api.request("POST", "/api/wheel/spin", { token: p.token });
const nonceOf = async (p: TestPlayer) =>
  fairnessStateResponse.parse((await api.request("GET", "/api/fairness", { token: p.token })).body).nonce;

describe("GET /api/wheel/config", () => {
  it("answers without a session: baseCost, 12 sections at 30° with their weights, the table's hash", async () => {
    const res = await api.request("GET", "/api/wheel/config");
    expect(res.status).toBe(200);
    const config = wheelConfigResponse.parse(res.body);
    expect(config.baseCost).toBe(1);
    expect(config.sections.map((s) => s.position)).toEqual([...Array(12).keys()]);
    expect(config.sections.map((s) => s.angle)).toEqual([...Array(12).keys()].map((i) => i * 30));
    expect(new Set(config.sections.map((s) => s.type))).toEqual(new Set(["coins", "nft", "none"]));
    expect(config.sections.map((s) => s.weight)).toEqual(WHEEL_SECTIONS.map((s) => s.weight));
    expect(config.totalWeight).toBe(WHEEL_SECTIONS.reduce((n, s) => n + s.weight, 0));
    // The hash is sha256 of the canonical table, rebuilt here from the published sections.
    const canonical = JSON.stringify(
      config.sections.map(({ position, type, theme, coinsAmount, weight, itemRarity, itemId }) => ({
        position,
        type,
        theme,
        coinsAmount,
        weight,
        itemRarity,
        itemId,
      })),
    );
    expect(createHash("sha256").update(canonical).digest("hex")).toBe(config.sectionTableHash);
    const table = await api.request("GET", "/api/wheel/section-table");
    expect(table.status).toBe(200);
    expect(table.body.sectionTableHash).toBe(config.sectionTableHash);
    expect(table.body.canonical).toBe(canonical);
  });

  it("a section table never recorded is a 404; a malformed hash a 400", async () => {
    const unknown = await api.request("GET", `/api/wheel/section-table?hash=${"0".repeat(64)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("NOT_FOUND");
    const bad = await api.request("GET", "/api/wheel/section-table?hash=xyz");
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("VALIDATION_ERROR");
  });
});

describe("POST /api/wheel/spin", () => {
  it("needs a session (401); nothing is written", async () => {
    const res = await api.request("POST", "/api/wheel/spin");
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("UNAUTHORIZED");
    expect(await api.db.orm.select().from(wheelSpins)).toEqual([]);
  });

  it("without enough gems: 400 NOT_ENOUGH_GEMS_ERROR, no spin, no ledger row, the nonce not consumed", async () => {
    const [p] = await createPlayers(api, 1);
    const before = await nonceOf(p!);
    const res = await spin(p!);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: "NOT_ENOUGH_GEMS_ERROR", message: "Not enough gems!" });
    expect(await spins(p!.userId)).toEqual([]);
    expect(await api.db.orm.select().from(ledgerEntries).where(eq(ledgerEntries.userId, p!.userId))).toEqual(
      [],
    );
    expect(await nonceOf(p!)).toBe(before);
    expect(await balances(p!.userId)).toEqual({ gems: 0, coins: 0 });
  });

  it("debits baseCost, pays the drawn section, records the spin with its fairness fields", async () => {
    const [p] = await createPlayers(api, 1);
    await grantGems(api, p!.userId, 40);
    const fairness = fairnessStateResponse.parse(
      (await api.request("GET", "/api/fairness", { token: p!.token })).body,
    );
    const config = wheelConfigResponse.parse((await api.request("GET", "/api/wheel/config")).body);
    let coinsWon = 0;
    let items = 0;
    for (let i = 0; i < 40; i++) {
      const res = await spin(p!);
      expect(res.status).toBe(200);
      const { data } = wheelSpinResponse.parse(res.body);
      expect(data.nonce).toBe(fairness.nonce + i);
      expect(data.clientSeed).toBe(fairness.clientSeed);
      expect(data.serverSeedHash).toBe(fairness.serverSeedHash);
      expect(data.sectionTableHash).toBe(config.sectionTableHash);
      expect(data.cost).toBe(config.baseCost);
      // The spec's client checks (docs/product/economy.md §5): the reward matches a section by type; coins by amount and label.
      const section = config.sections.find((s) => s.position === data.position)!;
      expect(section.type).toBe(data.rewardType);
      if (data.rewardType === "coins") {
        expect([data.rewardValue, data.rewardLabel]).toEqual([section.coinsAmount, section.label]);
        coinsWon += data.rewardValue;
      } else if (data.rewardType === "none") {
        expect(data.rewardValue).toBe(0);
      } else {
        expect(data.itemRarity).toBe(section.itemRarity);
        expect(data.gameItemId).toBe(section.itemId);
        expect(data.nftInstanceId).toBeGreaterThan(0);
        items++;
      }
    }
    expect(await balances(p!.userId)).toEqual({ gems: 0, coins: coinsWon });
    const owned = await api.db.orm.select().from(userItems).where(eq(userItems.userId, p!.userId));
    expect(owned).toHaveLength(items);
    expect(owned.every((item) => item.source === "wheel")).toBe(true);
    expect(await spins(p!.userId)).toHaveLength(40);
    expect(await nonceOf(p!)).toBe(fairness.nonce + 40);
  });

  it("grants an item of the drawn rarity for an nft section", async () => {
    // Make every section but one weightless for a moment: the draw must land on the RARE prize.
    const rare = WHEEL_SECTIONS.find((s) => s.itemRarity === "RARE")!;
    const [p] = await createPlayers(api, 1);
    await grantGems(api, p!.userId, 1);
    await api.db.execute({
      sql: "update wheel_sections set weight = case when id = ? then 1 else 0 end",
      args: [rare.id],
    });
    try {
      const res = await spin(p!);
      expect(res.status).toBe(200);
      const { data } = wheelSpinResponse.parse(res.body);
      expect(data).toMatchObject({
        rewardType: "nft",
        itemRarity: "RARE",
        gameItemId: rare.itemId,
        rewardValue: 1,
      });
      const [owned] = await api.db.orm.select().from(userItems).where(eq(userItems.userId, p!.userId));
      expect(owned).toMatchObject({ id: data.nftInstanceId, itemId: rare.itemId, source: "wheel" });
    } finally {
      await seedWheelFixture(api);
    }
  });
});

describe("client seed changes between spins", () => {
  it("the next spins use the new client seed and the nonce keeps counting on the same server seed", async () => {
    const [p] = await createPlayers(api, 1);
    await grantGems(api, p!.userId, 4);
    const a = wheelSpinResponse.parse((await spin(p!)).body).data;
    const b = wheelSpinResponse.parse((await spin(p!)).body).data;
    const set = await api.request("POST", "/api/fairness/client-seed", {
      token: p!.token,
      body: { clientSeed: "fresh" },
    });
    expect(set.status).toBe(200);
    const c = wheelSpinResponse.parse((await spin(p!)).body).data;
    expect([a.nonce, b.nonce, c.nonce]).toEqual([0, 1, 2]);
    expect(c.clientSeed).toBe("fresh");
    expect(b.clientSeed).not.toBe("fresh");
    expect(new Set([a.serverSeedHash, b.serverSeedHash, c.serverSeedHash]).size).toBe(1);
    // The search filter of the history matches reward labels.
    const label = c.rewardLabel;
    const found = wheelHistoryResponse.parse(
      (
        await api.request("GET", `/api/wheel/history?search=${encodeURIComponent(label)}`, {
          token: p!.token,
        })
      ).body,
    );
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.every((e) => e.rewardLabel.includes(label))).toBe(true);
    const none = wheelHistoryResponse.parse(
      (await api.request("GET", "/api/wheel/history?search=%25no%20such%20prize", { token: p!.token })).body,
    );
    expect(none.meta.totalItems).toBe(0);
  });
});

describe("a player with spins", () => {
  it("can be deleted with everything the wheel recorded for them (seeds, spins, items)", async () => {
    const [p] = await createPlayers(api, 1);
    await grantGems(api, p!.userId, 5);
    for (let i = 0; i < 5; i++) expect((await spin(p!)).status).toBe(200);
    await api.request("POST", "/api/fairness/rotate", { token: p!.token });
    await api.db.write(async (tx) => {
      await tx.delete(ledgerEntries).where(eq(ledgerEntries.userId, p!.userId));
      await tx.delete(users).where(eq(users.id, p!.userId));
    });
    expect(await spins(p!.userId)).toEqual([]);
    expect(await api.db.orm.select().from(userItems).where(eq(userItems.userId, p!.userId))).toEqual([]);
    expect(await api.db.orm.select().from(fairnessSeeds).where(eq(fairnessSeeds.userId, p!.userId))).toEqual(
      [],
    );
  });
});

describe("GET /api/wheel/history", () => {
  it("needs a session; refuses bad paging with 400", async () => {
    expect((await api.request("GET", "/api/wheel/history")).status).toBe(401);
    const [p] = await createPlayers(api, 1);
    for (const query of [
      "page=0",
      "page=-1",
      "page=1.5",
      "limit=0",
      "limit=51",
      "sortBy=reward",
      "sortOrder=UP",
      "x=1",
      `search=${"s".repeat(65)}`,
    ]) {
      const res = await api.request("GET", `/api/wheel/history?${query}`, { token: p!.token });
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
    }
  });

  it("pages by 20, newest first, each entry with its fairness fields", async () => {
    const [p] = await createPlayers(api, 1);
    const empty = wheelHistoryResponse.parse(
      (await api.request("GET", "/api/wheel/history", { token: p!.token })).body,
    );
    expect(empty).toEqual({ data: [], meta: { currentPage: 1, totalPages: 0, totalItems: 0 } });
    await grantGems(api, p!.userId, 25);
    const made: number[] = [];
    for (let i = 0; i < 25; i++) made.push(wheelSpinResponse.parse((await spin(p!)).body).data.spinId);
    const first = wheelHistoryResponse.parse(
      (await api.request("GET", "/api/wheel/history", { token: p!.token })).body,
    );
    expect(first.meta).toEqual({ currentPage: 1, totalPages: 2, totalItems: 25 });
    expect(first.data.map((s) => s.id)).toEqual(made.toReversed().slice(0, 20));
    const second = wheelHistoryResponse.parse(
      (
        await api.request("GET", "/api/wheel/history?page=2&limit=20&sortBy=createdAt&sortOrder=DESC", {
          token: p!.token,
        })
      ).body,
    );
    expect(second.data.map((s) => s.id)).toEqual(made.toReversed().slice(20));
    const newest = first.data[0]!;
    expect(newest.nonce).toBe(24);
    expect(newest.serverSeed).toBeNull();
    expect(newest.reward.type).toMatch(/^(coins|nft|none)$/);
    // Another player's history is their own.
    const [other] = await createPlayers(api, 1);
    const theirs = wheelHistoryResponse.parse(
      (await api.request("GET", "/api/wheel/history", { token: other!.token })).body,
    );
    expect(theirs.meta.totalItems).toBe(0);
    // After rotation each past spin shows the revealed seed, whose hash is the one it was drawn under.
    await api.request("POST", "/api/fairness/rotate", { token: p!.token });
    const revealed = wheelHistoryResponse.parse(
      (await api.request("GET", "/api/wheel/history", { token: p!.token })).body,
    );
    for (const entry of revealed.data)
      expect(createHash("sha256").update(entry.serverSeed!).digest("hex")).toBe(entry.serverSeedHash);
  });
});
