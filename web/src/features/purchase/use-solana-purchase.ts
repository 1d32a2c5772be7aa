import type { GemPackView } from "@jadeverse/api/client/payments";
import { useCallback } from "react";
import { useSolanaWallet } from "../wallet/use-wallets.ts";
import { PaymentProblem } from "./payment-failure.ts";
import type { TokenChoice } from "./picker-rules.ts";
import {
  type CryptoRail,
  type PublicConfig,
  type RailRun,
  useCryptoPurchase,
} from "./use-crypto-purchase.ts";
import type { PurchaseOutcomeHandlers } from "./use-stars-purchase.ts";

/** The Solana rail: a Solana wallet on the deployment's cluster, the flow in solana-purchase.ts. */
const SOLANA_RAIL = {
  solanaOnly: true,
  useRail(config: PublicConfig | undefined) {
    const wallet = useSolanaWallet();
    const prepare = useCallback(
      (pack: GemPackView, choice: TokenChoice) => {
        const rail = config?.payments.solana;
        const cluster = config?.solana;
        if (!rail) return { id: "noPlatformWallet" as const };
        if (!cluster || cluster.cluster !== choice.network) return { id: "noSolanaNetwork" as const };
        const coin = rail.coins.find((candidate) => candidate.symbol === choice.symbol);
        if (!coin) return { id: "tokenNotSupported" as const, values: { symbol: choice.symbol } };
        return async ({ api, bearer, onStage }: RailRun) => {
          const [{ connectedSolanaAdapter }, { runSolanaPurchase }] = await Promise.all([
            import("../wallet/solana-connection.ts"),
            import("./solana-purchase.ts"),
          ]);
          const adapter = connectedSolanaAdapter();
          if (!adapter) throw new PaymentProblem("connectSolanaWallet");
          return runSolanaPurchase({
            api,
            adapter,
            rpcUrl: cluster.rpcUrl,
            cluster: cluster.cluster,
            bearer,
            platformWallet: rail.platformWallet,
            pack,
            coin,
            onStage,
          });
        };
      },
      [config],
    );
    return { connected: wallet !== null, extra: {}, prepare };
  },
} satisfies CryptoRail<object>;

/**
 * Starts Solana purchases from the picker. Without a connected Solana wallet it opens the wallet
 * modal on its Solana tab and remembers the purchase, resuming once a wallet connects (docs/product/economy.md §4).
 * The wallet libraries and the flow load only now (never in a page's first load).
 */
export function useSolanaPurchase(handlers: PurchaseOutcomeHandlers) {
  return useCryptoPurchase(SOLANA_RAIL, handlers);
}
