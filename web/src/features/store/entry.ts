import type { ItemEntry, SkinEntry, StoreEntry } from "@jadeverse/api/client/contracts";
import { STORE_PAGE_SIZE } from "@jadeverse/api/client/store";
import { formatLargeNumber } from "../../lib/format.ts";
import { ENTRY_RARITY_LABELS, ENTRY_TYPE_LABELS } from "./constants.ts";
import type { StoreMessage, StoreTranslate } from "./messages.ts";

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

/** The entry's type line, as a message id: the type ("vehicle"), and "Avatar" for a default skin. */
export const entryTypeLabel = (entry: StoreEntry): StoreMessage =>
  isDefaultSkin(entry) ? "entryTypeDefaultSkin" : ENTRY_TYPE_LABELS[entry.type];

/** The entry's rarity line, as a message id ("EPIC"). */
export const entryRarityLabel = (entry: Pick<StoreEntry, "rarity">): StoreMessage =>
  ENTRY_RARITY_LABELS[entry.rarity];

/** The rarity and type line of the entry's dialogs ("EPIC · vehicle"). */
export const entrySummary = (entry: StoreEntry, t: StoreTranslate) =>
  t("entrySummary", { rarity: t(entryRarityLabel(entry)), type: t(entryTypeLabel(entry)) });

/** The card's price line: the gems, or FREE at 0. */
export const priceLabel = (priceGems: number, t: StoreTranslate) =>
  priceGems === 0 ? t("free") : formatLargeNumber(priceGems);

/** The purchase dialog's price line: "1 500 gems", or FREE at 0. */
export const priceInGems = (priceGems: number, t: StoreTranslate) =>
  priceGems === 0 ? t("free") : t("priceGems", { price: formatLargeNumber(priceGems), count: priceGems });

/** The picture to show: a skin's small (card) or big (preview) image, an item's file. */
export const entryImage = (entry: StoreEntry, size: "card" | "preview") =>
  entry.elementType === "skin"
    ? size === "card"
      ? entry.smallImage.url
      : entry.bigImage.url
    : entry.file.url;

/** Stable key across skins and items (ids overlap between the two). */
export const entryKey = (entry: Pick<StoreEntry, "elementType" | "id">) => `${entry.elementType}-${entry.id}`;
