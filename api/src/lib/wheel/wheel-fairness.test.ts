import { createHash, createHmac } from "node:crypto";
import { WHEEL_SECTIONS } from "@jadeverse/db/seed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { grantGems, seedWheelFixture } from "../../../test/wheel-setup.ts";
import { floatStream } from "../fairness/float-stream.ts";
import { weightedPick } from "../fairness/weighted-pick.ts";

/**
 * An independent verifier, written from docs/architecture.md §5 alone (node:crypto, no code of ours): the
 * first float of HMAC_SHA256(serverSeed, "clientSeed:nonce:0") is its first 4 bytes as a big-endian
 * 32-bit integer over 2³² (the same number as b0/256 + b1/256² + b2/256³ + b3/256⁴), and the
 * section is the first, in position order, whose running weight exceeds float × total.
 */
interface RecordedSection {
  position: number;
  weight: number;
}
function verify(serverSeed: string, clientSeed: string, nonce: number, table: RecordedSection[]) {
  const digest = createHmac("sha256", serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  const float = digest.readUInt32BE(0) / 2 ** 32;
  const sorted = table.toSorted((a, b) => a.position - b.position);
  const target = float * sorted.reduce((n, s) => n + s.weight, 0);
  let running = 0;
  for (const section of sorted) {
    running += section.weight;
    if (running > target) return { position: section.position, provenance: digest.toString("hex") };
  }
  throw new Error("no section");
}

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await seedWheelFixture(api);
});
afterAll(() => api.close());

interface HistoryEntry {
  id: number;
  position: number;
  nonce: number;
  clientSeed: string;
  serverSeed: string | null;
  serverSeedHash: string;
  sectionTableHash: string;
  provenanceHash: string;
}

async function history(p: TestPlayer): Promise<HistoryEntry[]> {
  const all: HistoryEntry[] = [];
  for (let page = 1; ; page++) {
    const res = await api.request("GET", `/api/wheel/history?page=${page}&limit=50`, { token: p.token });
    expect(res.status).toBe(200);
    all.push(...res.body.data);
    if (page >= res.body.meta.totalPages) return all;
  }
}

/** The recorded table of a hash, checked against the hash before it is trusted. */
async function recordedTable(hash: string): Promise<RecordedSection[]> {
  const res = await api.request("GET", `/api/wheel/section-table?hash=${hash}`);
  expect(res.status).toBe(200);
  expect(createHash("sha256").update(res.body.canonical).digest("hex")).toBe(hash);
  return JSON.parse(res.body.canonical);
}

async function spinMany(p: TestPlayer, count: number, parallel = 10) {
  for (let done = 0; done < count; done += parallel) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(parallel, count - done) }, () =>
        api.request("POST", "/api/wheel/spin", { token: p.token }),
      ),
    );
    for (const res of batch) expect(res.status).toBe(200);
  }
}

async function verifyAll(p: TestPlayer, expected: number) {
  const entries = await history(p);
  expect(entries).toHaveLength(expected);
  const tables = new Map<string, RecordedSection[]>();
  for (const entry of entries) {
    expect(entry.serverSeed, "the seed is revealed after rotation").not.toBeNull();
    expect(createHash("sha256").update(entry.serverSeed!).digest("hex")).toBe(entry.serverSeedHash);
    if (!tables.has(entry.sectionTableHash))
      tables.set(entry.sectionTableHash, await recordedTable(entry.sectionTableHash));
    const result = verify(
      entry.serverSeed!,
      entry.clientSeed,
      entry.nonce,
      tables.get(entry.sectionTableHash)!,
    );
    expect(result.position, `spin ${entry.id} (nonce ${entry.nonce})`).toBe(entry.position);
    expect(result.provenance).toBe(entry.provenanceHash);
  }
  return entries;
}

