import { useState } from "react";
import {
  type Connector,
  useConfig,
  useConnect,
  useConnection,
  useConnectors,
  useDisconnect,
  useSwitchChain,
} from "wagmi";
import { connect as connectInBackground } from "wagmi/actions";
import { useMessages } from "../../i18n/messages.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { usePlatform } from "../../lib/platform.ts";
import { SelectField } from "../../ui/select-field.tsx";
import { EVM_CHAINS, evmChainById } from "./chains.ts";
import { ConnectedWalletCard } from "./connected-wallet-card.tsx";
import { EVM_CONNECTOR_IDS, INSTALL_URLS, WALLET_ERRORS } from "./constants.ts";
import { describeWalletError } from "./format.ts";
import { type WalletMessage, walletMessages } from "./messages.ts";
import { WalletAppLinks } from "./wallet-app-links.tsx";
import { WalletOptionRow, type WalletOptionState } from "./wallet-option-row.tsx";

/** Is there an EIP-1193 provider at `window.ethereum` (a browser wallet that did not announce itself)? */
function hasLegacyInjectedProvider(): boolean {
  return typeof window !== "undefined" && Boolean(Reflect.get(window, "ethereum"));
}

export interface EvmPanelProps {
  walletConnectEnabled: boolean;
  /** A connection started in this panel succeeded. */
  onConnected(): void;
  /** Close the modal so a wallet's own in-page overlay can take over (see below). */
  onHandoff(): void;
}

/**
 * The "Ethereum & EVM" tab: the browser wallet(s), WalletConnect and Coinbase Wallet, each with its
 * state; once connected, the address, the network (switchable among docs/product/platform.md §9's chains) and
 * Disconnect.
 *
 * Browser wallets: every wallet that announced itself through EIP-6963 gets its own row (MetaMask,
 * Rabby, …); with none announced, the legacy `window.ethereum` provider gets one generic row; with
 * neither, MetaMask is offered with an install link.
 *
 * WalletConnect needs a project id from the deployment's public config. Without one the row stays
 * visible but disabled with the reason, so the player learns the option exists and why it is off
 * rather than wondering where it went. When it is on, how it pairs is the platform's
 * (`walletConnectPairing`): on the web its QR modal is drawn in the page, where our modal (the top
 * layer, everything else inert) would hide it, so the modal hands off, closing while the connection
 * runs on the app's wagmi config, and the connection lands in the wallet state; in Telegram the
 * modal stays and lists wallet apps to open the pairing link in (WalletAppLinks).
 */
