import { defineMessages, type Translate } from "../../i18n/messages.ts";
import english from "./messages/en.json";

/**
 * The investor dashboard's texts, per language (docs/i18n.md): the vesting page and its tabs, an
 * investor's allocation and schedule, the cliff countdown, the public presale card, the wallet's
 * sign-in and the Solana wallet modal.
 */
export const vestingMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);

export type VestingMessage = keyof typeof english;
/** The vesting page's messages in the current language (`useMessages(vestingMessages)`). */
export type VestingTranslate = Translate<VestingMessage>;
