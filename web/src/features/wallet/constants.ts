import { ROUTES } from "../../lib/constants.ts";
import type { WalletMessage } from "./messages.ts";

/** docs/product/economy.md §9: the wallet modal closes this long after a successful connection. */
export const WALLET_MODAL_CLOSE_MS = 1_500;

/** docs/product/platform.md §2 "Other popups": the wallet modal's two tabs. */
export const WALLET_TABS = {
  evm: "Ethereum & EVM",
  solana: "Solana",
} as const;

export type WalletTab = keyof typeof WALLET_TABS;

export const WALLET_TERMS_HREF = ROUTES.terms;
export const WALLET_PRIVACY_HREF = `${ROUTES.terms}#privacy`;

/** Where to get a wallet that is not installed. */
export const INSTALL_URLS = {
  metaMask: "https://metamask.io/download/",
  coinbase: "https://www.coinbase.com/wallet/downloads",
} as const;

/** Names the Solana wallet adapters and the Wallet Standard register under. */
export const SOLANA_WALLET_NAMES = {
  phantom: "Phantom",
  solflare: "Solflare",
  metaMask: "MetaMask",
  coinbase: "Coinbase Wallet",
} as const;

/** Where the Solana wallet adapter remembers the chosen wallet (JSON string), for auto-connect. */
export const SOLANA_WALLET_STORAGE_KEY = "jv-solana-wallet";

/** wagmi connector ids. */
export const EVM_CONNECTOR_IDS = {
  injected: "injected",
  walletConnect: "walletConnect",
  coinbase: "coinbaseWalletSDK",
} as const;

/** How a wallet error reads (format.ts `describeWalletError`): the area's messages. */
export const WALLET_ERRORS = { rejected: "rejected", generic: "genericError" } as const satisfies Record<
  string,
  WalletMessage
>;