export function EvmPanel({ walletConnectEnabled, onConnected, onHandoff }: EvmPanelProps) {
  const t = useMessages(walletMessages);
  const config = useConfig();
  const connection = useConnection();
  const connectors = useConnectors();
  const connect = useConnect();
  const disconnect = useDisconnect();
  const switchChain = useSwitchChain();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ connectorId: string; message: WalletMessage } | null>(null);
  const { walletConnectPairing, openLink } = usePlatform();
  const [pairingUri, setPairingUri] = useState<string | null>(null);

  function start(connector: Connector) {
    const walletConnect = connector.id === EVM_CONNECTOR_IDS.walletConnect;
    if (walletConnect && walletConnectPairing === "qr-modal") {
      onHandoff();
      connectInBackground(config, { connector }).catch(() => undefined /* the player closed the QR modal */);
      return;
    }
    // App links: WalletConnect announces its pairing link (`display_uri`); the modal lists wallet apps to open it in.
    const onMessage = ({ type, data }: { type: string; data?: unknown }) => {
      if (type === "display_uri" && typeof data === "string") setPairingUri(data);
    };
    if (walletConnect) connector.emitter.on("message", onMessage);
    setPendingId(connector.uid);
    setFailure(null);
    connect.mutate(
      { connector },
      {
        onSuccess: () => onConnected(),
        onError: (error) =>
          setFailure({ connectorId: connector.uid, message: describeWalletError(error, WALLET_ERRORS) }),
        onSettled: () => {
          if (walletConnect) connector.emitter.off("message", onMessage);
          setPairingUri(null);
          setPendingId(null);
        },
      },
    );
  }

  function stateOf(connector: Connector | undefined, idle: WalletOptionState): WalletOptionState {
    if (!connector) return idle;
    if (pendingId === connector.uid) return { kind: "connecting" };
    if (failure?.connectorId === connector.uid) return { kind: "error", message: t(failure.message) };
    return idle;
  }

  if (connection.address && connection.connector) {
    const chain = evmChainById(connection.chainId);
    return (
      <ConnectedWalletCard
        walletName={connection.connector.name}
        address={connection.address}
        disconnecting={disconnect.isPending}
        onDisconnect={() => disconnect.mutate({ connector: connection.connector })}
        network={
          <div className="flex flex-col gap-2">
            <p className="text-sm">
              {richText(t("network"), {
                0: (label) => <span className="text-muted">{label}</span>,
                1: () => (
                  <span className={chain ? "font-semibold text-ink" : "font-semibold text-danger"}>
                    {chain?.name ?? t("unsupportedNetwork")}
                  </span>
                ),
              })}
            </p>
            <SelectField
              label={t("switchNetwork")}
              value={chain ? String(chain.id) : ""}
              disabled={switchChain.isPending}
              onChange={(event) => {
                const target = evmChainById(Number(event.target.value));
                if (target) switchChain.mutate({ chainId: target.id });
              }}
              options={[
                ...(chain ? [] : [{ value: "", label: t("chooseNetwork") }]),
                ...EVM_CHAINS.map((item) => ({ value: String(item.id), label: item.name })),
              ]}
            />
            {switchChain.error ? (
              <p role="alert" className="text-sm text-danger">
                {t(describeWalletError(switchChain.error, WALLET_ERRORS))}
              </p>
            ) : null}
          </div>
        }
      />
    );
  }

  const announced = connectors.filter(
    (connector) => connector.type === "injected" && connector.id !== EVM_CONNECTOR_IDS.injected,
  );
  const legacyInjected = connectors.find((connector) => connector.id === EVM_CONNECTOR_IDS.injected);
  const walletConnect = connectors.find((connector) => connector.id === EVM_CONNECTOR_IDS.walletConnect);
  const coinbase = connectors.find((connector) => connector.id === EVM_CONNECTOR_IDS.coinbase);

  return (
    <ul className="flex flex-col gap-2" aria-label={t("evmWallets")}>
      {announced.map((connector) => (
        <WalletOptionRow
          key={connector.uid}
          name={connector.name}
          iconSrc={connector.icon}
          glyph="browser"
          category={t("browserWallet")}
          state={stateOf(connector, { kind: "detected" })}
          onConnect={() => start(connector)}
        />
      ))}
      {announced.length === 0 ? (
        legacyInjected && hasLegacyInjectedProvider() ? (
          <WalletOptionRow
            name={t("browserWallet")}
            glyph="browser"
            category={t("browserWallet")}
            state={stateOf(legacyInjected, { kind: "detected" })}
            onConnect={() => start(legacyInjected)}
          />
        ) : (
          <WalletOptionRow
            name="MetaMask"
            glyph="browser"
            category={t("browserWallet")}
            state={{ kind: "not-installed", installUrl: INSTALL_URLS.metaMask }}
            onConnect={() => undefined}
          />
        )
      ) : null}
      <WalletOptionRow
        name="WalletConnect"
        glyph="walletconnect"
        category={t(walletConnectPairing === "qr-modal" ? "qrWallets" : "appWallets")}
        state={
          walletConnectEnabled && walletConnect
            ? stateOf(walletConnect, {
                kind: "available",
                note: t(walletConnectPairing === "qr-modal" ? "scanPhone" : "opensApp"),
              })
            : { kind: "unavailable", reason: t("walletConnectUnavailable") }
        }
        onConnect={() => walletConnect && start(walletConnect)}
      />
      {pairingUri ? <WalletAppLinks uri={pairingUri} onOpen={openLink} /> : null}
      {coinbase ? (
        <WalletOptionRow
          name="Coinbase Wallet"
          glyph="coinbase"
          category={t("exchangeWallet")}
          state={stateOf(coinbase, { kind: "available", note: t("coinbaseNote") })}
          onConnect={() => start(coinbase)}
        />
      ) : null}
    </ul>
  );
}
