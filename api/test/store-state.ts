import { ledgerEntries, userItems, userSkins, users } from "@jadeverse/db/schema";
import { asc, eq } from "drizzle-orm";
import type { TestApi } from "./harness.ts";

/** Everything a store call may change for one player: balances, ledger rows, skins, items and what is equipped. */
export async function storeState(api: Pick<TestApi, "db">, userId: number) {
  const db = api.db.orm;
  const [user] = await db
    .select({ gems: users.gems, coins: users.coins, equippedSkinId: users.equippedSkinId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`no player ${userId}`);
  const ledger = await db
    .select({ currency: ledgerEntries.currency, delta: ledgerEntries.delta, reason: ledgerEntries.reason })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(asc(ledgerEntries.id));
  const skins = await db
    .select({ skinId: userSkins.skinId })
    .from(userSkins)
    .where(eq(userSkins.userId, userId))
    .orderBy(asc(userSkins.skinId));
  const items = await db
    .select({ itemId: userItems.itemId, source: userItems.source, equipped: userItems.equippedAt })
    .from(userItems)
    .where(eq(userItems.userId, userId))
    .orderBy(asc(userItems.id));
  return {
    ...user,
    ledger,
    skins: skins.map((s) => s.skinId),
    items: items.map((i) => ({ itemId: i.itemId, source: i.source, equipped: i.equipped !== null })),
  };
}
