import type { Db, Tx } from "@jadeverse/db/client";
import { LedgerError, ledger } from "@jadeverse/db/ledger";
import { gemsBalance } from "@jadeverse/db/store/balance";
import { itemsByIds, skinsByIds } from "@jadeverse/db/store/catalog";
import { grantItem, grantSkin, ownsItem } from "@jadeverse/db/store/inventory";
import { ApiError, conflict, forbidden, notFound } from "../errors.ts";
import { LEDGER_REASONS, purchaseKey } from "./constants.ts";
import { presentItem, presentSkin } from "./present.ts";

type Kind = "skin" | "item";

/**
 * The spec's one answer to buying what the player already holds, skin or item (docs/product/economy.md §7: "Buy
 * item/skin: … SKIN_ALREADY_OWNED_ERROR 'Skin already owned!'"): the clients show its message.
 */
const ALREADY_OWNED = "SKIN_ALREADY_OWNED_ERROR";

/**
 * Takes the price in gems inside the purchase's transaction and returns the balance after it. The
 * idempotency key names the player and the entry, so one entry is never charged twice; a replayed key
 * (the entry was bought before) grants nothing. A free entry is claimed without a ledger row.
 */
async function charge(tx: Tx, kind: Kind, userId: number, id: number, price: number): Promise<number> {
  if (price === 0) return gemsBalance(tx, userId);
  try {
    const result = await ledger.apply(tx, {
      key: purchaseKey(kind, userId, id),
      reason: kind === "skin" ? LEDGER_REASONS.buySkin : LEDGER_REASONS.buyItem,
      reference: `${kind}:${id}`,
      changes: [{ userId, currency: "gems", delta: -price }],
    });
    if (!result.applied) throw conflict(ALREADY_OWNED);
    return result.balances[0]?.balance ?? 0;
  } catch (error) {
    if (error instanceof LedgerError && error.code === "INSUFFICIENT_FUNDS")
      throw new ApiError(400, "INSUFFICIENT_BALANCE_ERROR");
    throw error;
  }
}

/** Buys (or claims, when free) a skin: gems debited and ownership granted in one transaction. */
export function buySkin(db: Db, userId: number, skinId: number) {
  return db.write(async (tx) => {
    const [skin] = await skinsByIds(tx, userId, [skinId]);
    if (!skin) throw notFound("SKIN_NOT_FOUND");
    if (skin.isOwned) throw conflict(ALREADY_OWNED);
    const gemsAmount = await charge(tx, "skin", userId, skinId, skin.priceGems);
    await grantSkin(tx, userId, skinId);
    return {
      success: true as const,
      claimed: skin.priceGems === 0,
      gemsAmount,
      skin: presentSkin({ ...skin, isOwned: true }),
    };
  });
}

/**
 * Buys (or claims) a store item, once per player: an item already held (bought, or won on the wheel)
 * is refused. Wheel-only prizes are not for sale.
 */
export function buyItem(db: Db, userId: number, itemId: number) {
  return db.write(async (tx) => {
    const [item] = await itemsByIds(tx, userId, [itemId]);
    if (!item) throw notFound("ITEM_NOT_FOUND");
    if (!item.purchasable) throw forbidden("ITEM_NOT_FOR_SALE");
    // Checked again inside the write transaction (the listing's isOwned may be stale).
    if (await ownsItem(tx, userId, itemId)) throw conflict(ALREADY_OWNED);
    const gemsAmount = await charge(tx, "item", userId, itemId, item.priceGems);
    await grantItem(tx, userId, itemId, "store");
    return {
      success: true as const,
      claimed: item.priceGems === 0,
      gemsAmount,
      item: presentItem({ ...item, isOwned: true }),
    };
  });
}
