import { defineMessages, type Translate } from "../../i18n/messages.ts";
import english from "./messages/en.json";

/**
 * The landing page's texts, per language (docs/i18n.md): its fourteen sections, the link notices,
 * and the Contact Us and trailer popups it opens. The prerendered first screen (header, hero,
 * partners, features, the page and its link handling) reads them with `useMessagesNow`: it hydrates
 * the English markup without suspending, then shows the player's language once its catalogue is in.
 * The sections below the fold and the popups, mounted later, use `useMessages`.
 */
export const landingMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);

export type LandingMessage = keyof typeof english;
/** The landing's messages in the current language (`useMessages(landingMessages)`). */
export type LandingTranslate = Translate<LandingMessage>;
