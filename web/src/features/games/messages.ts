import { defineMessages, type MessageValues, type Translate } from "../../i18n/messages.ts";
import english from "./messages/en.json";

/**
 * The games' texts, per language (docs/i18n.md): the hub and its cards, the stakes and chips, the
 * recent rounds and the Verify panel, and each table (blackjack, roulette, baccarat, slots, crash).
 */
export const gamesMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);

export type GamesMessage = keyof typeof english;
/** The games' messages in the current language (`useMessages(gamesMessages)`). */
export type GamesTranslate = Translate<GamesMessage>;

/** A text that logic decides and a component renders later: its message and values. */
export interface GamesText {
  id: GamesMessage;
  values?: MessageValues;
}

/** Renders a decided text (or nothing). */
export const say = (t: GamesTranslate, text: GamesText | null | undefined): string | null =>
  text ? t(text.id, text.values) : null;
