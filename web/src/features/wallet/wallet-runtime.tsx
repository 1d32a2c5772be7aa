import { type Adapter, type WalletError, WalletReadyState } from "@solana/wallet-adapter-base";
import { ConnectionProvider, useWallet, WalletProvider } from "@solana/wallet-adapter-react";
import { useSetAtom, useStore } from "jotai";
import { type ReactNode, useEffect } from "react";
import { WagmiProvider } from "wagmi";
import { usePlatform } from "../../lib/platform.ts";
import type { SolanaCluster } from "./chains.ts";
import { SOLANA_WALLET_STORAGE_KEY } from "./constants.ts";
import { getEvmConfig } from "./evm-config.ts";
import { getSolanaAdapters } from "./solana-adapters.ts";
import { setConnectedSolanaAdapter } from "./solana-connection.ts";
import { solanaWalletAtom } from "./wallet-state.ts";

/**
 * Mirrors the Solana wallet into `solanaWalletAtom`: set on connect, cleared when the wallet
 * disconnects (the player's Disconnect, or the wallet itself). Unmounting (the modal closing) clears
 * nothing: the adapter stays connected. (EVM is mirrored by evm-config.ts, outside React.)
 */
function SolanaStateSync() {
  const { wallet, publicKey, connected } = useWallet();
  const setSolanaWallet = useSetAtom(solanaWalletAtom);

  useEffect(() => {
    if (connected && publicKey && wallet) {
      setConnectedSolanaAdapter(wallet.adapter);
      setSolanaWallet({ publicKey: publicKey.toBase58(), walletName: wallet.adapter.name });
    }
  }, [connected, publicKey, wallet, setSolanaWallet]);

  useEffect(() => {
    const adapter = wallet?.adapter;
    if (!adapter) return;
    const onDisconnect = () => setSolanaWallet(null);
    adapter.on("disconnect", onDisconnect);
    return () => {
      adapter.off("disconnect", onDisconnect);
    };
  }, [wallet, setSolanaWallet]);

  return null;
}

/**
 * Auto-connect (the remembered wallet on mount, or the one just chosen) only for installed wallets,
 * which reconnect silently. A web wallet ("Loadable") would open its overlay under the modal; the
 * Solana panel hands those off explicitly.
 */
async function autoConnectInstalled(adapter: Adapter): Promise<boolean> {
  return adapter.readyState === WalletReadyState.Installed;
}

export interface WalletRuntimeProps {
  walletConnectProjectId: string | null;
  solana: { cluster: SolanaCluster; rpcUrl: string };
  onSolanaError(walletName: string, error: WalletError): void;
  children: ReactNode;
}

/**
 * The wallet libraries' React context: wagmi on the app's one EVM config, and the Solana connection
 * (the configured RPC URL) with the wallet adapter, auto-connecting the installed wallet the player
 * chose last.
 * The app's QueryClientProvider (which wagmi needs) is already above.
 */
export function WalletRuntime({
  walletConnectProjectId,
  solana,
  onSolanaError,
  children,
}: WalletRuntimeProps) {
  const store = useStore();
  const { walletConnectPairing } = usePlatform();
  return (
    <WagmiProvider config={getEvmConfig(walletConnectProjectId, store, walletConnectPairing)}>
      <ConnectionProvider endpoint={solana.rpcUrl}>
        <WalletProvider
          wallets={getSolanaAdapters(solana.cluster, store)}
          autoConnect={autoConnectInstalled}
          localStorageKey={SOLANA_WALLET_STORAGE_KEY}
          onError={(error, adapter) => onSolanaError(adapter?.name ?? "", error)}
        >
          <SolanaStateSync />
          {children}
        </WalletProvider>
      </ConnectionProvider>
    </WagmiProvider>
  );
}
