import type { GemPackView } from "@jadeverse/api/client/payments";
import { useStore } from "jotai";
import { useCallback, useMemo } from "react";
import type { Address } from "viem";
import { useMessages } from "../../i18n/messages.ts";
import { usePlatform } from "../../lib/platform.ts";
import { useEvmWallet } from "../wallet/use-wallets.ts";
import { evmNetworks, tokenContract } from "./evm-networks.ts";
import { purchaseMessages } from "./messages.ts";
import type { TokenChoice } from "./picker-rules.ts";
import {
  type CryptoRail,
  type PublicConfig,
  type RailRun,
  useCryptoPurchase,
} from "./use-crypto-purchase.ts";
import type { PurchaseOutcomeHandlers } from "./use-stars-purchase.ts";

/** The EVM rail: any EVM wallet, the deployment's chains and tokens, the flow in evm-purchase.ts. */
const EVM_RAIL = {
  solanaOnly: false,
  useRail(config: PublicConfig | undefined) {
    const { walletConnectPairing } = usePlatform();
    const store = useStore();
    const wallet = useEvmWallet();
    const t = useMessages(purchaseMessages);
    const networks = useMemo(
      () => evmNetworks(config?.payments.evm, (id) => t("unknownChain", { id: String(id) })),
      [config, t],
    );
    const prepare = useCallback(
      (pack: GemPackView, coin: TokenChoice) => {
        const evm = config?.payments.evm;
        if (!evm) return { id: "noPlatformWallet" as const };
        return async ({ api, bearer, onStage }: RailRun) => {
          const [{ getEvmConfig }, { runEvmPurchase }] = await Promise.all([
            import("../wallet/evm-config.ts"),
            import("./evm-purchase.ts"),
          ]);
          return runEvmPurchase({
            api,
            config: getEvmConfig(config?.walletConnectProjectId ?? null, store, walletConnectPairing),
            bearer,
            platformWallet: evm.platformWallet as Address,
            pack,
            coin: { ...coin, address: tokenContract(networks, coin) as Address | null },
            onStage,
          });
        };
      },
      [config, networks, store, walletConnectPairing],
    );
    return { connected: wallet !== null, extra: { networks }, prepare };
  },
} satisfies CryptoRail<object>;

/**
 * Starts EVM purchases from the picker. Without a connected wallet it opens the wallet modal and
 * remembers the purchase, resuming it once a wallet connects (docs/product/economy.md §4). The wallet libraries and
 * the flow load only now (never in a page's first load). Returns the rail's networks too.
 */
export function useEvmPurchase(handlers: PurchaseOutcomeHandlers) {
  return useCryptoPurchase(EVM_RAIL, handlers);
}
