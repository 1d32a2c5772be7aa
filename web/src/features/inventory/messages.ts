import { defineMessages, type Translate } from "../../i18n/messages.ts";
import english from "./messages/en.json";

/**
 * The inventory's texts, per language (docs/i18n.md): the avatar carousel, the filter bubbles, the
 * owned entries' cards and preview, and the equip toasts. The entries' rarity and type lines are the
 * store's (store/messages/).
 */
export const inventoryMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);

export type InventoryMessage = keyof typeof english;
/** The inventory's messages in the current language (`useMessages(inventoryMessages)`). */
export type InventoryTranslate = Translate<InventoryMessage>;
