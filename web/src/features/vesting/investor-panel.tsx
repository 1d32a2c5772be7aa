import type { InvestorPath } from "@jadeverse/api/client/vesting";
import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { ApiRequestError } from "../../lib/api-client.ts";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { Notice } from "../../ui/notice.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { useSetDialog } from "../dialogs/use-dialog.ts";
import { shortenAddress } from "../wallet/format.ts";
import { useEvmWallet, useSolanaWallet } from "../wallet/use-wallets.ts";
import { CONNECT_BODY, LOOKUP_FAILED, NOT_PARTICIPANT_REASON } from "./content.ts";
import { InvestorDetails } from "./investor-details.tsx";
import { type VestingTranslate, vestingMessages } from "./messages.ts";
import { SolanaWalletModal } from "./solana-wallet-modal.tsx";
import { useInvestorRecord, vestingKeys } from "./vesting-queries.ts";
import { AUTO_REFRESH_MS } from "./vesting-rules.ts";
import {
  forgetWalletProofs,
  isProofFailure,
  type ProvableWallet,
  proofFailureText,
  walletProofKeys,
} from "./wallet-proof.ts";

/**
 * One tab of the investor dashboard (docs/vesting-and-airdrop.md "Vesting"): a connect prompt without a wallet; then the
 * wallet's one signature proving it is the player's (docs/vesting-and-airdrop.md "Vesting"), loading → the allocation,
 * not-a-participant (with Refresh Data for private and team) or the error with its reason and Try
 * again; a refused signature says so and offers Sign again. One refresh 100 ms after a wallet
 * connects while nothing is shown; everything read, and the proofs, are dropped when the wallets
 * disconnect or change.
 */
export function InvestorPanel({ path }: { path: InvestorPath }) {
  const t = useMessages(vestingMessages);
  const evm = useEvmWallet();
  const solana = useSolanaWallet();
  const setDialog = useSetDialog();
  const queryClient = useQueryClient();
  const wallets = {
    evm: evm?.address ?? null,
    evmChainId: evm?.chainId ?? null,
    solana: path === "team-investor" ? (solana?.publicKey ?? null) : null,
  };
  const record = useInvestorRecord(path, wallets);
  const signing = useIsFetching({ queryKey: walletProofKeys.all }) > 0;
  const [editing, setEditing] = useState(false);
  const connected = wallets.evm ?? wallets.solana;

  // docs/product/economy.md §4: one auto-refresh 100 ms after the connection when there is no data yet (read
  // through a ref, so the data arriving does not re-arm the timer).
  const { isFetching, refetch } = record;
  const latest = useRef(record);
  latest.current = record;
  useEffect(() => {
    if (!connected) return;
    const timer = window.setTimeout(() => {
      const current = latest.current;
      // A refused signature is the player's answer: asking again is theirs to choose (Sign again).
      if (current.data === undefined && !current.isFetching && !isProofFailure(current.error))
        void current.refetch();
    }, AUTO_REFRESH_MS);
    return () => window.clearTimeout(timer);
  }, [connected]);

  // A proof counts for the wallet that made it: a changed or disconnected wallet signs again.
  const evmAddress = evm?.address ?? null;
  const solanaKey = solana?.publicKey ?? null;
  useEffect(() => {
    const connectedWallets: ProvableWallet[] = [
      ...(evmAddress ? [{ kind: "evm" as const, address: evmAddress, chainId: 1 }] : []),
      ...(solanaKey ? [{ kind: "solana" as const, address: solanaKey }] : []),
    ];
    forgetWalletProofs(queryClient, connectedWallets);
  }, [evmAddress, solanaKey, queryClient]);

  // State cleared on disconnect (docs/product/economy.md §4): no record of a wallet that is gone stays in memory.
  useEffect(() => {
    if (connected) return;
    setEditing(false);
    queryClient.removeQueries({
      queryKey: vestingKeys.all,
      predicate: (query) => query.queryKey[1] === path,
    });
  }, [connected, path, queryClient]);

  if (!connected)
    return (
      <Card className="flex flex-col items-start gap-3 p-4 sm:p-6">
        <h2 className="font-display text-lg font-semibold">{t("connectTitle")}</h2>
        <p className="text-sm text-muted">{t(CONNECT_BODY[path])}</p>
        <Button onClick={() => setDialog({ kind: "wallet" })}>{t("connect")}</Button>
      </Card>
    );

  const notParticipant = path === "team-investor" ? t("notTeamMember") : t("notParticipant");
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted" data-testid="vesting-connected">
        {richText(t("connected"), {
          0: () => <span className="font-mono text-ink">{shortenAddress(connected)}</span>,
        })}
      </p>
      {record.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted" role="status">
          <Spinner /> {signing ? t("proofWaiting") : t("loading")}
        </p>
      ) : record.isError && isProofFailure(record.error) ? (
        <Card className="flex flex-col items-start gap-3 p-4 sm:p-6" data-testid="wallet-proof">
          <h2 className="font-display text-lg font-semibold">{t("proofTitle")}</h2>
          <p className="text-sm text-muted">{t("proofBody")}</p>
          <Notice tone="error">{proofFailureText(t, record.error)}</Notice>
          <Button onClick={() => refetch()} loading={isFetching}>
            {t("signAgain")}
          </Button>
        </Card>
      ) : record.isError ? (
        <Card className="flex flex-col items-start gap-3 p-4 sm:p-6">
          <Notice tone="error">{t(LOOKUP_FAILED[path], { detail: failureDetail(t, record.error) })}</Notice>
          <Button variant="secondary" onClick={() => refetch()} loading={isFetching}>
            {t("tryAgain")}
          </Button>
        </Card>
      ) : record.data === null ? (
        <Card className="flex flex-col items-start gap-3 p-4 sm:p-6" data-testid="not-participant">
          <h2 className="font-display text-lg font-semibold">{notParticipant}</h2>
          <p className="text-sm text-muted">{t(NOT_PARTICIPANT_REASON[path])}</p>
          {path !== "public-investor" ? (
            <Button variant="secondary" onClick={() => refetch()} loading={isFetching}>
              {t("refresh")}
            </Button>
          ) : null}
        </Card>
      ) : (
        <>
          <InvestorDetails path={path} record={record.data} onEditWallet={() => setEditing(true)} />
          {editing ? (
            <SolanaWalletModal
              path={path}
              record={record.data}
              onClose={() => setEditing(false)}
              onSaved={() => void refetch()}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

/** The reason in brackets after the look-up's failure: the server's words, or what went wrong. */
function failureDetail(t: VestingTranslate, error: unknown): string {
  if (error instanceof ApiRequestError)
    return error.status === 0 ? t("networkError") : `${error.status}: ${error.message}`;
  return error instanceof Error ? error.message : t("unknownError");
}
