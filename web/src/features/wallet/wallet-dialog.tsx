import { useCallback, useEffect, useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { usePublicConfig } from "../../lib/queries/public-config.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { Notice } from "../../ui/notice.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { WALLET_MODAL_CLOSE_MS, type WalletTab } from "./constants.ts";
import { EvmPanel } from "./evm-panel.tsx";
import { walletMessages } from "./messages.ts";
import { SolanaPanel } from "./solana-panel.tsx";
import { WalletDisclaimer } from "./wallet-disclaimer.tsx";
import { WalletRuntime } from "./wallet-runtime.tsx";
import { WalletTabs } from "./wallet-tabs.tsx";

const ALL_TABS: readonly WalletTab[] = ["evm", "solana"];
const SOLANA_TABS: readonly WalletTab[] = ["solana"];

/**
 * The wallet modal (docs/product/platform.md §2 "Other popups"): tabs "Ethereum & EVM" and "Solana", or only Solana
 * in Solana-only mode (a Solana purchase, the NFT airdrop claim). A successful connection started
 * here shows "Wallet connected" and closes the modal 1.5 s later (docs/product/economy.md §9); the connection is
 * kept app-wide in wallet-state.ts. Lazy-loaded by DialogHost with all of the wallet libraries.
 */
export function WalletDialog({ solanaOnly, onClose }: { solanaOnly: boolean; onClose(): void }) {
  const t = useMessages(walletMessages);
  const config = usePublicConfig();
  const tabs = solanaOnly ? SOLANA_TABS : ALL_TABS;
  const [tab, setTab] = useState<WalletTab>(solanaOnly ? "solana" : "evm");
  const [justConnected, setJustConnected] = useState(false);
  const [solanaError, setSolanaError] = useState<{ walletName: string; error: unknown } | null>(null);

  useEffect(() => {
    if (!justConnected) return;
    const timer = window.setTimeout(onClose, WALLET_MODAL_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [justConnected, onClose]);

  const onConnected = useCallback(() => setJustConnected(true), []);
  const onSolanaError = useCallback(
    (walletName: string, error: unknown) => setSolanaError({ walletName, error }),
    [],
  );

  return (
    <Dialog
      title={t("title")}
      description={t(solanaOnly ? "solanaOnlyDescription" : "description")}
      onClose={onClose}
      size="md"
    >
      <div className="flex flex-col gap-5">
        {config.data ? (
          <WalletRuntime
            walletConnectProjectId={config.data.walletConnectProjectId}
            solana={config.data.solana}
            onSolanaError={onSolanaError}
          >
            <WalletTabs tabs={tabs} selected={tab} onSelect={setTab}>
              {tab === "evm" ? (
                <EvmPanel
                  walletConnectEnabled={Boolean(config.data.walletConnectProjectId)}
                  onConnected={onConnected}
                  onHandoff={onClose}
                />
              ) : (
                <SolanaPanel
                  cluster={config.data.solana.cluster}
                  providerError={solanaError}
                  onConnected={onConnected}
                  onHandoff={onClose}
                />
              )}
            </WalletTabs>
          </WalletRuntime>
        ) : config.isError ? (
          <div className="flex flex-col gap-3">
            <Notice tone="error">{t("loadFailed")}</Notice>
            <Button variant="secondary" onClick={() => config.refetch()}>
              {t("tryAgain")}
            </Button>
          </div>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted" role="status">
            <Spinner /> {t("loadingWallets")}
          </p>
        )}
        {justConnected ? <Notice tone="success">{t("connected")}</Notice> : null}
        <WalletDisclaimer onNavigate={onClose} />
      </div>
    </Dialog>
  );
}
