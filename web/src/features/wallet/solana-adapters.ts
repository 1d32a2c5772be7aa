import { type Adapter, WalletAdapterNetwork } from "@solana/wallet-adapter-base";
import { CoinbaseWalletAdapter } from "@solana/wallet-adapter-coinbase";
import { PhantomWalletAdapter } from "@solana/wallet-adapter-phantom";
import { SolflareWalletAdapter } from "@solana/wallet-adapter-solflare";
import type { AppStore } from "../../state/store.ts";
import type { SolanaCluster } from "./chains.ts";
import { setConnectedSolanaAdapter } from "./solana-connection.ts";
import { solanaWalletAtom } from "./wallet-state.ts";

/**
 * The Solana wallets offered besides the ones the Wallet Standard discovers (MetaMask's Solana
 * account registers itself that way; so does a current Phantom, whose standard wallet then replaces
 * this adapter). One instance per cluster for the app's lifetime, so a connection survives the wallet
 * modal closing and a purchase flow finds the same adapter connected. Each one mirrors itself into
 * `solanaWalletAtom`, so a connection finished after the modal closed (a web-wallet handoff) counts.
 */

const NETWORKS: Record<SolanaCluster, WalletAdapterNetwork> = {
  devnet: WalletAdapterNetwork.Devnet,
  testnet: WalletAdapterNetwork.Testnet,
  "mainnet-beta": WalletAdapterNetwork.Mainnet,
};

const byCluster = new Map<SolanaCluster, Adapter[]>();

/** `store`: the shell's jotai store, which each connection is mirrored into. */
export function getSolanaAdapters(cluster: SolanaCluster, store: AppStore): Adapter[] {
  let adapters = byCluster.get(cluster);
  if (!adapters) {
    adapters = [
      new PhantomWalletAdapter(),
      new SolflareWalletAdapter({ network: NETWORKS[cluster] }),
      new CoinbaseWalletAdapter(),
    ];
    for (const adapter of adapters) mirrorIntoState(adapter, store);
    byCluster.set(cluster, adapters);
  }
  return adapters;
}

function mirrorIntoState(adapter: Adapter, store: AppStore) {
  adapter.on("connect", (publicKey) => {
    setConnectedSolanaAdapter(adapter);
    store.set(solanaWalletAtom, { publicKey: publicKey.toBase58(), walletName: adapter.name });
  });
  adapter.on("disconnect", () => {
    if (store.get(solanaWalletAtom)?.walletName === adapter.name) store.set(solanaWalletAtom, null);
  });
}
