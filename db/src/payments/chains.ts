/**
 * docs/product/platform.md §9 "Supported chains for wallet connection" and the coins a player can pay with. Pure data,
 * no wallet library: the wallet modal, the payment picker (through `@jadeverse/api/client`) and the
 * server's payment checks share this one table. Token contract addresses are the issuers' canonical deployments (Circle's
 * native USDC, Tether's USDT); a `null` address means the coin is not offered on that network.
 */

export type EvmChainId = 1 | 137 | 56 | 42161 | 10 | 8453;

export interface EvmChain {
  id: EvmChainId;
  name: string;
  /** The gas coin, paid natively (no contract). */
  nativeSymbol: string;
  explorerUrl: string;
}

/** In the spec's order: Ethereum (1), Polygon (137), BNB Smart Chain (56), Arbitrum One (42161), Optimism (10), Base (8453). */
export const EVM_CHAINS: readonly EvmChain[] = [
  { id: 1, name: "Ethereum", nativeSymbol: "ETH", explorerUrl: "https://etherscan.io" },
  { id: 137, name: "Polygon", nativeSymbol: "POL", explorerUrl: "https://polygonscan.com" },
  { id: 56, name: "BNB Smart Chain", nativeSymbol: "BNB", explorerUrl: "https://bscscan.com" },
  { id: 42161, name: "Arbitrum One", nativeSymbol: "ETH", explorerUrl: "https://arbiscan.io" },
  { id: 10, name: "Optimism", nativeSymbol: "ETH", explorerUrl: "https://optimistic.etherscan.io" },
  { id: 8453, name: "Base", nativeSymbol: "ETH", explorerUrl: "https://basescan.org" },
];

export const EVM_CHAIN_IDS = EVM_CHAINS.map((chain) => chain.id);

export function evmChainById(id: number | undefined): EvmChain | undefined {
  return EVM_CHAINS.find((chain) => chain.id === id);
}

export type StablecoinSymbol = "USDC" | "USDT";

export interface EvmTokenDeployment {
  address: `0x${string}`;
  decimals: number;
}

/** Stablecoins per EVM chain (docs/product/platform.md §9 "Stablecoins USDC and USDT"). */
export const EVM_STABLECOINS: Record<StablecoinSymbol, Record<EvmChainId, EvmTokenDeployment | null>> = {
  USDC: {
    1: { address: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", decimals: 6 },
    137: { address: "0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359", decimals: 6 },
    56: { address: "0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d", decimals: 18 },
    42161: { address: "0xaf88d065e77c8cC2239327C5EDb3A432268e5831", decimals: 6 },
    10: { address: "0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85", decimals: 6 },
    8453: { address: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", decimals: 6 },
  },
  USDT: {
    1: { address: "0xdAC17F958D2ee523a2206206994597C13D831ec7", decimals: 6 },
    137: { address: "0xc2132D05D31c914a87C6611C10748AEb04B58e8F", decimals: 6 },
    56: { address: "0x55d398326f99059fF775485246999027B3197955", decimals: 18 },
    42161: { address: "0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9", decimals: 6 },
    10: { address: "0x94b008aA00579c1307B0EF2c499aD98a8ce58e58", decimals: 6 },
    8453: null,
  },
};

export type SolanaCluster = "devnet" | "testnet" | "mainnet-beta";

export const SOLANA_CLUSTER_LABELS: Record<SolanaCluster, string> = {
  devnet: "Solana Devnet",
  testnet: "Solana Testnet",
  "mainnet-beta": "Solana",
};

export interface SolanaToken {
  symbol: "SOL" | StablecoinSymbol | "JADE";
  name: string;
  decimals: number;
  /** SPL mint per cluster; `null` where the token has no mint there (SOL is native). */
  mints: Record<SolanaCluster, string | null>;
  /** docs/product/platform.md §9: the JadeVerse token on Solana is listed but marked disabled until it launches. */
  enabled: boolean;
}

export const SOLANA_TOKENS: readonly SolanaToken[] = [
  {
    symbol: "SOL",
    name: "Solana",
    decimals: 9,
    mints: { devnet: null, testnet: null, "mainnet-beta": null },
    enabled: true,
  },
  {
    symbol: "USDC",
    name: "USD Coin",
    decimals: 6,
    mints: {
      devnet: "4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU",
      testnet: null,
      "mainnet-beta": "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v",
    },
    enabled: true,
  },
  {
    symbol: "USDT",
    name: "Tether USD",
    decimals: 6,
    mints: { devnet: null, testnet: null, "mainnet-beta": "Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYb" },
    enabled: true,
  },
  {
    symbol: "JADE",
    name: "JadeVerse token",
    decimals: 6,
    mints: { devnet: null, testnet: null, "mainnet-beta": null },
    enabled: false,
  },
];
