import { defineMessages } from "../../i18n/messages.ts";
import english from "./messages/en.json";

/** The Buy Gems page's anchors and its Swap Gems panel (docs/product/economy.md §2, §5, §8), per language. */
export const swapMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);

export type SwapMessage = keyof typeof english;
