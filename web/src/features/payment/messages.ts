import { defineMessages } from "../../i18n/messages.ts";
import english from "./messages/en.json";

/** The card payment's result pages, /payment-success and /payment-failed (docs/product/economy.md §2), per language. */
export const paymentMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);

export type PaymentMessage = keyof typeof english;
