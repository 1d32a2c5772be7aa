import { STORE_PAGE_SIZE } from "@jadeverse/api/client";
import type { ItemEntry, SkinEntry, StoreEntry } from "@jadeverse/api/client/contracts";
import { formatLargeNumber } from "../../lib/format.ts";
import { STORE_TEXT } from "./constants.ts";

/** One page of the store as a single list: skins and items merged, oldest first (docs/product/economy.md §7). */
export const mergeStorePage = <S extends SkinEntry, I extends ItemEntry>(page: {
  skins: { data: readonly S[] };
  items: { data: readonly I[] };
}): (S | I)[] =>
  [...page.skins.data, ...page.items.data].sort(
    (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id,
  );

/** The next page to load, or undefined once a page came back short (docs/product/economy.md §2). */
export const nextStorePage = (lastEntries: readonly unknown[], lastPage: number) =>
  lastEntries.length < STORE_PAGE_SIZE ? undefined : lastPage + 1;

const isDefaultSkin = (entry: StoreEntry) => entry.elementType === "skin" && entry.isDefaultSkin;

/** The entry's name: a default skin shows its avatar's name. */
export const entryName = (entry: StoreEntry) =>
  entry.elementType === "skin" && entry.isDefaultSkin ? entry.avatar.name : entry.name;

/** The entry's type line: lower-cased, and "Avatar" for a default skin. */
export const entryTypeLabel = (entry: StoreEntry) =>
  isDefaultSkin(entry) ? STORE_TEXT.avatarLabel : entry.type.toLowerCase();

/** The price line: gems, or FREE at 0. */
export const priceLabel = (priceGems: number) =>
  priceGems === 0 ? STORE_TEXT.free : formatLargeNumber(priceGems);

/** The picture to show: a skin's small (card) or big (preview) image, an item's file. */
export const entryImage = (entry: StoreEntry, size: "card" | "preview") =>
  entry.elementType === "skin"
    ? size === "card"
      ? entry.smallImage.url
      : entry.bigImage.url
    : entry.file.url;

/** Stable key across skins and items (ids overlap between the two). */
export const entryKey = (entry: Pick<StoreEntry, "elementType" | "id">) => `${entry.elementType}-${entry.id}`;
