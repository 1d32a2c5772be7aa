import { defineMessages, type Translate } from "../../i18n/messages.ts";
import english from "./messages/en.json";

/**
 * The NFT airdrop claim's texts, per language (docs/i18n.md; docs/product/economy.md §2 "NFT airdrop
 * claim", §5, §8 Airdrop): the claim page, "Verify Your Claim", "Registration Successful!" and the
 * failures shown under the code.
 */
export const airdropMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);

export type AirdropMessage = keyof typeof english;
/** The airdrop's messages in the current language (`useMessages(airdropMessages)`). */
export type AirdropTranslate = Translate<AirdropMessage>;
