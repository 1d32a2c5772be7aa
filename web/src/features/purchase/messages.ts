import { defineMessages } from "../../i18n/messages.ts";
import english from "./messages/en.json";

/**
 * The Buy Gems page's purchase flow, per language (docs/i18n.md): the gem packs for dollars and for
 * Telegram Stars, the payment-method picker, the payment popups and messages, and the FAQ.
 */
export const purchaseMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);

export type PurchaseMessage = keyof typeof english;
