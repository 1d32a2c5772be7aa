import type { InvestorPath, InvestorRecord } from "@jadeverse/api/client/vesting";
import { useStore } from "jotai";
import { type FormEvent, useEffect, useState } from "react";
import type { Address } from "viem";
import { ApiRequestError } from "../../lib/api-client.ts";
import { usePlatform } from "../../lib/platform.ts";
import { usePublicConfig } from "../../lib/queries/public-config.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { Notice } from "../../ui/notice.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { shortenAddress } from "../wallet/format.ts";
import { useEvmWallet, useSolanaWallet } from "../wallet/use-wallets.ts";
import { WALLET_MODAL_TEXT as T } from "./content.ts";
import { sendWalletChange } from "./vesting-queries.ts";
import { WALLET_MODAL_SUCCESS_MS } from "./vesting-rules.ts";

type ModalState =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "success"; message: string }
  | { kind: "error"; message: string };

export interface SolanaWalletModalProps {
  path: InvestorPath;
  record: InvestorRecord;
  onClose(): void;
  /** The change was saved: the page reads the record again. */
  onSaved(): void;
}

/** The failure to show for a send that did not succeed (docs/product/economy.md §8 "Vesting", wallet modal). */
function failureMessage(error: unknown, adding: boolean): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return adding ? T.addDefault : T.updateDefault;
    return error.message || (adding ? T.addFailed : T.updateFailed);
  }
  if (error instanceof Error && error.name === "WalletChangeError") return error.message;
  return adding ? T.addFailed : T.updateFailed;
}

/**
 * The Solana wallet modal (docs/product/economy.md §4): the investor types (or takes from their connected Solana
 * wallet) the address their tokens go to, their EVM wallet signs the change, and it is sent; idle,
 * saving, success (closing after 1.5 s, the page refreshing), or error with the spec's message. The
 * signer must be the record's EVM wallet: with another one (or none) connected, the modal says which.
 */
export function SolanaWalletModal({ path, record, onClose, onSaved }: SolanaWalletModalProps) {
  const { api, walletConnectPairing } = usePlatform();
  const store = useStore();
  const config = usePublicConfig();
  const evm = useEvmWallet();
  const solana = useSolanaWallet();
  const adding = !record.solanaWalletAddress;
  const [address, setAddress] = useState("");
  const [state, setState] = useState<ModalState>({ kind: "idle" });
  const signer = record.evmWalletAddress;
  const signerConnected = Boolean(signer && evm && evm.address.toLowerCase() === signer.toLowerCase());

  useEffect(() => {
    if (state.kind !== "success") return;
    const timer = window.setTimeout(() => {
      onSaved();
      onClose();
    }, WALLET_MODAL_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [state.kind, onClose, onSaved]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const solanaWallet = address.trim();
    if (!solanaWallet) return setState({ kind: "error", message: T.required });
    if (!signer || !evm || !signerConnected) return;
    setState({ kind: "saving" });
    try {
      const [{ getEvmConfig }, { signWalletChange }] = await Promise.all([
        import("../wallet/evm-config.ts"),
        import("./sign-wallet-change.ts"),
      ]);
      const change = await signWalletChange(
        getEvmConfig(config.data?.walletConnectProjectId ?? null, store, walletConnectPairing),
        evm.address as Address,
        solanaWallet,
      );
      setState({ kind: "success", message: await sendWalletChange(api, path, change) });
    } catch (error) {
      setState({ kind: "error", message: failureMessage(error, adding) });
    }
  }

  const busy = state.kind === "saving" || state.kind === "success";
  return (
    <Dialog title={adding ? T.addTitle : T.updateTitle} description={T.body} onClose={onClose} size="md">
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          label={T.label}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          disabled={busy}
          placeholder="e.g. 7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU"
        />
        {solana && solana.publicKey !== address ? (
          <Button type="button" variant="ghost" onClick={() => setAddress(solana.publicKey)} disabled={busy}>
            {T.useConnected} ({shortenAddress(solana.publicKey)})
          </Button>
        ) : null}
        {!signer ? (
          <Notice tone="error">{T.noEvmOnRecord}</Notice>
        ) : signerConnected ? (
          <p className="text-sm text-muted">
            {T.signer} <span className="font-mono text-ink">{shortenAddress(signer)}</span>
          </p>
        ) : (
          <Notice tone="error">{T.needsSigner(shortenAddress(signer))}</Notice>
        )}
        {state.kind === "error" ? <Notice tone="error">{state.message}</Notice> : null}
        {state.kind === "success" ? <Notice tone="success">{state.message}</Notice> : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose} disabled={state.kind === "saving"}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={state.kind === "saving"} disabled={busy || !signerConnected}>
            {state.kind === "saving" ? T.saving : T.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
