import type { Tx } from "../client.ts";
import { RARITIES, type Rarity } from "../schema/catalog.ts";
import { wheelSections } from "../schema/wheel.ts";
import { wheelPrizeOf } from "./catalog-items.ts";
import { excluded } from "./upsert.ts";

export interface WheelSectionSeed {
  id: number;
  position: number;
  type: "coins" | "nft" | "none";
  theme: "small" | "medium" | "big" | "mystery" | "none";
  coinsAmount: number;
  label: string;
  weight: number;
  itemRarity: Rarity | null;
  itemId: number | null;
}

/** docs/product/economy.md §9: amounts of 1,000 or more read "X.XK" ("1.5K", "5K"); smaller ones as they are. */
export function coinLabel(amount: number): string {
  if (amount < 1000) return String(amount);
  return `${(amount / 1000).toFixed(1).replace(/\.0$/, "")}K`;
}

/** Coins of 1,000 or more use the big theme (gold bars), 500 and up medium, the rest small. */
const coinTheme = (amount: number): WheelSectionSeed["theme"] =>
  amount >= 1000 ? "big" : amount >= 500 ? "medium" : "small";

const coins = (amount: number, weight: number) =>
  ({
    type: "coins",
    theme: coinTheme(amount),
    coinsAmount: amount,
    label: coinLabel(amount),
    weight,
  }) as const;
const nft = (rarity: Rarity, weight: number) =>
  ({
    type: "nft",
    theme: "mystery",
    coinsAmount: 0,
    label: `${rarity[0]}${rarity.slice(1).toLowerCase()} prize`,
    weight,
    rarity,
  }) as const;
const none = (weight: number) =>
  ({ type: "none", theme: "none", coinsAmount: 0, label: "Try again", weight }) as const;

/**
 * The 12 sections, clockwise from the top, 30° apart. Weights are out of 100,000 (1 = 0.001 %).
 *
 * Odds and expected value of one spin (cost 1 gem):
 * - coins 65.843 %: 250 (29.843 %), 500 (20 %), 1K (10 %), 1.5K (5 %), 5K (1 %) → EV ≈ 399.6 coins;
 * - nothing 34 %;
 * - a wheel-only item 0.157 %: COMMON 0.1 %, RARE 0.04 %, EPIC 0.012 %, LEGENDARY 0.004 %, SUPREME 0.001 %.
 *   Valued at their nominal gem prices (100 / 500 / 1,500 / 4,500 / 15,000) that is
 *   0.10 + 0.20 + 0.18 + 0.18 + 0.15 = 0.81 gems per spin.
 * At the swap rate (1 gem = 100,000 coins) the coins add 0.004 gems, so a spin returns about
 * 0.814 gems of nominal value for 1 gem: the house keeps ~19 %, and the wheel's appeal is the
 * collectibles rather than the coins. `seed.test.ts` recomputes these numbers from the table.
 */
const LAYOUT = [
  coins(250, 29_843),
  nft("COMMON", 100),
  coins(1000, 10_000),
  none(17_000),
  nft("RARE", 40),
  coins(500, 20_000),
  nft("LEGENDARY", 4),
  coins(5000, 1_000),
  none(17_000),
  nft("EPIC", 12),
  coins(1500, 5_000),
  nft("SUPREME", 1),
];

export const WHEEL_TOTAL_WEIGHT = 100_000;

export const WHEEL_SECTIONS: readonly WheelSectionSeed[] = LAYOUT.map((section, position) => {
  const rarity = "rarity" in section ? section.rarity : null;
  return {
    id: position + 1,
    position,
    type: section.type,
    theme: section.theme,
    coinsAmount: section.coinsAmount,
    label: section.label,
    weight: section.weight,
    itemRarity: rarity,
    itemId: rarity ? wheelPrizeOf(rarity).id : null,
  };
});

/** Every rarity has exactly one nft section (checked at import, so a bad edit fails fast). */
for (const rarity of RARITIES) {
  if (WHEEL_SECTIONS.filter((s) => s.itemRarity === rarity).length !== 1) {
    throw new Error(`seed: the wheel needs exactly one ${rarity} section`);
  }
}

export async function seedWheel(tx: Tx): Promise<number> {
  await tx
    .insert(wheelSections)
    .values(WHEEL_SECTIONS.map((s) => ({ ...s })))
    .onConflictDoUpdate({
      target: wheelSections.id,
      set: excluded(wheelSections, [
        "position",
        "type",
        "theme",
        "coinsAmount",
        "label",
        "weight",
        "itemRarity",
        "itemId",
      ]),
    });
  return WHEEL_SECTIONS.length;
}
