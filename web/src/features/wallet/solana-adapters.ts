import { type Adapter, WalletAdapterNetwork } from "@solana/wallet-adapter-base";
import { CoinbaseWalletAdapter } from "@solana/wallet-adapter-coinbase";
import { PhantomWalletAdapter } from "@solana/wallet-adapter-phantom";
import { SolflareWalletAdapter } from "@solana/wallet-adapter-solflare";
import type { SolanaCluster } from "./chains.ts";

/**
 * The Solana wallets offered besides the ones the Wallet Standard discovers (MetaMask's Solana
 * account registers itself that way; so does a current Phantom, whose standard wallet then replaces
 * this adapter). One instance per cluster for the app's lifetime, so a connection survives the wallet
 * modal closing and a purchase flow finds the same adapter connected.
 */

const NETWORKS: Record<SolanaCluster, WalletAdapterNetwork> = {
  devnet: WalletAdapterNetwork.Devnet,
  testnet: WalletAdapterNetwork.Testnet,
  "mainnet-beta": WalletAdapterNetwork.Mainnet,
};

const byCluster = new Map<SolanaCluster, Adapter[]>();

export function getSolanaAdapters(cluster: SolanaCluster): Adapter[] {
  let adapters = byCluster.get(cluster);
  if (!adapters) {
    adapters = [
      new PhantomWalletAdapter(),
      new SolflareWalletAdapter({ network: NETWORKS[cluster] }),
      new CoinbaseWalletAdapter(),
    ];
    byCluster.set(cluster, adapters);
  }
  return adapters;
}
