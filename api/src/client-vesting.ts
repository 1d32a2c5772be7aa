// The API for front ends: the investors' vesting contract (its own entry: only the vesting page needs it).

export {
  INVESTOR_PATHS,
  type InvestorPath,
  WALLET_CHANGE_MAX_AGE_SECONDS,
  walletChangeMessage,
} from "@jadeverse/db/enums/vesting";
export {
  type InvestorRecord,
  investorRecord,
  type PresaleView,
  presaleResponse,
  walletChangedResponse,
} from "./lib/vesting/responses.ts";
/** Sign-in-with-wallet: the page proves the connected wallet before it reads the record. */
export {
  type WalletChallengeView,
  type WalletProofView,
  walletChallengeResponse,
  walletProofResponse,
} from "./lib/wallet-proofs/schemas.ts";
