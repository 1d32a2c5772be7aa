import type { Motif } from "../art/motifs.ts";
import type { Rarity, SkinType } from "../schema/catalog.ts";

export interface AvatarSeed {
  id: number;
  /** Kebab-case; also the slug of the avatar's default skin and of its `avatars/<slug>.svg` portrait. */
  slug: string;
  name: string;
  motif: Motif;
}

export interface SkinSeed {
  id: number;
  slug: string;
  name: string;
  avatarId: number;
  type: SkinType;
  rarity: Rarity;
  priceGems: number;
  isDefaultSkin: boolean;
}

/** Playable characters from Chinese myth: the four celestial guardians and friends. */
export const AVATARS: readonly AvatarSeed[] = [
  { id: 1, slug: "jade-dragon", name: "Jade Dragon", motif: "dragon" },
  { id: 2, slug: "crimson-phoenix", name: "Crimson Phoenix", motif: "phoenix" },
  { id: 3, slug: "white-tiger", name: "White Tiger", motif: "tiger" },
  { id: 4, slug: "black-tortoise", name: "Black Tortoise", motif: "tortoise" },
  { id: 5, slug: "azure-qilin", name: "Azure Qilin", motif: "qilin" },
  { id: 6, slug: "monkey-king", name: "Monkey King", motif: "staff" },
  { id: 7, slug: "moon-rabbit", name: "Moon Rabbit", motif: "moon" },
  { id: 8, slug: "lotus-empress", name: "Lotus Empress", motif: "lotus" },
];

/** Every avatar's free default skin: same id, slug and name as the avatar, type AVATAR. */
const DEFAULT_SKINS: SkinSeed[] = AVATARS.map((avatar) => ({
  id: avatar.id,
  slug: avatar.slug,
  name: avatar.name,
  avatarId: avatar.id,
  type: "AVATAR",
  rarity: "COMMON",
  priceGems: 0,
  isDefaultSkin: true,
}));

type ExtraSkin = [
  id: number,
  slug: string,
  name: string,
  avatarId: number,
  rarity: Rarity,
  priceGems: number,
];

/** Outfits for the avatars, sold for gems. Prices follow the rarity bands in `catalog-items.ts`. */
const EXTRA_SKINS: readonly ExtraSkin[] = [
  [9, "imperial-jade-dragon", "Imperial Jade Dragon", 1, "SUPREME", 12000],
  [10, "storm-cloud-dragon", "Storm Cloud Dragon", 1, "EPIC", 1200],
  [11, "ember-phoenix", "Ember Phoenix", 2, "RARE", 350],
  [12, "sunfire-phoenix", "Sunfire Phoenix", 2, "LEGENDARY", 3800],
  [13, "snow-tiger", "Snow Tiger", 3, "RARE", 300],
  [14, "golden-tiger-general", "Golden Tiger General", 3, "EPIC", 1500],
  [15, "mossback-tortoise", "Mossback Tortoise", 4, "COMMON", 90],
  [16, "obsidian-tortoise-warden", "Obsidian Tortoise Warden", 4, "LEGENDARY", 3200],
  [17, "thunder-qilin", "Thunder Qilin", 5, "EPIC", 1100],
  [18, "celestial-qilin", "Celestial Qilin", 5, "SUPREME", 14000],
  [19, "stone-monkey", "Stone Monkey", 6, "COMMON", 120],
  [20, "great-sage-equal-to-heaven", "Great Sage Equal to Heaven", 6, "LEGENDARY", 4500],
  [21, "lantern-festival-rabbit", "Lantern Festival Rabbit", 7, "RARE", 450],
  [22, "jade-moon-rabbit", "Jade Moon Rabbit", 7, "EPIC", 1600],
  [23, "pearl-lotus-empress", "Pearl Lotus Empress", 8, "RARE", 500],
  [24, "golden-lotus-empress", "Golden Lotus Empress", 8, "LEGENDARY", 4200],
];

export const SKINS: readonly SkinSeed[] = [
  ...DEFAULT_SKINS,
  ...EXTRA_SKINS.map(([id, slug, name, avatarId, rarity, priceGems]) => ({
    id,
    slug,
    name,
    avatarId,
    type: "SKIN" as const,
    rarity,
    priceGems,
    isDefaultSkin: false,
  })),
];

export const avatarById = (id: number): AvatarSeed => {
  const avatar = AVATARS.find((a) => a.id === id);
  if (!avatar) throw new Error(`seed: unknown avatar ${id}`);
  return avatar;
};

/** The default skin of an avatar (its id equals the avatar's id). */
export const defaultSkinOf = (avatarId: number): SkinSeed => {
  const skin = SKINS.find((s) => s.avatarId === avatarId && s.isDefaultSkin);
  if (!skin) throw new Error(`seed: avatar ${avatarId} has no default skin`);
  return skin;
};
