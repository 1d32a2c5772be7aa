import { defineMessages, type Translate } from "../../i18n/messages.ts";
import english from "./messages/en.json";

/**
 * The store's texts, per language (docs/i18n.md): the search box, the filter panel, the entries'
 * cards (rarity, type and price lines), the Buy Now and Preview dialogs and the purchase toasts.
 * The inventory shows its entries' rarity and type lines from here too.
 */
export const storeMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);

export type StoreMessage = keyof typeof english;
/** The store's messages in the current language (`useMessages(storeMessages)`). */
export type StoreTranslate = Translate<StoreMessage>;
