import { defineMessages, type MessageValues, type Translate } from "../../i18n/messages.ts";
import english from "./messages/en.json";

/**
 * The account popups' and the reset page's texts, per language (docs/i18n.md): the login popup's
 * steps, registration, sign-in, the password reset, the Telegram login and e-mail verification.
 */
export const accountMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);

export type AccountMessage = keyof typeof english;
export type AccountTranslate = Translate<AccountMessage>;

/**
 * What a form says to the player: one of the area's messages (with its values), or a text the server
 * wrote, already in the player's language (the API answers in it: docs/i18n.md "API error messages").
 */
export type AccountNote = { id: AccountMessage; values?: MessageValues } | { text: string };

/** A note as the player reads it, in the current language. */
export const noteText = (note: AccountNote, t: AccountTranslate): string =>
  "text" in note ? note.text : t(note.id, note.values);
