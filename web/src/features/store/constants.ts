import { type Rarity, STORE_MAX_PRICE_GEMS, type StoreType } from "@jadeverse/api/client/store";
import type { StoreMessage } from "./messages.ts";

/**
 * docs/product/economy.md §2 Store: the filter panel's Type options, in order. The store's texts are its
 * catalogue's (messages/), named here by their ids.
 */
export const TYPE_FILTERS = [
  { value: "AVATAR", label: "typeAvatars" },
  { value: "SKIN", label: "typeSkins" },
  { value: "CHARM", label: "typeCharms" },
  { value: "CLOTHING", label: "typeClothing" },
  { value: "VEHICLE", label: "typeVehicles" },
] as const satisfies readonly { value: StoreType; label: StoreMessage }[];

/** docs/product/economy.md §2 Store: the filter panel's Rarity options, in order. */
export const RARITY_FILTERS = [
  { value: "COMMON", label: "rarityCommon" },
  { value: "RARE", label: "rarityRare" },
  { value: "EPIC", label: "rarityEpic" },
  { value: "LEGENDARY", label: "rarityLegendary" },
  { value: "SUPREME", label: "raritySupreme" },
] as const satisfies readonly { value: Rarity; label: StoreMessage }[];

/** An entry's rarity line on its card and in its dialogs ("EPIC" in English). */
export const ENTRY_RARITY_LABELS: Readonly<Record<Rarity, StoreMessage>> = {
  COMMON: "entryRarityCommon",
  RARE: "entryRarityRare",
  EPIC: "entryRarityEpic",
  LEGENDARY: "entryRarityLegendary",
  SUPREME: "entryRaritySupreme",
};

/** An entry's type line ("vehicle" in English); a default skin reads "Avatar" instead. */
export const ENTRY_TYPE_LABELS: Readonly<Record<StoreType, StoreMessage>> = {
  AVATAR: "entryTypeAvatar",
  SKIN: "entryTypeSkin",
  CLOTHING: "entryTypeClothing",
  CHARM: "entryTypeCharm",
  VEHICLE: "entryTypeVehicle",
  ACCESSORY: "entryTypeAccessory",
  OTHER: "entryTypeOther",
};

/** The query-string names of the filters (docs/product/economy.md §2 Store). */
export const FILTER_PARAMS = {
  type: "type",
  rarity: "rarity",
  search: "search",
  minPriceGems: "minPriceGems",
  maxPriceGems: "maxPriceGems",
} as const;

/** Digits a price bound may hold: as many as the highest price the server accepts. */
export const PRICE_MAX_DIGITS = String(STORE_MAX_PRICE_GEMS).length;

/** docs/product/economy.md §8 Buy item/skin: the toasts of a purchase, by outcome. */
export const PURCHASE_MESSAGES = {
  purchased: "purchased",
  claimed: "claimed",
  INSUFFICIENT_BALANCE_ERROR: "insufficientBalance",
  SKIN_ALREADY_OWNED_ERROR: "skinAlreadyOwned",
  other: "purchaseFailed",
} as const satisfies Record<string, StoreMessage>;
