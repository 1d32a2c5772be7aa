import { type Config, createConfig, http } from "wagmi";
import { watchConnection } from "wagmi/actions";
import { arbitrum, base, bsc, mainnet, optimism, polygon } from "wagmi/chains";
import { coinbaseWallet, injected, walletConnect } from "wagmi/connectors";
import { PRODUCT_NAME, PRODUCT_TAGLINE } from "../../lib/constants.ts";
import type { WalletConnectPairing } from "../../lib/platform.ts";
import type { AppStore } from "../../state/store.ts";
import { evmWalletAtom } from "./wallet-state.ts";

/**
 * The EVM wallet runtime (docs/architecture.md "Web3"): one wagmi config for the app, on the chains of
 * docs/product/platform.md §9 in its order, with three kinds of wallet: the browser wallet (the `injected` connector plus
 * one connector per EIP-6963 announcement, e.g. MetaMask), WalletConnect (only when the deployment
 * has a project id) and Coinbase Wallet. Loaded only with the wallet modal (or, later, a purchase),
 * so none of this is in the landing's first load.
 *
 * The config is a module singleton so the connection outlives the modal: closing the modal unmounts
 * WagmiProvider but not the connection, and purchases reuse the same config with wagmi's actions.
 */

const CHAINS = [mainnet, polygon, bsc, arbitrum, optimism, base] as const;

let current: { projectId: string | null; pairing: WalletConnectPairing; config: Config } | null = null;

/**
 * `store`: the shell's jotai store, which the connection is mirrored into; `pairing`: the platform's
 * way of pairing WalletConnect (its QR modal on the web; app links in Telegram, drawn by EvmPanel).
 */
export function getEvmConfig(
  walletConnectProjectId: string | null,
  store: AppStore,
  pairing: WalletConnectPairing,
): Config {
  if (current && current.projectId === walletConnectProjectId && current.pairing === pairing)
    return current.config;
  const config = createConfig({
    chains: CHAINS,
    connectors: [
      injected(),
      ...(walletConnectProjectId
        ? [
            walletConnect({
              projectId: walletConnectProjectId,
              showQrModal: pairing === "qr-modal",
              metadata: {
                name: PRODUCT_NAME,
                description: PRODUCT_TAGLINE,
                url: window.location.origin,
                icons: [`${window.location.origin}/favicon.svg`],
              },
            }),
          ]
        : []),
      coinbaseWallet({ appName: PRODUCT_NAME }),
    ],
    transports: {
      [mainnet.id]: http(),
      [polygon.id]: http(),
      [bsc.id]: http(),
      [arbitrum.id]: http(),
      [optimism.id]: http(),
      [base.id]: http(),
    },
  });
  watchConnection(config, {
    onChange(connection) {
      if (connection.status !== "connected") {
        // Reconnecting after a reload is not a disconnection: keep whatever the atom holds until wagmi decides.
        if (connection.status === "disconnected") store.set(evmWalletAtom, null);
        return;
      }
      store.set(evmWalletAtom, {
        address: connection.address,
        chainId: connection.chainId,
        walletName: connection.connector.name,
      });
    },
  });
  current = { projectId: walletConnectProjectId, pairing, config };
  return config;
}
