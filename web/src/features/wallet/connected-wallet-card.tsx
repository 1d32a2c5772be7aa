import type { ReactNode } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { Button } from "../../ui/button.tsx";
import { shortenAddress } from "./format.ts";
import { walletMessages } from "./messages.ts";

export interface ConnectedWalletCardProps {
  walletName: string;
  address: string;
  /** The network: a label, or a control to switch it. */
  network: ReactNode;
  onDisconnect(): void;
  disconnecting?: boolean;
}

/** The connected wallet: which one, its shortened address (full one on hover and for screen readers), the network and Disconnect. */
export function ConnectedWalletCard({
  walletName,
  address,
  network,
  onDisconnect,
  disconnecting = false,
}: ConnectedWalletCardProps) {
  const t = useMessages(walletMessages);
  return (
    <section
      aria-label={t("connectedWallet")}
      className="flex flex-col gap-4 rounded-2xl border border-jade/40 bg-jade/5 p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">{walletName}</p>
          <p className="font-mono text-lg font-semibold text-ink" title={address}>
            <span aria-hidden="true">{shortenAddress(address)}</span>
            <span className="sr-only">{address}</span>
          </p>
        </div>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-jade/15 px-2.5 py-1 text-xs font-semibold text-jade">
          <span aria-hidden="true" className="size-2 rounded-full bg-jade" />
          {t("connectedBadge")}
        </span>
      </div>
      <div>{network}</div>
      <Button variant="secondary" onClick={onDisconnect} loading={disconnecting}>
        {t("disconnect")}
      </Button>
    </section>
  );
}
