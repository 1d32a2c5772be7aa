import type { GemPackView } from "@jadeverse/api/client/payments";
import { useQueryClient } from "@tanstack/react-query";
import { useAtomValue, useStore } from "jotai";
import { useCallback, useMemo, useState } from "react";
import type { Address } from "viem";
import { usePlatform } from "../../lib/platform.ts";
import { usePublicConfig } from "../../lib/queries/public-config.ts";
import { userKeys } from "../../lib/queries/users.ts";
import { accessTokenAtom } from "../../state/auth.ts";
import { useEvmWallet } from "../wallet/use-wallets.ts";
import { CRYPTO, displayPaymentError } from "./constants.ts";
import { evmNetworks, tokenContract } from "./evm-networks.ts";
import type { CryptoStage } from "./evm-purchase.ts";
import type { TokenChoice } from "./picker-rules.ts";
import type { PurchaseOutcomeHandlers } from "./use-stars-purchase.ts";
import { useWalletGatedStart } from "./use-wallet-gated-start.ts";

/**
 * Starts EVM purchases from the picker. Without a connected wallet it opens the wallet modal and
 * remembers the purchase, resuming it once a wallet connects (docs/product/economy.md §4). The wallet libraries and
 * the flow load only now (never in a page's first load).
 */
export function useEvmPurchase(handlers: PurchaseOutcomeHandlers) {
  const { api, walletConnectPairing } = usePlatform();
  const store = useStore();
  const config = usePublicConfig();
  const wallet = useEvmWallet();
  const bearer = useAtomValue(accessTokenAtom);
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<CryptoStage | null>(null);
  const networks = useMemo(() => evmNetworks(config.data?.payments.evm), [config.data]);

  const run = useCallback(
    async (pack: GemPackView, coin: TokenChoice) => {
      const evm = config.data?.payments.evm;
      if (!evm) {
        handlers.onFailed("Platform wallet address not configured");
        return;
      }
      setStage("socket");
      try {
        const [{ getEvmConfig }, { runEvmPurchase }] = await Promise.all([
          import("../wallet/evm-config.ts"),
          import("./evm-purchase.ts"),
        ]);
        const gems = await runEvmPurchase({
          api,
          config: getEvmConfig(config.data?.walletConnectProjectId ?? null, store, walletConnectPairing),
          bearer,
          platformWallet: evm.platformWallet as Address,
          pack,
          coin: { ...coin, address: tokenContract(networks, coin) as Address | null },
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
    [api, bearer, config.data, handlers, networks, queryClient, store, walletConnectPairing],
  );

  const start = useWalletGatedStart(wallet !== null, false, run);
  return { start, busy: stage !== null, stage, networks };
}
