import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../client.ts";
import { migrateDb } from "../migrate.ts";
import { avatars, items, skins, userItems, userSkins } from "../schema/catalog.ts";
import { users } from "../schema/users.ts";
import { itemsByIds, skinsByIds, storePage } from "./catalog.ts";
import { ownsItem } from "./inventory.ts";

const dir = mkdtempSync(join(tmpdir(), "jv-store-catalog-"));
let db: Db;
let buyer: number;
let bystander: number;

const ITEM_IDS = [1, 2, 3, 4, 5];

beforeAll(async () => {
  db = await createDb({ url: `file:${join(dir, "store.db")}` });
  await migrateDb(db);
  await db.write(async (tx) => {
    await tx.insert(avatars).values({ id: 1, name: "Li Wei" });
    await tx.insert(skins).values(
      [1, 2, 3].map((id) => ({
        id,
        slug: `skin-${id}`,
        name: `Skin ${id}`,
        avatarId: 1,
        type: "SKIN" as const,
        rarity: "COMMON" as const,
        priceGems: 10,
        smallImageUrl: "s",
        bigImageUrl: "b",
        coverImageUrl: "c",
      })),
    );
    await tx.insert(items).values(
      ITEM_IDS.map((id) => ({
        id,
        slug: `item-${id}`,
        name: `Item ${id}`,
        type: "CHARM" as const,
        rarity: "COMMON" as const,
        priceGems: 10,
        description: "d",
        fileUrl: "f",
      })),
    );
    const ids = await tx
      .insert(users)
      .values([
        { referralCode: "BUYER", nickname: "buyer" },
        { referralCode: "BYSTANDER", nickname: "bystander" },
      ])
      .returning({ id: users.id });
    [buyer, bystander] = ids.map((row) => row.id) as [number, number];
    // Ownership rows whose ids never equal their item's id: the bystander's first, then the buyer's.
    await tx.insert(userItems).values([
      { userId: bystander, itemId: 1, source: "grant" },
      { userId: bystander, itemId: 2, source: "grant" },
      { userId: buyer, itemId: 5, source: "store" },
      { userId: buyer, itemId: 1, source: "wheel" },
    ]);
    await tx.insert(userSkins).values({ userId: buyer, skinId: 2 });
  });
});

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const owned = (rows: { id: number; isOwned: boolean }[]) =>
  rows
    .filter((row) => row.isOwned)
    .map((row) => row.id)
    .sort();

describe("store ownership", () => {
  it("marks exactly the items and skins each player holds", async () => {
    expect(owned(await itemsByIds(db.orm, buyer, ITEM_IDS))).toEqual([1, 5]);
    expect(owned(await itemsByIds(db.orm, bystander, ITEM_IDS))).toEqual([1, 2]);
    expect(owned(await skinsByIds(db.orm, buyer, [1, 2, 3]))).toEqual([2]);
    expect(owned(await skinsByIds(db.orm, bystander, [1, 2, 3]))).toEqual([]);
    for (const id of ITEM_IDS)
      expect(await ownsItem(db.orm, buyer, id), String(id)).toBe([1, 5].includes(id));
  });

  it("marks the same in a store page", async () => {
    const page = await storePage(db.orm, buyer, { types: [], rarities: [] }, { page: 1, limit: 20 });
    expect(page.totalItems).toBe(8);
    expect(owned(page.items)).toEqual([1, 5]);
    expect(owned(page.skins)).toEqual([2]);
  });
});
