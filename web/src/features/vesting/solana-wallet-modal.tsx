import type { InvestorPath, InvestorRecord } from "@jadeverse/api/client/vesting";
import { useStore } from "jotai";
import { type FormEvent, useEffect, useState } from "react";
import type { Address } from "viem";
import { useMessages } from "../../i18n/messages.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { ApiRequestError } from "../../lib/api-client.ts";
import { usePlatform } from "../../lib/platform.ts";
import { usePublicConfig } from "../../lib/queries/public-config.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { Notice } from "../../ui/notice.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { shortenAddress } from "../wallet/format.ts";
import { useEvmWallet, useSolanaWallet } from "../wallet/use-wallets.ts";
import { type VestingMessage, vestingMessages } from "./messages.ts";
import type { WalletChangeError } from "./sign-wallet-change.ts";
import { sendWalletChange } from "./vesting-queries.ts";
import { WALLET_MODAL_SUCCESS_MS } from "./vesting-rules.ts";

/** What the modal says: one of the area's messages, or the server's own (already in the player's language). */
type ModalText = { id: VestingMessage } | { server: string };

type ModalState =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "success"; message: string }
  | { kind: "error"; message: ModalText };

/** An example of a Solana address, for the field's placeholder. */
const EXAMPLE_ADDRESS = "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU";

export interface SolanaWalletModalProps {
  path: InvestorPath;
  record: InvestorRecord;
  onClose(): void;
  /** The change was saved: the page reads the record again. */
  onSaved(): void;
}

/** The failure to show for a send that did not succeed (docs/product/economy.md §8 "Vesting", wallet modal). */
function failureMessage(error: unknown, adding: boolean): ModalText {
  const failed = { id: adding ? "addFailed" : "updateFailed" } as const;
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return { id: adding ? "addDefault" : "updateDefault" };
    return error.message ? { server: error.message } : failed;
  }
  // By name: the signing module (and the wallet libraries it brings) loads only when a change is signed.
  if (error instanceof Error && error.name === "WalletChangeError")
    return { id: (error as WalletChangeError).text };
  return failed;
}

/**
 * The Solana wallet modal (docs/product/economy.md §4): the investor types (or takes from their connected Solana
 * wallet) the address their tokens go to, their EVM wallet signs the change, and it is sent; idle,
 * saving, success (closing after 1.5 s, the page refreshing), or error with the spec's message. The
 * signer must be the record's EVM wallet: with another one (or none) connected, the modal says which.
 */
export function SolanaWalletModal({ path, record, onClose, onSaved }: SolanaWalletModalProps) {
  const t = useMessages(vestingMessages);
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
    if (!solanaWallet) return setState({ kind: "error", message: { id: "required" } });
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
    <Dialog
      title={adding ? t("walletAddTitle") : t("walletUpdateTitle")}
      description={t("walletBody")}
      onClose={onClose}
      size="md"
    >
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          label={t("walletLabel")}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          disabled={busy}
          placeholder={t("walletPlaceholder", { example: EXAMPLE_ADDRESS })}
        />
        {solana && solana.publicKey !== address ? (
          <Button type="button" variant="ghost" onClick={() => setAddress(solana.publicKey)} disabled={busy}>
            {t("useConnected", { address: shortenAddress(solana.publicKey) })}
          </Button>
        ) : null}
        {!signer ? (
          <Notice tone="error">{t("noEvmOnRecord")}</Notice>
        ) : signerConnected ? (
          <p className="text-sm text-muted">
            {richText(t("signedBy"), {
              0: () => <span className="font-mono text-ink">{shortenAddress(signer)}</span>,
            })}
          </p>
        ) : (
          <Notice tone="error">{t("needsSigner", { address: shortenAddress(signer) })}</Notice>
        )}
        {state.kind === "error" ? (
          <Notice tone="error">{"id" in state.message ? t(state.message.id) : state.message.server}</Notice>
        ) : null}
        {state.kind === "success" ? <Notice tone="success">{state.message}</Notice> : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose} disabled={state.kind === "saving"}>
            {t("cancel")}
          </Button>
          <Button type="submit" loading={state.kind === "saving"} disabled={busy || !signerConnected}>
            {state.kind === "saving" ? t("saving") : t("save")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
