export type SolanaCluster = "devnet" | "testnet" | "mainnet-beta";

/** The public JSON-RPC endpoint of a Solana cluster (the same table as web3.js `clusterApiUrl`). */
export function clusterApiUrlFor(cluster: SolanaCluster): string {
  return `https://api.${cluster}.solana.com`;
}
