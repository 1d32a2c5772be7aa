import { defineMessages } from "../../i18n/messages.ts";
import english from "./messages/en.json";

/**
 * The play pages' texts, per language (docs/i18n.md): the launch guard, the game frame's bar and the
 * stream's waiting state. Why there is no stream is the queue's message (queue/messages).
 */
export const playMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);
