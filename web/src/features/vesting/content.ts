import type { InvestorPath, PresaleView } from "@jadeverse/api/client/vesting";
import type { VestingMessage } from "./messages.ts";

/**
 * The investor dashboard's texts that depend on the round (docs/product/economy.md §2 "Investor
 * dashboard", §8 "Vesting"), named by their ids in the vesting catalogue (messages/).
 */

/** The connect prompt, per round. */
export const CONNECT_BODY = {
  "private-investor": "connectBodyPrivate",
  "public-investor": "connectBodyPublic",
  "team-investor": "connectBodyTeam",
} as const satisfies Record<InvestorPath, VestingMessage>;

/**
 * docs/product/economy.md §8 "Vesting": why a wallet is not a participant, per round (the API's 404
 * messages, NOT_PRIVATE_INVESTOR, NOT_PUBLIC_INVESTOR and NOT_TEAM_MEMBER, word for word).
 */
export const NOT_PARTICIPANT_REASON = {
  "private-investor": "notPrivateInvestorReason",
  "public-investor": "notPublicInvestorReason",
  "team-investor": "notTeamMemberReason",
} as const satisfies Record<InvestorPath, VestingMessage>;

/** docs/product/economy.md §8 Vesting: the look-up's failure (its reason goes in brackets). */
export const LOOKUP_FAILED = {
  "private-investor": "lookupFailed",
  "public-investor": "lookupFailed",
  "team-investor": "lookupFailedTeam",
} as const satisfies Record<InvestorPath, VestingMessage>;

/** The public presale's sale status (docs/product/economy.md §2: Not started, Active, Finished). */
export const PRESALE_STATUS = {
  "Not started": "statusNotStarted",
  Active: "statusActive",
  Finished: "statusFinished",
} as const satisfies Record<Extract<PresaleView, { configured: true }>["status"], VestingMessage>;
