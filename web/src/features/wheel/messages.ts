import { defineMessages, type Translate } from "../../i18n/messages.ts";
import english from "./messages/en.json";

/**
 * The Wheel of Fortune's texts, per language (docs/i18n.md): the wheel's page and its verify page,
 * the spin packs, the weekly Gold chest, the vaults, the spin history, the win modal and sharing.
 */
export const wheelMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);

export type WheelMessage = keyof typeof english;
/** The wheel's messages in the current language (`useMessages(wheelMessages)`). */
export type WheelTranslate = Translate<WheelMessage>;
