import { defineMessages, type Translate } from "../../i18n/messages.ts";
import english from "./messages/en.json";

/**
 * The leaderboard's texts, per language (docs/i18n.md): the page, its search and filters, the
 * board's columns and medals, and the personal panel.
 */
export const leaderboardMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);

export type LeaderboardMessage = keyof typeof english;
/** The leaderboard's messages in the current language (`useMessages(leaderboardMessages)`). */
export type LeaderboardTranslate = Translate<LeaderboardMessage>;
