import type { GemPackView } from "@jadeverse/api/client/payments";
import { useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useCallback, useState } from "react";
import { usePlatform } from "../../lib/platform.ts";
import { usePublicConfig } from "../../lib/queries/public-config.ts";
import { userKeys } from "../../lib/queries/users.ts";
import { accessTokenAtom } from "../../state/auth.ts";
import { useSolanaWallet } from "../wallet/use-wallets.ts";
import { CRYPTO, displayPaymentError, SOLANA_PAYMENT } from "./constants.ts";
import type { CryptoStage } from "./evm-purchase.ts";
import type { TokenChoice } from "./picker-rules.ts";
import type { PurchaseOutcomeHandlers } from "./use-stars-purchase.ts";
import { useWalletGatedStart } from "./use-wallet-gated-start.ts";

/**
 * Starts Solana purchases from the picker. Without a connected Solana wallet it opens the wallet
 * modal on its Solana tab and remembers the purchase, resuming once a wallet connects (docs/product/economy.md §4).
 * The wallet libraries and the flow load only now (never in a page's first load).
 */
export function useSolanaPurchase(handlers: PurchaseOutcomeHandlers) {
  const { api } = usePlatform();
  const config = usePublicConfig();
  const wallet = useSolanaWallet();
  const bearer = useAtomValue(accessTokenAtom);
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<CryptoStage | null>(null);

  const run = useCallback(
    async (pack: GemPackView, choice: TokenChoice) => {
      const rail = config.data?.payments.solana;
      const cluster = config.data?.solana;
      if (!rail) return handlers.onFailed(SOLANA_PAYMENT.notConfigured);
      if (!cluster || cluster.cluster !== choice.network) return handlers.onFailed(SOLANA_PAYMENT.noNetwork);
      const coin = rail.coins.find((candidate) => candidate.symbol === choice.symbol);
      if (!coin) return handlers.onFailed(`${choice.symbol} not supported on this network`);
      setStage("socket");
      try {
        const [{ connectedSolanaAdapter }, { runSolanaPurchase }] = await Promise.all([
          import("../wallet/solana-connection.ts"),
          import("./solana-purchase.ts"),
        ]);
        const adapter = connectedSolanaAdapter();
        if (!adapter) throw new Error(SOLANA_PAYMENT.connectFirst);
        const gems = await runSolanaPurchase({
          api,
          adapter,
          rpcUrl: cluster.rpcUrl,
          cluster: cluster.cluster,
          bearer,
          platformWallet: rail.platformWallet,
          pack,
          coin,
          onStage: setStage,
        });
        handlers.onCredited(gems);
        await queryClient.invalidateQueries({ queryKey: userKeys.me() });
      } catch (error) {
        handlers.onFailed(displayPaymentError(error instanceof Error ? error.message : CRYPTO.failedDefault));
      } finally {
        setStage(null);
      }
    },
    [api, bearer, config.data, handlers, queryClient],
  );

  const start = useWalletGatedStart(wallet !== null, true, run);
  return { start, busy: stage !== null, stage };
}
