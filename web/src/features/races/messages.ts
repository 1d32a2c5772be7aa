import { defineMessages, type Translate } from "../../i18n/messages.ts";
import english from "./messages/en.json";

/**
 * The monthly race's texts, per language (docs/i18n.md): its heading, rules, countdown, the player's
 * place, the prizes, the standings and the last race's winners.
 */
export const racesMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);

export type RacesMessage = keyof typeof english;
/** The race's messages in the current language (`useMessages(racesMessages)`). */
export type RacesTranslate = Translate<RacesMessage>;
