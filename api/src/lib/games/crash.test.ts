import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GameRuleError } from "./common.ts";
import {
  cashoutPayout,
  crashInt,
  crashPoint,
  crashPointFromInt,
  formatPoint,
  generateChain,
  MAX_CASHOUT,
  previousGameHash,
  verifyChain,
  winProbability,
} from "./crash.ts";

const nodeSha = (text: string) => createHash("sha256").update(text).digest("hex");
/** The formula computed independently: node's HMAC, exact integers. */
const independentPoint = (gameHash: string, salt: string) => {
  const int = Number.parseInt(createHmac("sha256", gameHash).update(salt).digest("hex").slice(0, 8), 16);
  return Math.max(100, Number((99n * 2n ** 32n) / BigInt(int + 1)));
};
// Stake's published salt: the hash of Bitcoin block 584,500 (its Crash seeding event).
const STAKE_SALT = "0000000000000000001b34dc6a1e86083f95500b096231436e9b25cbdd0075c4";
const SEED = nodeSha("jadeverse crash test seed");

describe("crash point", () => {
  it("matches published Stake-compatible vectors (the `fair` crate's tests)", () => {
    // Stake game #1,126,614 → 2.3522275811778033 → 2.35×.
    expect(crashPoint("5844bf329a6334074778ab8a5f0960e24f9eec43f83bbd98ac0a9f8bcd87184e", STAKE_SALT)).toBe(
      235,
    );
    // → 1.2897005203687084 → 1.28×.
    expect(crashPoint("deadbeefe7c270724bd4851c020d489257fa79a70e694a9b5099375464348698", STAKE_SALT)).toBe(
      128,
    );
    // The third hash of the chain from sha256("testing") → 1.5992214910117746 → 1.59×.
    const chain = [nodeSha("testing")];
    chain.push(nodeSha(chain[0]!), nodeSha(nodeSha(chain[0]!)));
    expect(crashPoint(chain[2]!, STAKE_SALT)).toBe(159);
  });

  it("matches an independent node:crypto computation on 2,000 chain hashes", () => {
    const { games } = generateChain(SEED, 2000);
    for (const game of games) expect(crashPoint(game, "salt")).toBe(independentPoint(game, "salt"));
  });

  it("crashes at exactly 1.00× from the formula's edge, and on real hashes about 1.98 % of the time", () => {
    const w = Number((99n * 2n ** 32n) / 101n); // the ints below w reach 1.01×
    expect(crashPointFromInt(w - 1)).toBe(101);
    expect(crashPointFromInt(w)).toBe(100);
    expect(crashPointFromInt(2 ** 32 - 1)).toBe(100);
    expect(crashPointFromInt(0)).toBe(425_201_762_304);
    const { games } = generateChain(SEED, 5000);
    const instant = games.filter((g) => crashPoint(g, "salt") === 100);
    expect(instant.length).toBeGreaterThan(60); // expected 99
    expect(instant.length).toBeLessThan(140);
    const first = instant[0]!;
    expect(independentPoint(first, "salt")).toBe(100);
    expect(crashInt(first, "salt")).toBeGreaterThanOrEqual(w);
    expect(formatPoint(crashPoint(first, "salt"))).toBe("1.00");
  });

  it("is exact where a naive float evaluation drops a hundredth", () => {
    const naive = (int: number) => Math.floor(Math.max(1, (2 ** 32 / (int + 1)) * (1 - 0.01)) * 100);
    // 99 × 2³² / (int + 1) is a whole number only when int + 1 divides 99 × 2³² = 2³² × 3² × 11.
    const divisorInts: number[] = [];
    for (let a = 0; a <= 32; a++)
      for (const odd of [1, 3, 9, 11, 33, 99])
        if (2 ** a * odd <= 2 ** 32) divisorInts.push(2 ** a * odd - 1);
    let drops = 0;
    for (const int of divisorInts) {
      const exact = crashPointFromInt(int);
      expect(naive(int) === exact || naive(int) === exact - 1).toBe(true);
      if (naive(int) !== exact) drops++;
    }
    expect(drops).toBeGreaterThan(0);
    expect(crashPointFromInt(3 * 2 ** 30 - 1)).toBe(132); // exactly 1.32×; naive float: 1.31×
    let state = 7;
    for (let i = 0; i < 200_000; i++) {
      state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
      if (!divisorInts.includes(state)) expect(crashPointFromInt(state)).toBe(naive(state));
    }
  });

  it("gives a cash-out at t its exact win chance floor(99 × 2³² / t) / 2³² (99 % return)", () => {
    for (const t of [101, 150, 200, 1000, 12_345, 1_000_000, MAX_CASHOUT]) {
      const { numerator, denominator } = winProbability(t);
      expect(denominator).toBe(2n ** 32n);
      const winners = Number(numerator);
      expect(crashPointFromInt(winners - 1)).toBeGreaterThanOrEqual(t);
      expect(crashPointFromInt(winners)).toBeLessThan(t);
      const ret = (t / 100) * (winners / 2 ** 32);
      expect(ret).toBeLessThanOrEqual(0.99);
      expect(ret).toBeGreaterThan(0.9899);
    }
    expect(winProbability(100)).toEqual({ numerator: 1n, denominator: 1n });
    expect(() => winProbability(99)).toThrow(GameRuleError);
    expect(() => winProbability(MAX_CASHOUT + 1)).toThrow(GameRuleError);
  });

  it("pays floor(stake × target / 100) when the target is at most the point", () => {
    expect(cashoutPayout(100, 250, 250)).toBe(250);
    expect(cashoutPayout(100, 250, 249)).toBe(0);
    expect(cashoutPayout(3, 150, 1000)).toBe(4);
    expect(cashoutPayout(10, 100, 100)).toBe(10);
    expect(cashoutPayout(1_000_000_000, MAX_CASHOUT, 425_201_762_304)).toBe(1e15);
    expect(() => cashoutPayout(0, 200, 300)).toThrow(GameRuleError);
    expect(() => cashoutPayout(10, 100.5, 300)).toThrow(GameRuleError);
  });

  it("formats hundredths", () => {
    expect(formatPoint(100)).toBe("1.00");
    expect(formatPoint(105)).toBe("1.05");
    expect(formatPoint(23_552)).toBe("235.52");
  });
});

