import { defineMessages } from "../../i18n/messages.ts";
import english from "./messages/en.json";

/** The Profile Settings tab's texts (docs/product/economy.md §2 Profile, §5 rules, §8 messages), per language. */
export const profileMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);

export type ProfileMessage = keyof typeof english;
