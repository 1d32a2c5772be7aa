import { defineMessages } from "../../i18n/messages.ts";
import english from "./messages/en.json";

/**
 * The daily bonus's texts, per language (docs/i18n.md): the streak's days, the claim and its
 * countdown, and the bot's reminder switch.
 */
export const dailyBonusMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);

export type DailyBonusMessage = keyof typeof english;
