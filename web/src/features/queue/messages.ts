import { defineMessages, type Translate } from "../../i18n/messages.ts";
import english from "./messages/en.json";

/**
 * The queue's texts on every signed-in screen, per language (docs/i18n.md): the Play button and why it is
 * off, and the joining and launching toasts. The waiting modal and its badge have their own (waiting/).
 */
export const queueMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);

export type QueueMessage = keyof typeof english;
export type QueueTranslate = Translate<QueueMessage>;
