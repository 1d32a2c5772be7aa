import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { ledgerEntries, wheelSpins } from "@jadeverse/db/schema";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi, usingSqld } from "../../../test/harness.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { type CatalogItem, insertItems } from "../../../test/store-catalog.ts";
import { storeState } from "../../../test/store-state.ts";
import { grantGems, seedWheelFixture } from "../../../test/wheel-setup.ts";
import { SPIN_DEBIT_REASON } from "../../lib/wheel/constants.ts";

// docs/architecture.md §5 / issue 9: every way of spending gems races on one balance, and the ledger decides.
const PARALLEL = 200;
const AFFORDABLE = 50;

let api: TestApi;
let cost: number;
/** Items priced at exactly one spin, so every request of the race costs the same. */
let items: CatalogItem[];
beforeAll(async () => {
  api = await startTestApi();
  await seedWheelFixture(api);
  cost = (await api.request("GET", "/api/wheel/config")).body.baseCost as number;
  items = Array.from({ length: PARALLEL }, (_, i) => ({
    id: 5001 + i,
    name: `Race Charm ${i}`,
    type: "CHARM" as const,
    rarity: "COMMON" as const,
    priceGems: cost,
    hour: 500 + i,
  }));
  await insertItems(api.db, items);
}, 60_000);
afterAll(() => api.close());

async function playerWithGems(gems: number, key: string): Promise<TestPlayer> {
  const [player] = (await createPlayers(api, 1)) as [TestPlayer];
  await grantGems(api, player.userId, gems, key);
  return player;
}

const spin = (player: TestPlayer, headers: Record<string, string> = {}) =>
  api.request("POST", "/api/wheel/spin", { token: player.token, headers });

describe(`spins, buys and swaps racing on one balance (${usingSqld ? "sqld" : "embedded"})`, () => {
  it("200 parallel spins, buys and swaps with gems for exactly 50 succeed exactly 50 times", async () => {
    const player = await playerWithGems(AFFORDABLE * cost, "race-mixed");
    const requests = Array.from({ length: PARALLEL }, (_, i) => {
      const kind = (["spin", "buy", "swap"] as const)[i % 3];
      if (kind === "spin") return spin(player).then((r) => ({ kind, ...r }));
      if (kind === "buy")
        return api
          .request("POST", `/api/items/buy/${items[i]!.id}`, { token: player.token })
          .then((r) => ({ kind, ...r }));
      return api
        .request("POST", "/api/finance/gems-to-coins", { token: player.token, body: { gemsAmount: cost } })
        .then((r) => ({ kind, ...r }));
    });
    const answers = await Promise.all(requests);
    const ok = answers.filter((a) => a.status < 300);
    const refused = answers.filter((a) => a.status >= 300);
    expect(ok).toHaveLength(AFFORDABLE);
    // Every refusal is the clean "not enough" of its endpoint: no 409, no 500.
    for (const a of refused) {
      expect(a.status).toBe(400);
      expect(["NOT_ENOUGH_GEMS_ERROR", "INSUFFICIENT_BALANCE_ERROR"]).toContain(a.body.error.code);
    }
    // Each kind took part, and what succeeded is exactly what the database holds.
    const succeeded = (kind: string) => ok.filter((a) => a.kind === kind).length;
    const state = await storeState(api, player.userId);
    expect(state.gems).toBe(0);
    expect(state.items.filter((i) => i.source === "store")).toHaveLength(succeeded("buy"));
    const spins = await api.db.orm.select().from(wheelSpins).where(eq(wheelSpins.userId, player.userId));
    expect(spins).toHaveLength(succeeded("spin"));
    const gemsSpent = state.ledger.filter((e) => e.currency === "gems" && e.delta < 0);
    expect(gemsSpent.reduce((n, e) => n - e.delta, 0)).toBe(AFFORDABLE * cost);
    const coinsWon = ok
      .filter((a) => a.kind === "spin" && a.body.data.rewardType === "coins")
      .reduce((n, a) => n + a.body.data.rewardValue, 0);
    expect(state.coins).toBe(succeeded("swap") * cost * 100_000 + coinsWon);
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  }, 120_000);
});

describe("POST /api/wheel/spin with Idempotency-Key", () => {
  it("a retried spin answers the first one again and charges once", async () => {
    const player = await playerWithGems(3 * cost, "retry");
    const headers = { "Idempotency-Key": "spin-retry-1" };
    const first = await spin(player, headers);
    expect(first.status).toBe(200);
    const retry = await spin(player, headers);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    const other = await spin(player, { "Idempotency-Key": "spin-retry-2" });
    expect(other.body.data.spinId).not.toBe(first.body.data.spinId);
    expect(other.body.data.nonce).toBe(first.body.data.nonce + 1);
    const state = await storeState(api, player.userId);
    expect(state.gems).toBe(cost);
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });

  it("20 copies of one spin sent at once make one spin and one debit", async () => {
    const player = await playerWithGems(20 * cost, "retry-burst");
    const headers = { "Idempotency-Key": "burst" };
    const answers = await Promise.all(Array.from({ length: 20 }, () => spin(player, headers)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.data.spinId)).size).toBe(1);
    const debits = await api.db.orm
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, player.userId), eq(ledgerEntries.reason, SPIN_DEBIT_REASON)));
    expect(debits).toHaveLength(1);
    expect((await storeState(api, player.userId)).gems).toBe(19 * cost);
  });

  it("keys belong to one player, and a malformed key is refused with nothing charged", async () => {
    const [a, b] = [await playerWithGems(cost, "key-a"), await playerWithGems(cost, "key-b")];
    const headers = { "Idempotency-Key": "shared-name" };
    const [first, second] = [await spin(a, headers), await spin(b, headers)];
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.data.spinId).not.toBe(first.body.data.spinId);
    const player = await playerWithGems(cost, "key-bad");
    const bad = await spin(player, { "Idempotency-Key": "x".repeat(129) });
    expect(bad.status).toBe(400);
    expect((await storeState(api, player.userId)).gems).toBe(cost);
  });
});
