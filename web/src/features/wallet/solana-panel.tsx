import { type WalletName, WalletReadyState } from "@solana/wallet-adapter-base";
import { useWallet, type Wallet } from "@solana/wallet-adapter-react";
import { useEffect, useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { SOLANA_CLUSTER_LABELS, type SolanaCluster } from "./chains.ts";
import { ConnectedWalletCard } from "./connected-wallet-card.tsx";
import { INSTALL_URLS, SOLANA_WALLET_NAMES, SOLANA_WALLET_STORAGE_KEY, WALLET_ERRORS } from "./constants.ts";
import { describeWalletError } from "./format.ts";
import { type WalletMessage, type WalletTranslate, walletMessages } from "./messages.ts";
import type { WalletGlyphKind } from "./wallet-glyph.tsx";
import { WalletOptionRow, type WalletOptionState } from "./wallet-option-row.tsx";

interface SolanaOption {
  name: string;
  category: WalletMessage;
  glyph: WalletGlyphKind;
  /** Where to get it when it is not installed (the adapter's own URL otherwise). */
  installUrl?: string;
}

/**
 * docs/product/platform.md §2: two Solana-native wallets, then the browser wallet and the exchange wallet in their
 * Solana form. MetaMask's Solana account has no classic adapter: it appears through the Wallet
 * Standard when the extension registers it.
 */
const OPTIONS: readonly SolanaOption[] = [
  { name: SOLANA_WALLET_NAMES.phantom, category: "solanaWallet", glyph: "solana" },
  { name: SOLANA_WALLET_NAMES.solflare, category: "solanaWallet", glyph: "solana" },
  {
    name: SOLANA_WALLET_NAMES.metaMask,
    category: "browserWallet",
    glyph: "browser",
    installUrl: INSTALL_URLS.metaMask,
  },
  {
    name: SOLANA_WALLET_NAMES.coinbase,
    category: "exchangeWallet",
    glyph: "coinbase",
    installUrl: INSTALL_URLS.coinbase,
  },
];

function idleState(option: SolanaOption, wallet: Wallet | undefined, t: WalletTranslate): WalletOptionState {
  if (!wallet || wallet.readyState === WalletReadyState.NotDetected)
    return {
      kind: "not-installed",
      installUrl: option.installUrl ?? wallet?.adapter.url ?? INSTALL_URLS.metaMask,
    };
  if (wallet.readyState === WalletReadyState.Loadable) return { kind: "available", note: t("webWallet") };
  return { kind: "detected" };
}

export interface SolanaPanelProps {
  cluster: SolanaCluster;
  /** The last error the Solana wallet provider reported, with the wallet it came from. */
  providerError: { walletName: string; error: unknown } | null;
  onConnected(): void;
  /** Close the modal so a web wallet's own in-page overlay can take over. */
  onHandoff(): void;
}

/**
 * The "Solana" tab: Phantom, Solflare, MetaMask and Coinbase Wallet on the configured cluster, each
 * with its state; once connected, the public key, the cluster and Disconnect. Choosing a wallet
 * selects it in the wallet adapter, whose auto-connect then asks the wallet to connect.
 *
 * A wallet that is only "Loadable" (Solflare without its extension) opens its web wallet in an
 * overlay drawn in the page, which our modal would cover: the modal remembers the choice, closes
 * and lets the adapter connect; solana-adapters.ts records the connection when it lands.
 */
export function SolanaPanel({ cluster, providerError, onConnected, onHandoff }: SolanaPanelProps) {
  const { wallets, wallet, publicKey, connected, connecting, disconnecting, select, connect, disconnect } =
    useWallet();
  const t = useMessages(walletMessages);
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ walletName: string; message: WalletMessage } | null>(null);

  useEffect(() => {
    if (pending && connected && wallet?.adapter.name === pending) {
      setPending(null);
      onConnected();
    }
  }, [pending, connected, wallet, onConnected]);

  useEffect(() => {
    if (!providerError) return;
    setFailure({
      walletName: providerError.walletName,
      message: describeWalletError(providerError.error, WALLET_ERRORS),
    });
    setPending((current) => (current === providerError.walletName ? null : current));
  }, [providerError]);

  function start(name: string) {
    const found = wallets.find((item) => item.adapter.name === name);
    if (found?.readyState === WalletReadyState.Loadable) {
      window.localStorage.setItem(SOLANA_WALLET_STORAGE_KEY, JSON.stringify(name));
      onHandoff();
      found.adapter.connect().catch(() => undefined /* the player closed the web wallet */);
      return;
    }
    setFailure(null);
    setPending(name);
    if (wallet?.adapter.name === name) {
      connect().catch(() => undefined /* reported through the provider's onError */);
    } else {
      select(name as WalletName);
    }
  }

  if (connected && publicKey && wallet) {
    return (
      <ConnectedWalletCard
        walletName={wallet.adapter.name}
        address={publicKey.toBase58()}
        disconnecting={disconnecting}
        onDisconnect={() => disconnect().catch(() => undefined)}
        network={
          <p className="text-sm">
            {richText(t("network"), {
              0: (label) => <span className="text-muted">{label}</span>,
              1: () => <span className="font-semibold text-ink">{SOLANA_CLUSTER_LABELS[cluster]}</span>,
            })}
          </p>
        }
      />
    );
  }

  return (
    <ul className="flex flex-col gap-2" aria-label={t("solanaWallets")}>
      {OPTIONS.map((option) => {
        const found = wallets.find((item) => item.adapter.name === option.name);
        const state: WalletOptionState =
          pending === option.name && (connecting || !failure)
            ? { kind: "connecting" }
            : failure?.walletName === option.name
              ? { kind: "error", message: t(failure.message) }
              : idleState(option, found, t);
        return (
          <WalletOptionRow
            key={option.name}
            name={option.name}
            iconSrc={found?.adapter.icon}
            glyph={option.glyph}
            category={t(option.category)}
            state={state}
            onConnect={() => start(option.name)}
          />
        );
      })}
    </ul>
  );
}
