// The API for front ends, part three: the supported chains and the payable coins (docs/product/platform.md §9,
// docs/product/economy.md §9), one table for the wallet modal, the payment picker and the server's checks. An entry of its
// own: only the pages that show wallets or crypto payments load it (the Mini App's first load never).
export {
  EVM_CHAIN_IDS,
  EVM_CHAINS,
  EVM_STABLECOINS,
  type EvmChain,
  type EvmChainId,
  type EvmTokenDeployment,
  evmChainById,
  SOLANA_CLUSTER_LABELS,
  SOLANA_TOKENS,
  type SolanaCluster,
  type SolanaToken,
  type StablecoinSymbol,
} from "@jadeverse/db/payments/chains";