describe("provably fair wheel", () => {
  it("1,000 recorded spins recompute to the same sections from the revealed seeds", async () => {
    const [p] = await createPlayers(api, 1);
    await grantGems(api, p!.userId, 1000);
    await api.request("POST", "/api/fairness/client-seed", {
      token: p!.token,
      body: { clientSeed: "verifier's own seed" },
    });
    await spinMany(p!, 1000);
    const rotated = await api.request("POST", "/api/fairness/rotate", { token: p!.token });
    expect(rotated.body.previous.lastNonce).toBe(999);
    const entries = await verifyAll(p!, 1000);
    expect(new Set(entries.map((e) => e.nonce)).size).toBe(1000);
    expect(new Set(entries.map((e) => e.clientSeed))).toEqual(new Set(["verifier's own seed"]));
    // More than one kind of outcome came up (the draw is not constant).
    expect(new Set(entries.map((e) => e.position)).size).toBeGreaterThan(3);
  }, 600_000); // A deadline, not a bar: 1,000 spins on sqld beside the browser tests took over 120 s.

  it("changing the wheel's sections later changes no past spin's verification", async () => {
    const [p] = await createPlayers(api, 1);
    await grantGems(api, p!.userId, 60);
    await spinMany(p!, 30);
    const before = (await api.request("GET", "/api/wheel/config")).body.sectionTableHash as string;
    // The operator reweights and reorders the wheel: reversed weights, a changed coin prize.
    await api.db.execute(
      "update wheel_sections set weight = 100001 - weight, coins_amount = coins_amount * 2",
    );
    try {
      const after = (await api.request("GET", "/api/wheel/config")).body.sectionTableHash as string;
      expect(after).not.toBe(before);
      await spinMany(p!, 30);
      await api.request("POST", "/api/fairness/rotate", { token: p!.token });
      const entries = await verifyAll(p!, 60);
      const hashes = entries.map((e) => e.sectionTableHash);
      expect(hashes.filter((h) => h === before)).toHaveLength(30);
      expect(hashes.filter((h) => h === after)).toHaveLength(30);
    } finally {
      await seedWheelFixture(api);
    }
  }, 300_000);
});

/** Upper 0.1 % points of the chi-square distribution by degrees of freedom. */
const CHI_SQUARE_999: Record<number, number> = { 8: 26.124, 9: 27.877, 10: 29.588, 11: 31.264 };

/** Pearson's chi-square of observed counts by position against weights, pooling cells expected < 5 times. */
function chiSquare(counts: Map<number, number>, draws: number, sections: readonly RecordedSection[]) {
  const total = sections.reduce((n, s) => n + s.weight, 0);
  const cells: { expected: number; observed: number }[] = [];
  let pooled = { expected: 0, observed: 0 };
  for (const s of sections.toSorted((a, b) => a.weight - b.weight)) {
    const cell = { expected: (draws * s.weight) / total, observed: counts.get(s.position) ?? 0 };
    if (cell.expected >= 5 && pooled.expected === 0) {
      cells.push(cell);
      continue;
    }
    pooled = { expected: pooled.expected + cell.expected, observed: pooled.observed + cell.observed };
    if (pooled.expected >= 5) {
      cells.push(pooled);
      pooled = { expected: 0, observed: 0 };
    }
  }
  if (pooled.expected > 0) cells.push(pooled);
  return {
    chi: cells.reduce((sum, c) => sum + (c.observed - c.expected) ** 2 / c.expected, 0),
    df: cells.length - 1,
  };
}

describe("section frequencies over 100,000 draws", () => {
  it("match the published weights (chi-square, p > 0.001), and would not match other weights", () => {
    const draws = 100_000;
    const counts = new Map<number, number>();
    const seeds = {
      serverSeed: createHash("sha256").update("chi-square").digest("hex"),
      clientSeed: "stats",
    };
    for (let nonce = 0; nonce < draws; nonce++) {
      const [float] = floatStream({ ...seeds, nonce }, 1);
      const section = weightedPick(WHEEL_SECTIONS, float as number);
      counts.set(section.position, (counts.get(section.position) ?? 0) + 1);
    }
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(draws);
    const { chi, df } = chiSquare(counts, draws, WHEEL_SECTIONS);
    expect(CHI_SQUARE_999[df], `df ${df}`).toBeDefined();
    expect(chi).toBeLessThan(CHI_SQUARE_999[df]!);
    // The test has power: the same draws against slightly different weights (1 % moved) fail it.
    const moved = WHEEL_SECTIONS.map((s) =>
      s.position === 0
        ? { ...s, weight: s.weight - 1000 }
        : s.position === 3
          ? { ...s, weight: s.weight + 1000 }
          : s,
    );
    const other = chiSquare(counts, draws, moved);
    expect(other.chi).toBeGreaterThan(CHI_SQUARE_999[other.df]!);
  });
});
