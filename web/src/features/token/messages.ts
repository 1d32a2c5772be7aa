import { defineMessages, type Translate } from "../../i18n/messages.ts";
import english from "./messages/en.json";

/**
 * The /token page's texts, per language (docs/i18n.md): the token and its uses, the staking plans
 * with the launch promo and the vesting types, and the tokenomics. The staking dashboard
 * (features/staking) reads the texts both show from here: the plans' terms and descriptions, the
 * vesting types, the promo's badges and its live line.
 */
export const tokenMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);

export type TokenMessage = keyof typeof english;
/** The token page's messages in the current language (`useMessages(tokenMessages)`). */
export type TokenTranslate = Translate<TokenMessage>;
