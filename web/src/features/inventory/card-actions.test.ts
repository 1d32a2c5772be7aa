import type { InventoryItem, InventorySkin } from "@jadeverse/api/client/contracts";
import { describe, expect, it } from "vitest";
import { cardActions } from "./card-actions.ts";

const item = (isEquipped: boolean): InventoryItem => ({
  elementType: "item",
  id: 6,
  name: "Lucky Koi Charm",
  rarity: "COMMON",
  type: "CHARM",
  description: "",
  file: { url: "/koi.svg" },
  priceGems: 50,
  isOwned: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  quantity: 1,
  isEquipped,
});
const skin = (isEquipped: boolean): InventorySkin => ({
  elementType: "skin",
  id: 10,
  name: "Storm Cloud Dragon",
  rarity: "EPIC",
  type: "SKIN",
  isDefaultSkin: false,
  avatar: { id: 1, name: "Jade Dragon" },
  smallImage: { url: "/s.svg" },
  bigImage: { url: "/b.svg" },
  coverImage: { url: "/c.svg" },
  priceGems: 1200,
  isOwned: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  isEquipped,
});

describe("inventory card actions", () => {
  it("offers Equip for anything not equipped", () => {
    expect(cardActions(item(false))).toEqual({ equip: true, unequip: false, equipped: false });
    expect(cardActions(skin(false))).toEqual({ equip: true, unequip: false, equipped: false });
  });

  it("offers Unequip for an equipped item", () => {
    expect(cardActions(item(true))).toEqual({ equip: false, unequip: true, equipped: true });
  });

  it("an equipped skin is the current avatar: nothing to unequip", () => {
    expect(cardActions(skin(true))).toEqual({ equip: false, unequip: false, equipped: true });
  });
});
