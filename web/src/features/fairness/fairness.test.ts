import { describe, expect, it } from "vitest";
import { bytesToFloat, floatStream, roundBytes, sha256Hex } from "./float-stream.ts";
import { canonicalTable, type RecordedSpin, verifySpin, weightedPick } from "./verify-spin.ts";

// The server's fixed vectors (api/src/lib/fairness/fairness.test.ts, computed with Python's hmac),
// recomputed here with WebCrypto: the browser verifier agrees with them.
const SEEDS = { serverSeed: "a".repeat(64), clientSeed: "player-seed", nonce: 0 };
const FIRST_TEN = [
  0.15141557133756578, 0.6422305372543633, 0.2915035653859377, 0.5162990654353052, 0.12258616671897471,
  0.22063910262659192, 0.39553937898017466, 0.015905764419585466, 0.6873923211824149, 0.03667684108950198,
];
const ROUND_0 = "26c32bbfa46938724a9ffa48842c2cf11f61ce99387bcde26542119904126672";
const SEED_HASH = "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb";
const ROWS = [
  { position: 1, type: "nft", theme: "mystery", coinsAmount: 0, weight: 1, itemRarity: "RARE", itemId: 42 },
  { position: 0, type: "coins", theme: "small", coinsAmount: 250, weight: 3, itemRarity: null, itemId: null },
];
const TABLE_HASH = "449e9adc83dfed14e83b85229b0e255b4ebc80971a17107b6c771423053264ab";

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

describe("WebCrypto float stream", () => {
  it("is HMAC_SHA256(key = serverSeed, message = clientSeed:nonce:round)", async () => {
    expect(hex(await roundBytes(SEEDS, 0))).toBe(ROUND_0);
  });
  it("matches the server's vector across a round boundary", async () => {
    const floats = await floatStream(SEEDS, 10);
    expect(floats).toHaveLength(10);
    for (const [i, f] of floats.entries()) expect(f).toBeCloseTo(FIRST_TEN[i] as number, 15);
    expect((await floatStream({ ...SEEDS, nonce: 7 }, 1))[0]).toBeCloseTo(0.540493086213246, 15);
  });
  it("reads 4 bytes as b0/256 + b1/256² + b2/256³ + b3/256⁴", () => {
    expect(bytesToFloat(Uint8Array.from([128, 0, 0, 0]), 0)).toBe(0.5);
    expect(bytesToFloat(Uint8Array.from([255, 255, 255, 255]), 0)).toBe(1 - 2 ** -32);
  });
  it("hashes the server seed's text", async () => {
    expect(await sha256Hex("a".repeat(64))).toBe(SEED_HASH);
  });
});

describe("weighted pick and the section table", () => {
  const sections = [
    { position: 2, weight: 1, name: "c" },
    { position: 0, weight: 3, name: "a" },
    { position: 1, weight: 0, name: "never" },
  ];
  it("walks positions in order; a zero weight is never picked", () => {
    expect(weightedPick(sections, 0).name).toBe("a");
    expect(weightedPick(sections, 0.7499).name).toBe("a");
    expect(weightedPick(sections, 0.75).name).toBe("c");
    expect(weightedPick(sections, 1 - 2 ** -32).name).toBe("c");
    expect(() => weightedPick(sections, 1)).toThrow(RangeError);
    expect(() => weightedPick([], 0.5)).toThrow(RangeError);
  });
  it("rebuilds the canonical table the server hashed", async () => {
    expect(await sha256Hex(canonicalTable(ROWS))).toBe(TABLE_HASH);
  });
});

describe("verifySpin", () => {
  const spin: RecordedSpin = {
    serverSeed: SEEDS.serverSeed,
    serverSeedHash: SEED_HASH,
    clientSeed: SEEDS.clientSeed,
    nonce: 0,
    sectionTableHash: TABLE_HASH,
    provenanceHash: ROUND_0,
    // 0.1514… × 4 = 0.61 < 3: position 0.
    position: 0,
  };
  it("matches a spin recomputed from its revealed seed and recorded table", async () => {
    expect(await verifySpin(spin, ROWS)).toEqual({
      seedHashMatches: true,
      tableHashMatches: true,
      provenanceMatches: true,
      recomputedPosition: 0,
      positionMatches: true,
      match: true,
    });
  });
  it("reports a mismatch for another position, seed, client seed or table", async () => {
    expect((await verifySpin({ ...spin, position: 1 }, ROWS)).match).toBe(false);
    expect((await verifySpin({ ...spin, serverSeed: "b".repeat(64) }, ROWS)).seedHashMatches).toBe(false);
    expect((await verifySpin({ ...spin, clientSeed: "other" }, ROWS)).provenanceMatches).toBe(false);
    const reweighted = ROWS.map((r) => ({ ...r, weight: r.weight + 1 }));
    expect((await verifySpin(spin, reweighted)).tableHashMatches).toBe(false);
  });
});
