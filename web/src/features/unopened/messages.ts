import { defineMessages } from "../../i18n/messages.ts";
import english from "./messages/en.json";

/** The page of a route whose screen ships in a later release, per language (docs/i18n.md). */
export const unopenedMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);

export type UnopenedMessage = keyof typeof english;
