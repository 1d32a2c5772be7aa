import { useAtomValue } from "jotai";
import { useMessages } from "../../i18n/messages.ts";
import { type ButtonVariant, buttonClasses } from "../../ui/button.tsx";
import { useSetDialog } from "../dialogs/use-dialog.ts";
import { evmChainById } from "./chains.ts";
import { connectButtonMessages } from "./connect-button/messages.ts";
import { shortenAddress } from "./format.ts";
import { evmWalletAtom, solanaWalletAtom } from "./wallet-state.ts";

export interface ConnectWalletButtonProps {
  /** Open the modal on the Solana tab only, and show the Solana wallet. */
  solanaOnly?: boolean;
  variant?: ButtonVariant;
}

/**
 * Opens the wallet modal; once a wallet is connected it shows it ("0x71C7…976F · Polygon"): the EVM
 * wallet, or with `solanaOnly` the Solana one. Safe on any page: it imports no wallet library (the
 * modal loads them on demand).
 */
export function ConnectWalletButton({ solanaOnly = false, variant = "primary" }: ConnectWalletButtonProps) {
  const t = useMessages(connectButtonMessages);
  const setDialog = useSetDialog();
  const evm = useAtomValue(evmWalletAtom);
  const solana = useAtomValue(solanaWalletAtom);
  const open = () => setDialog({ kind: "wallet", solanaOnly });
  const connected = solanaOnly
    ? solana && { address: solana.publicKey, network: "Solana" }
    : evm && { address: evm.address, network: evmChainById(evm.chainId)?.name ?? t("unsupportedNetwork") };

  if (!connected) {
    return (
      <button type="button" onClick={open} className={buttonClasses(variant)}>
        {t(solanaOnly ? "connectSolana" : "connect")}
      </button>
    );
  }
  return (
    <button type="button" onClick={open} className={buttonClasses("secondary")} title={connected.address}>
      <span aria-hidden="true" className="size-2 rounded-full bg-jade" />
      <span className="sr-only">{t("connectedWallet")}</span>
      <span className="font-mono">{shortenAddress(connected.address)}</span>
      <span className="text-muted">· {connected.network}</span>
    </button>
  );
}