describe("crash hash chain", () => {
  it("links each game to the next by SHA-256 of its hex text, the seed played last", () => {
    const { terminatingHash, games } = generateChain(SEED, 1000);
    expect(games).toHaveLength(1000);
    expect(games[999]).toBe(SEED);
    expect(nodeSha(games[0]!)).toBe(terminatingHash);
    for (let i = 0; i < 999; i++) expect(nodeSha(games[i + 1]!)).toBe(games[i]);
    expect(previousGameHash(games[1]!)).toBe(games[0]);
    expect(previousGameHash(games[0]!)).toBe(terminatingHash);
    expect(generateChain(SEED, 1000, nodeSha)).toEqual({ terminatingHash, games });
  });

  it("verifies revealed games backwards from the published terminating hash", () => {
    const { terminatingHash, games } = generateChain(SEED, 300);
    // The terminating hash is published first; each finished game then reveals its hash.
    let previous = terminatingHash;
    for (const [i, revealed] of games.entries()) {
      expect(nodeSha(revealed)).toBe(previous);
      expect(verifyChain(revealed, terminatingHash, 300)).toBe(i + 1);
      previous = revealed;
    }
    expect(verifyChain(games[299]!, terminatingHash, 299)).toBeNull(); // beyond maxSteps
    expect(verifyChain(terminatingHash, terminatingHash, 300)).toBeNull();
    expect(verifyChain(nodeSha("not in the chain"), terminatingHash, 300)).toBeNull();
    expect(verifyChain(games[10]!, terminatingHash, 300, nodeSha)).toBe(11);
  });

  it("refuses malformed hashes, seeds and salts", () => {
    expect(() => crashPoint("ABC", "salt")).toThrow(GameRuleError);
    expect(() => crashPoint(SEED.toUpperCase(), "salt")).toThrow(GameRuleError);
    expect(() => crashPoint(SEED, "")).toThrow(GameRuleError);
    expect(() => generateChain("seed", 10)).toThrow(GameRuleError);
    expect(() => generateChain(SEED, 0)).toThrow(GameRuleError);
    expect(() => verifyChain(SEED, "x", 10)).toThrow(GameRuleError);
    expect(() => crashPointFromInt(2 ** 32)).toThrow(GameRuleError);
    expect(() => crashPointFromInt(-1)).toThrow(GameRuleError);
  });
});
