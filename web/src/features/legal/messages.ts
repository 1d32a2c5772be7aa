import { defineMessages, type Translate } from "../../i18n/messages.ts";
import english from "./messages/en.json";

/**
 * What keeps a player from playing, per language (docs/i18n.md): the restricted-country notice and
 * page, the break refusal, and the Terms page's own chrome (the Terms themselves stay in English,
 * the legal text, with a note saying so).
 */
export const legalMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);

export type LegalMessage = keyof typeof english;
export type LegalTranslate = Translate<LegalMessage>;
