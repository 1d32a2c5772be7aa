import type { Db, Tx } from "@jadeverse/db/client";
import { ledger } from "@jadeverse/db/ledger";
import { avatars, type ItemType, items, type Rarity, type SkinType, skins } from "@jadeverse/db/schema";

const EPOCH = Date.UTC(2025, 0, 1);
const at = (hour: number) => new Date(EPOCH + hour * 3_600_000);

export interface CatalogSkin {
  id: number;
  name: string;
  type: SkinType;
  rarity: Rarity;
  priceGems: number;
  isDefaultSkin?: boolean;
  /** Release order: hours after the fixture's epoch. */
  hour: number;
}

export interface CatalogItem {
  id: number;
  name: string;
  type: ItemType;
  rarity: Rarity;
  priceGems: number;
  purchasable?: boolean;
  hour: number;
}

/**
 * A small known catalog for store tests: interleaved release times, so the merged order is checkable.
 * Skins dress avatar 1 ("Li Wei"), except the second default skin (avatar 2, "Mei").
 */
export const SKINS: CatalogSkin[] = [
  {
    id: 1,
    name: "Li Wei Classic",
    type: "AVATAR",
    rarity: "COMMON",
    priceGems: 0,
    isDefaultSkin: true,
    hour: 0,
  },
  {
    id: 2,
    name: "Mei Classic",
    type: "AVATAR",
    rarity: "COMMON",
    priceGems: 0,
    isDefaultSkin: true,
    hour: 1,
  },
  { id: 3, name: "Jade Warrior", type: "SKIN", rarity: "RARE", priceGems: 300, hour: 3 },
  { id: 4, name: "Golden Dragon", type: "SKIN", rarity: "LEGENDARY", priceGems: 3000, hour: 5 },
  { id: 5, name: "Night 100% Ninja_X", type: "SKIN", rarity: "EPIC", priceGems: 1000, hour: 7 },
];

export const ITEMS: CatalogItem[] = [
  { id: 1, name: "Silk Robe", type: "CLOTHING", rarity: "COMMON", priceGems: 60, hour: 2 },
  { id: 2, name: "Dragon Armor", type: "CLOTHING", rarity: "LEGENDARY", priceGems: 3000, hour: 4 },
  { id: 3, name: "Koi Charm", type: "CHARM", rarity: "COMMON", priceGems: 50, hour: 6 },
  { id: 4, name: "Free Lantern", type: "CHARM", rarity: "COMMON", priceGems: 0, hour: 8 },
  { id: 5, name: "Rickshaw", type: "VEHICLE", rarity: "RARE", priceGems: 400, hour: 9 },
  {
    id: 6,
    name: "Wheel Pearl",
    type: "CHARM",
    rarity: "SUPREME",
    priceGems: 0,
    purchasable: false,
    hour: 10,
  },
];

/** Store order of the fixture (createdAt ascending), as `skin:<id>` / `item:<id>`. */
export const STORE_ORDER = [
  ...SKINS.map((s) => ({ key: `skin:${s.id}`, hour: s.hour })),
  ...ITEMS.filter((i) => i.purchasable !== false).map((i) => ({ key: `item:${i.id}`, hour: i.hour })),
]
  .sort((a, b) => a.hour - b.hour)
  .map((e) => e.key);

const image = (slug: string) => `https://media.jadeverse.test/${slug}.png`;

export async function insertCatalog(db: Db, extraItems: CatalogItem[] = []): Promise<void> {
  await db.write(async (tx) => {
    await tx.insert(avatars).values([
      { id: 1, name: "Li Wei" },
      { id: 2, name: "Mei" },
    ]);
    await tx.insert(skins).values(
      SKINS.map((s) => ({
        id: s.id,
        slug: `skin-${s.id}`,
        name: s.name,
        avatarId: s.id === 2 ? 2 : 1,
        type: s.type,
        rarity: s.rarity,
        priceGems: s.priceGems,
        isDefaultSkin: s.isDefaultSkin ?? false,
        smallImageUrl: image(`skin-${s.id}-small`),
        bigImageUrl: image(`skin-${s.id}-big`),
        coverImageUrl: image(`skin-${s.id}-cover`),
        createdAt: at(s.hour),
      })),
    );
    await insertItemRows(tx, [...ITEMS, ...extraItems]);
  });
}

/** Adds store items to whatever catalog is there (e.g. the seeded one). */
export const insertItems = (db: Db, extra: CatalogItem[]) => db.write((tx) => insertItemRows(tx, extra));

async function insertItemRows(tx: Tx, rows: CatalogItem[]) {
  await tx.insert(items).values(
    rows.map((i) => ({
      id: i.id,
      slug: `item-${i.id}`,
      name: i.name,
      type: i.type,
      rarity: i.rarity,
      priceGems: i.priceGems,
      description: `${i.name}, for tests.`,
      fileUrl: image(`item-${i.id}`),
      purchasable: i.purchasable ?? true,
      createdAt: at(i.hour),
    })),
  );
}

/** Gives a player gems through the ledger (the only way balances change). */
export async function grantGems(db: Db, userId: number, gems: number, tag = "test"): Promise<void> {
  await ledger.run(db, {
    key: `test-grant:${tag}:${userId}`,
    reason: "test-grant",
    changes: [{ userId, currency: "gems", delta: gems }],
  });
}
