import { describe, expect, it } from "vitest";
import { generateChain } from "../crash.ts";
import { CrashChain, nativeSha256Hex } from "./chain.ts";
import { msToReach, multiplierAt } from "./curve.ts";

const SEED = nativeSha256Hex("chain checkpoint test");

describe("the server's crash chain", () => {
  it("gives every game the engine's hash, across checkpoints", () => {
    for (const length of [1, 999, 1_000, 1_001, 2_500]) {
      const chain = new CrashChain(SEED, length);
      const { terminatingHash, games } = generateChain(SEED, length, nativeSha256Hex);
      expect(chain.terminatingHash).toBe(terminatingHash);
      for (const g of [1, 2, Math.ceil(length / 2), length - 1, length].filter((n) => n >= 1 && n <= length))
        expect(chain.gameHash(g)).toBe(games[g - 1]);
    }
    expect(() => new CrashChain(SEED, 10).gameHash(11)).toThrow(RangeError);
    expect(() => new CrashChain(SEED, 10).gameHash(0)).toThrow(RangeError);
  });
});

describe("the published curve", () => {
  it("reaches each point at the first millisecond the multiplier shows it", () => {
    for (const rate of [0.00006, 0.001])
      for (const point of [100, 101, 150, 199, 200, 1_000, 12_345, 100_000_000]) {
        const t = msToReach(point, rate);
        expect(multiplierAt(t, rate)).toBeGreaterThanOrEqual(point);
        if (t > 0) expect(multiplierAt(t - 1, rate)).toBeLessThan(point);
      }
    expect(msToReach(100, 0.00006)).toBe(0);
    expect(multiplierAt(11_553, 0.00006)).toBe(200);
    expect(multiplierAt(11_552, 0.00006)).toBe(199);
  });
});
