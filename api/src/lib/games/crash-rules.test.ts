// Direct rule tests of the crash engine's inputs and edges (docs/crash.md): what a malformed hash,
// salt, chain or cash-out is refused with, and the chain and payout at their exact limits.
import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { expectRefused } from "../../../test/game-refusals.ts";
import {
  CRASH_RTP,
  cashoutPayout,
  crashInt,
  crashPoint,
  crashPointFromInt,
  formatPoint,
  generateChain,
  MAX_CASHOUT,
  MIN_CRASH_POINT,
  previousGameHash,
  verifyChain,
  winProbability,
} from "./crash.ts";

const sha = (text: string) => createHash("sha256").update(text).digest("hex");
const SEED = sha("crash rules seed");
const hashMessage = (what: string) => `${what} must be 64 lower-case hex characters`;

describe("crash: the published constants", () => {
  it("runs from 1.00× to a 1,000,000.00× cash-out cap with a 99 % return", () => {
    expect(MIN_CRASH_POINT).toBe(100);
    expect(MAX_CASHOUT).toBe(100_000_000);
    expect(CRASH_RTP).toBe(0.99);
  });
});

describe("crash: hashes and salts", () => {
  it("takes only 64 lower-case hex characters as a game hash", () => {
    for (const bad of [
      SEED.slice(1),
      `${SEED}0`,
      `x${SEED}`,
      `${SEED}x`,
      `${SEED.slice(0, 63)}g`,
      SEED.toUpperCase(),
      "",
    ])
      expectRefused(() => crashPoint(bad, "salt"), "INVALID_HASH", hashMessage("game hash"));
    // Not text at all, even if it prints as a valid hash.
    const lookalike = { toString: () => SEED } as unknown as string;
    expectRefused(() => crashInt(lookalike, "salt"), "INVALID_HASH", hashMessage("game hash"));
    expectRefused(() => previousGameHash("abc"), "INVALID_HASH", hashMessage("game hash"));
    expect(crashInt("0123456789abcdef".repeat(4), "salt")).toBeGreaterThanOrEqual(0);
  });

  it("needs a non-empty text salt", () => {
    expectRefused(() => crashInt(SEED, ""), "INVALID_HASH", "salt must be given");
    expectRefused(() => crashInt(SEED, 42 as unknown as string), "INVALID_HASH", "salt must be given");
    // node:crypto's HMAC, independent of the engine's portable one.
    const hmac = createHmac("sha256", SEED).update("s").digest("hex");
    expect(crashInt(SEED, "s")).toBe(Number.parseInt(hmac.slice(0, 8), 16));
  });

  it("reads the point from a 32-bit unsigned integer only", () => {
    for (const bad of [-1, 2 ** 32, 1.5, Number.NaN])
      expectRefused(() => crashPointFromInt(bad), "INVALID_HASH", "int must be a 32-bit unsigned integer");
    expect(crashPointFromInt(2 ** 32 - 1)).toBe(100);
    expect(crashPointFromInt(1)).toBe(212_600_881_152);
  });
});

describe("crash: the chain", () => {
  it("is a single game when its length is 1: the seed, under the hash of the seed", () => {
    expect(generateChain(SEED, 1)).toEqual({ terminatingHash: sha(SEED), games: [SEED] });
    expect(verifyChain(SEED, sha(SEED), 1)).toBe(1);
    expect(verifyChain(SEED, sha(SEED), 0)).toBeNull();
  });

  it("refuses a malformed seed, a length below 1 or not whole, and a malformed terminating hash", () => {
    expectRefused(() => generateChain("seed", 3), "INVALID_HASH", hashMessage("seed"));
    for (const length of [0, -1, 1.5, Number.NaN])
      expectRefused(() => generateChain(SEED, length), "INVALID_HASH", "length must be ≥ 1");
    expectRefused(() => verifyChain("seed", sha(SEED), 3), "INVALID_HASH", hashMessage("game hash"));
    expectRefused(() => verifyChain(SEED, "nope", 3), "INVALID_HASH", hashMessage("terminating hash"));
  });

  it("counts the forward hashes to the terminating hash exactly, up to maxSteps", () => {
    const { terminatingHash, games } = generateChain(SEED, 5);
    expect(games.map((g) => verifyChain(g, terminatingHash, 5))).toEqual([1, 2, 3, 4, 5]);
    expect(verifyChain(games[4]!, terminatingHash, 4)).toBeNull();
    expect(verifyChain(games[2]!, terminatingHash, 3)).toBe(3);
    expect(previousGameHash(games[3]!, sha)).toBe(games[2]);
  });
});

describe("crash: cash-outs", () => {
  it("takes cash-out targets of 1.00×–1,000,000.00× in whole hundredths only", () => {
    const message = "a cash-out is 100–100000000 hundredths";
    for (const bad of [99, MAX_CASHOUT + 1, 150.5, Number.NaN, 2 ** 53]) {
      expectRefused(() => winProbability(bad), "INVALID_BET", message);
      expectRefused(() => cashoutPayout(10, bad, 1000), "INVALID_BET", message);
    }
    expect(winProbability(MAX_CASHOUT)).toEqual({ numerator: 4252n, denominator: 2n ** 32n });
    expect(winProbability(101)).toEqual({ numerator: (99n * 2n ** 32n) / 101n, denominator: 2n ** 32n });
  });

  it("refuses a stake that is not a whole number of coins", () => {
    const message = "stake must be a whole number of coins from 1 to 1000000000";
    for (const bad of [0, -5, 2.5, 1_000_000_001])
      expectRefused(() => cashoutPayout(bad, 200, 300), "INVALID_STAKE", message);
  });

  it("pays floor(stake × target / 100) when the target is at most the point, 0 from one hundredth above", () => {
    expect(cashoutPayout(7, 133, 133)).toBe(9); // 9.31 rounds down
    expect(cashoutPayout(7, 134, 133)).toBe(0);
    expect(cashoutPayout(1, 199, 10_000)).toBe(1);
    expect(cashoutPayout(1, 200, 10_000)).toBe(2);
    expect(cashoutPayout(10_000, 10_000, 10_000)).toBe(1_000_000);
  });

  it("formats hundredths as the multiplier shown", () => {
    expect(formatPoint(100)).toBe("1.00");
    expect(formatPoint(110)).toBe("1.10");
    expect(formatPoint(199)).toBe("1.99");
    expect(formatPoint(100_000_000)).toBe("1000000.00");
  });
});
