import type { InventoryEntry } from "@jadeverse/api/client/contracts";

/**
 * What an inventory card offers (docs/product/economy.md §2, §4): Equip when not equipped; Unequip for an equipped
 * item; an equipped skin is the current avatar (changed by equipping another, never unequipped).
 */
export function cardActions(entry: InventoryEntry): { equip: boolean; unequip: boolean; equipped: boolean } {
  if (!entry.isEquipped) return { equip: true, unequip: false, equipped: false };
  return { equip: false, unequip: entry.elementType === "item", equipped: true };
}
