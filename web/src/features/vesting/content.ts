import { ERROR_CODES } from "@jadeverse/api/client/errors";
import type { InvestorPath } from "@jadeverse/api/client/vesting";

/** The investor dashboard's words (docs/product/economy.md §2 "Investor dashboard", §8 "Vesting"). */
export const VESTING_TEXT = {
  title: "Vesting",
  intro: "Your JadeVerse token allocation: what you hold, when it unlocks, and where it will be sent.",
  connectTitle: "Connect your wallet",
  connectBody: {
    "private-investor": "Connect the EVM wallet you invested with to see your private presale allocation.",
    "public-investor": "Connect the EVM wallet you invested with to see your public presale allocation.",
    "team-investor": "Connect your Ethereum or Solana wallet to see your team allocation.",
  } satisfies Record<InvestorPath, string>,
  connect: "Connect Wallet",
  connected: "Connected:",
  tokenBalance: "Token balance",
  totalInvested: "Total invested",
  roundPrice: "Round price",
  atTge: "Unlocked at TGE",
  locked: "Locked",
  cliff: "Cliff",
  vesting: "Vesting",
  monthly: "Monthly unlock",
  schedule: "Vesting schedule",
  scheduleNote: "Months after the Token Generation Event (TGE).",
  solanaWallet: "Solana wallet",
  add: "Add",
  update: "Update",
  cliffCountdown: "Cliff Countdown",
  cliffEnded: "Cliff ended",
  claim: "CLAIM TOKENS",
  claimTitle: "Claim will be available after TGE",
  claimNote: "Token claiming will be available after the Token Generation Event",
  refresh: "Refresh Data",
  loading: "Loading your allocation…",
  notParticipant: "Not a participant",
  notTeamMember: "Not a team member",
  /** docs/product/economy.md §8 "Vesting": why, per round (the API's 404 messages). */
  notParticipantReason: {
    "private-investor": ERROR_CODES.NOT_PRIVATE_INVESTOR,
    "public-investor": ERROR_CODES.NOT_PUBLIC_INVESTOR,
    "team-investor": ERROR_CODES.NOT_TEAM_MEMBER,
  } satisfies Record<InvestorPath, string>,
  /** docs/product/economy.md §8 Vesting: the look-up's failure, with the reason in brackets. */
  lookupFailed: (path: InvestorPath, detail: string) =>
    path === "team-investor"
      ? `Error fetching team allocation information. Please try again. (${detail})`
      : `Error fetching investment information. Please try again. (${detail})`,
  tryAgain: "Try again",
} as const;

/** The public presale card (docs/product/economy.md §2, §8 "Vesting"). */
export const PRESALE_TEXT = {
  title: "Public presale",
  status: "Sale status",
  price: "Token price",
  sold: "Sold",
  buyers: "Buyers",
  notConfigured: "The public presale contract is not configured on this server yet.",
  failed: ERROR_CODES.PRESALE_UNAVAILABLE,
  noData: "No presale data available. Please check your connection and try again.",
  reload: "Reload",
} as const;

/** The Solana wallet modal (docs/product/economy.md §4 "Solana wallet modal", §8 "Vesting"). */
export const WALLET_MODAL_TEXT = {
  addTitle: "Add Solana wallet",
  updateTitle: "Update Solana wallet",
  body: "Your tokens will be sent to this Solana address. Your EVM wallet signs the change to prove it is yours.",
  label: "Solana wallet address",
  useConnected: "Use my connected Solana wallet",
  signer: "Signed by",
  cancel: "Cancel",
  save: "Sign & Save",
  saving: "Waiting for your signature…",
  rejected: "Transaction was rejected by user",
  badSignature: ERROR_CODES.INVALID_SIGNATURE_FORMAT,
  localCheck: "Local signature verification failed",
  updateFailed: "Failed to update wallet address",
  addFailed: "Failed to add Solana wallet address",
  updateDefault: "Error updating wallet address. Please try again.",
  addDefault: "Error adding Solana wallet address. Please try again.",
  needsSigner: (address: string) => `Connect the EVM wallet ${address} to sign this change.`,
  noEvmOnRecord: "This allocation has no EVM wallet to sign a change with. Please contact support.",
  required: "Enter a Solana wallet address.",
} as const;

/** Sign-in-with-wallet before the allocation shows (docs/vesting-and-airdrop.md "Vesting"). */
export const PROOF_TEXT = {
  title: "Sign in with your wallet",
  body: "Your wallet signs a message (free, no transaction) to prove it is yours; only then is its allocation shown.",
  waiting: "Sign the message in your wallet to see your allocation…",
  signAgain: "Sign again",
  /** A declined signature, in the wallet modal's words. */
  rejected: WALLET_MODAL_TEXT.rejected,
  failed: "The wallet could not sign the message. Please try again.",
  notConnected: "Connect the wallet again to sign the message.",
  cannotSign: "This wallet cannot sign messages. Please connect another one.",
} as const;
