import type { Motif } from "../art/motifs.ts";
import type { ItemType, Rarity } from "../schema/catalog.ts";

export interface ItemSeed {
  id: number;
  slug: string;
  name: string;
  type: ItemType;
  rarity: Rarity;
  priceGems: number;
  description: string;
  /** false: a wheel-only prize, never sold in the store. */
  purchasable: boolean;
  motif: Motif;
}

/**
 * Gem prices by rarity (inclusive). Every paid skin and item sits in its band, and the bands do not
 * overlap, so sorting by price groups by rarity. Default skins are free (0).
 */
export const RARITY_PRICE_BANDS: Record<Rarity, readonly [min: number, max: number]> = {
  COMMON: [40, 150],
  RARE: [250, 600],
  EPIC: [900, 1800],
  LEGENDARY: [2800, 4800],
  SUPREME: [8000, 15000],
};

type Row = [
  id: number,
  slug: string,
  name: string,
  type: ItemType,
  rarity: Rarity,
  priceGems: number,
  motif: Motif,
];

/** Store items: every type in every rarity. */
const STORE_ITEMS: readonly Row[] = [
  [1, "silk-hanfu-robe", "Silk Hanfu Robe", "CLOTHING", "COMMON", 60, "robe"],
  [2, "red-envelope-jacket", "Red Envelope Jacket", "CLOTHING", "RARE", 280, "robe"],
  [3, "cloud-stitched-cloak", "Cloud-Stitched Cloak", "CLOTHING", "EPIC", 950, "cloud"],
  [4, "dragon-scale-armor", "Dragon Scale Armor", "CLOTHING", "LEGENDARY", 3000, "robe"],
  [5, "emperors-golden-robe", "Emperor's Golden Robe", "CLOTHING", "SUPREME", 9500, "robe"],
  [6, "lucky-koi-charm", "Lucky Koi Charm", "CHARM", "COMMON", 50, "koi"],
  [7, "jade-bi-disc-amulet", "Jade Bi Disc Amulet", "CHARM", "RARE", 320, "disc"],
  [8, "pixiu-guardian-charm", "Pixiu Guardian Charm", "CHARM", "EPIC", 1200, "coin"],
  [9, "eight-immortals-pendant", "Eight Immortals Pendant", "CHARM", "LEGENDARY", 3500, "bagua"],
  [10, "pearl-of-the-dragon-king", "Pearl of the Dragon King", "CHARM", "SUPREME", 11000, "pearl"],
  [11, "bamboo-rickshaw", "Bamboo Rickshaw", "VEHICLE", "COMMON", 140, "wheel"],
  [12, "dragon-boat", "Dragon Boat", "VEHICLE", "RARE", 600, "boat"],
  [13, "phoenix-sky-junk", "Phoenix Sky Junk", "VEHICLE", "EPIC", 1800, "boat"],
  [14, "golden-nimbus-cloud", "Golden Nimbus Cloud", "VEHICLE", "LEGENDARY", 4800, "cloud"],
  [15, "celestial-dragon-chariot", "Celestial Dragon Chariot", "VEHICLE", "SUPREME", 15000, "wheel"],
  [16, "paper-lantern", "Paper Lantern", "ACCESSORY", "COMMON", 40, "lantern"],
  [17, "mahjong-tile-earrings", "Mahjong Tile Earrings", "ACCESSORY", "RARE", 250, "mahjong"],
  [18, "folding-fan-of-winds", "Folding Fan of Winds", "ACCESSORY", "EPIC", 900, "fan"],
  [19, "jade-emperors-seal", "Jade Emperor's Seal", "ACCESSORY", "LEGENDARY", 2800, "seal"],
  [20, "crown-of-the-nine-dragons", "Crown of the Nine Dragons", "ACCESSORY", "SUPREME", 13000, "crown"],
  [21, "gold-ingot-stack", "Gold Ingot Stack", "OTHER", "COMMON", 80, "ingot"],
  [22, "firecracker-bundle", "Firecracker Bundle", "OTHER", "RARE", 400, "firecracker"],
  [23, "jade-mahjong-set", "Jade Mahjong Set", "OTHER", "EPIC", 1400, "mahjong"],
  [24, "qilin-incense-burner", "Qilin Incense Burner", "OTHER", "LEGENDARY", 4000, "qilin"],
  [25, "bagua-fortune-compass", "Bagua Fortune Compass", "OTHER", "SUPREME", 10000, "bagua"],
];

