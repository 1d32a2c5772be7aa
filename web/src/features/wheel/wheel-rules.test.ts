import type { SpinOutcome, WheelConfigSection } from "@jadeverse/api/client/contracts";
import type { Rarity } from "@jadeverse/api/client/store";
import { describe, expect, it } from "vitest";
import { COOLDOWN_MS, FAILURE_COOLDOWN_MS } from "./constants.ts";
import { epicSections } from "./epic-wins-panel.tsx";
import { type WheelTranslate, wheelMessages } from "./messages.ts";
import {
  checkSpinResult,
  coinsText,
  cooldownAfter,
  landingRotation,
  rarityName,
  SPIN_RESULT_PROBLEMS,
  spinRefusal,
  spinsLeft,
  winTitle,
} from "./wheel-rules.ts";

const t: WheelTranslate = (id, values) => wheelMessages.english._(id, values);

const section = (position: number, over: Partial<WheelConfigSection> = {}): WheelConfigSection => ({
  id: position + 1,
  position,
  angle: position * 30,
  type: "coins",
  theme: "small",
  coinsAmount: 500,
  label: "500",
  weight: 10,
  itemRarity: null,
  itemId: null,
  ...over,
});
const SECTIONS = [
  section(0),
  section(1, { type: "none", coinsAmount: 0, label: "Try again", theme: "none" }),
  section(2, { type: "nft", coinsAmount: 0, label: "Epic item", itemRarity: "EPIC", theme: "mystery" }),
];
const HASH = "a".repeat(64);
const result = (over: Partial<SpinOutcome> = {}): SpinOutcome => ({
  spinId: 1,
  cost: 10,
  rewardType: "coins",
  rewardValue: 500,
  rewardLabel: "500",
  gameItemId: null,
  nftInstanceId: null,
  itemRarity: null,
  sectionId: 1,
  position: 0,
  theme: "small",
  coinsAmount: 500,
  provenanceHash: HASH,
  nonce: 0,
  clientSeed: "seed",
  serverSeedHash: HASH,
  sectionTableHash: HASH,
  ...over,
});

describe("spins left", () => {
  it("is floor(gems / cost)", () => {
    expect(spinsLeft(5_000, 10)).toBe(500);
    expect(spinsLeft(29, 10)).toBe(2);
    expect(spinsLeft(9, 10)).toBe(0);
    expect(spinsLeft(0, 10)).toBe(0);
    expect(spinsLeft(100, 0)).toBe(0);
  });
});

describe("client refusal rules (docs/product/economy.md §5)", () => {
  const gate = { spinning: false, cooldownUntil: 0, now: 1_000, gems: 100, cost: 10, signedIn: true };
  it("lets a spin go when idle, out of cooldown, with gems and a session", () => {
    expect(spinRefusal(gate)).toBeNull();
    expect(spinRefusal({ ...gate, cooldownUntil: 1_000 })).toBeNull();
  });
  it("refuses while spinning, in cooldown, short of gems or signed out", () => {
    expect(spinRefusal({ ...gate, spinning: true })).toBe("spinning");
    expect(spinRefusal({ ...gate, cooldownUntil: 1_001 })).toBe("cooldown");
    expect(spinRefusal({ ...gate, gems: 9 })).toBe("not-enough-gems");
    expect(spinRefusal({ ...gate, signedIn: false })).toBe("signed-out");
  });
  it("cools down 4 s after a result and 1 s after a failure", () => {
    expect(cooldownAfter("result")).toBe(COOLDOWN_MS);
    expect(cooldownAfter("failure")).toBe(FAILURE_COOLDOWN_MS);
    expect([COOLDOWN_MS, FAILURE_COOLDOWN_MS]).toEqual([4_000, 1_000]);
  });
});

describe("response checks (docs/product/economy.md §5)", () => {
  it("returns the section a valid result lands on", () => {
    expect(checkSpinResult(result(), SECTIONS).position).toBe(0);
    expect(checkSpinResult(result({ rewardType: "none", rewardValue: 0, position: 1 }), SECTIONS).id).toBe(2);
    expect(
      checkSpinResult(
        result({ rewardType: "nft", rewardValue: 1, position: 2, itemRarity: "EPIC" }),
        SECTIONS,
      ).id,
    ).toBe(3);
  });
  it("refuses a missing answer", () => {
    expect(() => checkSpinResult(undefined, SECTIONS)).toThrow(SPIN_RESULT_PROBLEMS.noData);
  });
  it("refuses a reward matching no section, a coin amount or label that differs, a none worth something", () => {
    for (const bad of [
      result({ rewardType: "nft", position: 0 }),
      result({ rewardValue: 501 }),
      result({ rewardLabel: "501" }),
      result({ rewardType: "none", rewardValue: 5, position: 1 }),
      result({ position: 11 }),
    ])
      expect(() => checkSpinResult(bad, SECTIONS)).toThrow(SPIN_RESULT_PROBLEMS.noSection);
  });
});

describe("landing rotation", () => {
  it("puts the section's angle under the top pointer after at least the extra turns", () => {
    for (const current of [0, 45, 1_830, 3_615])
      for (let angle = 0; angle < 360; angle += 30) {
        const next = landingRotation(current, angle, 5);
        expect(next).toBeGreaterThanOrEqual(current + 5 * 360);
        expect(next).toBeLessThan(current + 6 * 360);
        expect((((next + angle) % 360) + 360) % 360).toBe(0);
      }
  });
});

describe("win titles", () => {
  it("names the win by rarity, anything else a supreme win", () => {
    const rarities: (Rarity | null)[] = ["COMMON", "RARE", "EPIC", "LEGENDARY", "SUPREME", null];
    expect(rarities.map((rarity) => t(winTitle(rarity)))).toEqual([
      "big win",
      "rare win",
      "epic win",
      "legendary win",
      "supreme win",
      "supreme win",
    ]);
  });
});

describe("rarity names and coins", () => {
  it("read as the spec writes them in English", () => {
    expect(rarityName(t, "LEGENDARY")).toBe("LEGENDARY");
    expect(coinsText(t, "1.5K", 1_500)).toBe("1.5K coins");
  });
});

describe("epic wins", () => {
  it("lists epic-or-better items and big coin prizes only", () => {
    const sections = [
      ...SECTIONS,
      section(3, { type: "nft", coinsAmount: 0, label: "Legend", itemRarity: "LEGENDARY", theme: "mystery" }),
      section(4, { type: "nft", coinsAmount: 0, label: "Rare", itemRarity: "RARE", theme: "mystery" }),
      section(5, { coinsAmount: 5_000, label: "5K", theme: "big" }),
    ];
    expect(epicSections(sections).map((s) => s.position)).toEqual([2, 3, 5]);
  });
});
