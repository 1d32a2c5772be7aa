import { defineMessages, type MessageValues, type Translate } from "../../i18n/messages.ts";
import english from "./messages/en.json";

/**
 * The staking dashboard's texts, per language (docs/i18n.md): the page, the plan and vesting pickers,
 * the reward calculator, the wallet's stakes, the stake flow's status lines, successes and refusals.
 * The texts it shares with the /token page (plans, vesting types, the promo) are features/token's.
 */
export const stakingMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);

export type StakingMessage = keyof typeof english;
/** The staking dashboard's messages in the current language (`useMessages(stakingMessages)`). */
export type StakingTranslate = Translate<StakingMessage>;

/** A message that logic chose (a status line, a success, a refusal), rendered by the component. */
export interface StakingNotice {
  id: StakingMessage;
  values?: MessageValues;
}

/** A notice in the current language. */
export const noticeText = (t: StakingTranslate, notice: StakingNotice): string => t(notice.id, notice.values);
