import { defineMessages } from "../../../i18n/messages.ts";
import english from "./messages/en.json";

/**
 * The waiting modal's and its minimised badge's texts, per language (docs/i18n.md): loaded with them, only
 * once the player waits in line.
 */
export const waitingMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);

export type WaitingMessage = keyof typeof english;
