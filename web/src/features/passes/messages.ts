import { defineMessages, type Translate } from "../../i18n/messages.ts";
import english from "./messages/en.json";

/**
 * The season passes' texts, per language (docs/i18n.md, docs/passes.md): the pass cards, buying a
 * pass and its toasts, and the pass in Settings with its cancel dialog. A pass's name, tagline and
 * perks are the server's pass table (data, not texts).
 */
export const passMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);

export type PassMessage = keyof typeof english;
/** The passes' messages in the current language (`useMessages(passMessages)`). */
export type PassTranslate = Translate<PassMessage>;
