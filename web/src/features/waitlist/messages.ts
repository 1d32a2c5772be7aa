import { defineMessages } from "../../i18n/messages.ts";
import english from "./messages/en.json";

/**
 * The waitlist popup's texts, per language (docs/i18n.md): the form, its checks and failures, the
 * success panel and its community links.
 */
export const waitlistMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);

export type WaitlistMessage = keyof typeof english;
