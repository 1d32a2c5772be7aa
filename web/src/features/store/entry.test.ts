import type { ItemEntry, SkinEntry } from "@jadeverse/api/client/contracts";
import { describe, expect, it } from "vitest";
import {
  entryKey,
  entryName,
  entryRarityLabel,
  entrySummary,
  entryTypeLabel,
  mergeStorePage,
  nextStorePage,
  priceInGems,
  priceLabel,
} from "./entry.ts";
import { type StoreTranslate, storeMessages } from "./messages.ts";

/** The store's English, as a player reading English sees it. */
const english: StoreTranslate = (id, values) => storeMessages.english._(id, values);

const skin = (over: Partial<SkinEntry> = {}): SkinEntry => ({
  elementType: "skin",
  id: 1,
  name: "Storm Cloud Dragon",
  rarity: "EPIC",
  type: "SKIN",
  isDefaultSkin: false,
  avatar: { id: 1, name: "Jade Dragon" },
  smallImage: { url: "/s.svg" },
  bigImage: { url: "/b.svg" },
  coverImage: { url: "/c.svg" },
  priceGems: 120,
  isOwned: false,
  createdAt: "2026-01-02T00:00:00.000Z",
  ...over,
});
const item = (over: Partial<ItemEntry> = {}): ItemEntry => ({
  elementType: "item",
  id: 1,
  name: "Lucky Koi Charm",
  rarity: "RARE",
  type: "CHARM",
  description: "",
  file: { url: "/i.svg" },
  priceGems: 0,
  isOwned: false,
  createdAt: "2026-01-01T00:00:00.000Z",
  ...over,
});

describe("store entry labels", () => {
  it("a default skin shows its avatar's name and is labelled Avatar", () => {
    const entry = skin({ isDefaultSkin: true, type: "AVATAR", name: "jade-dragon-default" });
    expect(entryName(entry)).toBe("Jade Dragon");
    expect(entryTypeLabel(entry)).toBe("entryTypeDefaultSkin");
    expect(english(entryTypeLabel(entry))).toBe("Avatar");
  });

  it("other entries show their own name and the type lower-cased", () => {
    expect(entryName(skin())).toBe("Storm Cloud Dragon");
    expect(english(entryTypeLabel(skin()))).toBe("skin");
    expect(english(entryTypeLabel(item({ type: "VEHICLE" })))).toBe("vehicle");
    expect(english(entryTypeLabel(skin({ type: "AVATAR" })))).toBe("avatar");
  });

  it("reads the rarity in capitals, and rarity · type in the dialogs", () => {
    expect(english(entryRarityLabel(skin()))).toBe("EPIC");
    expect(entrySummary(item({ type: "CLOTHING" }), english)).toBe("RARE · clothing");
  });

  it("a price of 0 reads FREE, others in gems with thousands separated", () => {
    expect(priceLabel(0, english)).toBe("FREE");
    expect(priceLabel(1500, english)).toBe("1 500");
    expect(priceInGems(0, english)).toBe("FREE");
    expect(priceInGems(1500, english)).toBe("1 500 gems");
  });

  it("keys skins and items apart (their ids overlap)", () => {
    expect(entryKey(skin())).not.toBe(entryKey(item()));
  });
});

describe("store pages", () => {
  it("merges skins and items oldest first", () => {
    const merged = mergeStorePage({ skins: { data: [skin()] }, items: { data: [item()] } });
    expect(merged.map((entry) => entry.elementType)).toEqual(["item", "skin"]);
  });

  it("asks for another page only after a full page of 20", () => {
    expect(nextStorePage(new Array(20).fill(0), 1)).toBe(2);
    expect(nextStorePage(new Array(19).fill(0), 2)).toBeUndefined();
    expect(nextStorePage([], 1)).toBeUndefined();
  });
});