/** Wheel-only prizes (not purchasable), one per rarity; `wheel.ts` points its nft sections at them. */
const WHEEL_ITEMS: readonly Row[] = [
  [26, "lucky-red-envelope", "Lucky Red Envelope", "OTHER", "COMMON", 100, "envelope"],
  [27, "golden-carp-charm", "Golden Carp Charm", "CHARM", "RARE", 500, "koi"],
  [28, "mystic-jade-mask", "Mystic Jade Mask", "ACCESSORY", "EPIC", 1500, "mask"],
  [29, "phoenix-feather-fan", "Phoenix Feather Fan", "ACCESSORY", "LEGENDARY", 4500, "feather"],
  [30, "heart-of-the-jade-dragon", "Heart of the Jade Dragon", "CHARM", "SUPREME", 15000, "pearl"],
];

const DESCRIPTIONS: Record<string, string> = {
  "silk-hanfu-robe": "Flowing silk for a first night at the tables.",
  "red-envelope-jacket": "Lucky red with gold piping, cut for a high roller.",
  "cloud-stitched-cloak": "Embroidered with auspicious clouds that drift as you move.",
  "dragon-scale-armor": "Each scale shed by a river dragon and polished to jade.",
  "emperors-golden-robe": "Nine dragons in gold thread. Only one court may wear it.",
  "lucky-koi-charm": "A koi that swam upstream. Its luck rubs off.",
  "jade-bi-disc-amulet": "A heaven disc of green jade, warm to the touch.",
  "pixiu-guardian-charm": "The pixiu eats gold and never lets it go.",
  "eight-immortals-pendant": "Eight blessings on one golden chain.",
  "pearl-of-the-dragon-king": "The flaming pearl every dragon chases.",
  "bamboo-rickshaw": "Light, quick and surprisingly comfortable.",
  "dragon-boat": "Twenty paddles and a drum: first across the river.",
  "phoenix-sky-junk": "A flying junk with sails of phoenix silk.",
  "golden-nimbus-cloud": "One somersault carries you a hundred thousand li.",
  "celestial-dragon-chariot": "Drawn by dragons across the Milky Way.",
  "paper-lantern": "A red lantern from the Spring Festival.",
  "mahjong-tile-earrings": "Two circles, one winning hand.",
  "folding-fan-of-winds": "One flick and the wind changes in your favour.",
  "jade-emperors-seal": "The seal of heaven's court, carved from one stone.",
  "crown-of-the-nine-dragons": "Nine dragons, nine pearls, one ruler of the floor.",
  "gold-ingot-stack": "Boat-shaped yuanbao, stacked for prosperity.",
  "firecracker-bundle": "Scares away the Nian beast and bad luck alike.",
  "jade-mahjong-set": "144 tiles of carved jade in a lacquer case.",
  "qilin-incense-burner": "Smoke that curls into the shape of fortune.",
  "bagua-fortune-compass": "Always points to the luckiest seat in the house.",
  "lucky-red-envelope": "A hongbao from the wheel. Open it for luck.",
  "golden-carp-charm": "The carp that leapt the Dragon Gate, in gold.",
  "mystic-jade-mask": "A face-changing opera mask. Nobody reads your tells.",
  "phoenix-feather-fan": "Woven from feathers that never stop glowing.",
  "heart-of-the-jade-dragon": "The wheel's rarest prize. It still beats.",
};

const toSeed =
  (purchasable: boolean) =>
  ([id, slug, name, type, rarity, priceGems, motif]: Row): ItemSeed => ({
    id,
    slug,
    name,
    type,
    rarity,
    priceGems,
    motif,
    description: DESCRIPTIONS[slug] ?? name,
    purchasable,
  });

export const ITEMS: readonly ItemSeed[] = [
  ...STORE_ITEMS.map(toSeed(true)),
  ...WHEEL_ITEMS.map(toSeed(false)),
];

/** The wheel-only prize of a rarity. */
export const wheelPrizeOf = (rarity: Rarity): ItemSeed => {
  const item = ITEMS.find((i) => !i.purchasable && i.rarity === rarity);
  if (!item) throw new Error(`seed: no wheel prize of rarity ${rarity}`);
  return item;
};
