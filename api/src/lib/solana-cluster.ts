export const SOLANA_CLUSTERS = ["devnet", "testnet", "mainnet-beta"] as const;
export type SolanaCluster = (typeof SOLANA_CLUSTERS)[number];

/** The public JSON-RPC endpoint of a Solana cluster (the same table as web3.js `clusterApiUrl`). */
export function clusterApiUrlFor(cluster: SolanaCluster): string {
  return `https://api.${cluster}.solana.com`;
}
