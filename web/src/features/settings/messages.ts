import { defineMessages, type Translate } from "../../i18n/messages.ts";
import english from "./messages/en.json";

/**
 * The settings page's texts, per language (docs/i18n.md): its menu and Beta Access, the Referral Program,
 * Statistics and the tabs still to come. Profile Settings has its own (profile-settings/messages).
 */
export const settingsMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);

export type SettingsMessage = keyof typeof english;
export type SettingsTranslate = Translate<SettingsMessage>;
