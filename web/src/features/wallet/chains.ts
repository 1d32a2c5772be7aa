/**
 * The supported chains and the coins a player can pay with: one table, owned by the payments domain
 * (db/src/payments/chains.ts) and read here through the API's client exports, so the wallet modal,
 * the payment picker and the server's checks never disagree.
 */
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
} from "@jadeverse/api/client/chains";
