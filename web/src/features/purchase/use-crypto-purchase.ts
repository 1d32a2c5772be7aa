import type { GemPackView } from "@jadeverse/api/client/payments";
import { useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useCallback, useState } from "react";
import type { ApiClient } from "../../lib/api-client.ts";
import { usePlatform } from "../../lib/platform.ts";
import { usePublicConfig } from "../../lib/queries/public-config.ts";
import { userKeys } from "../../lib/queries/users.ts";
import { accessTokenAtom } from "../../state/auth.ts";
import type { CryptoStage } from "./evm-purchase.ts";
import { type PaymentFailure, paymentFailure } from "./payment-failure.ts";
import type { TokenChoice } from "./picker-rules.ts";
import type { PurchaseOutcomeHandlers } from "./use-stars-purchase.ts";
import { useWalletGatedStart } from "./use-wallet-gated-start.ts";

/** The deployment's public settings, as `GET /api/public-config` answers them. */
export type PublicConfig = NonNullable<ReturnType<typeof usePublicConfig>["data"]>;

/** What a rail's purchase gets from the shared hook once it has started. */
export interface RailRun {
  api: ApiClient;
  bearer: string | null;
  pack: GemPackView;
  onStage(stage: CryptoStage): void;
}

/** A crypto rail's part of the purchase hook: its wallet, its checks and its flow. */
export interface CryptoRail<Extra extends object> {
  /** Opens the wallet modal on its Solana tab only (the Solana rail) when no wallet is connected. */
  solanaOnly: boolean;
  /**
   * The rail's own hooks, called on every render: whether a wallet of its kind is connected, what the
   * hook returns besides the shared fields, and `prepare`, which turns a pick into the purchase to run
   * or into the message to fail with before any stage shows (keep it stable: `useCallback`).
   */
  useRail(config: PublicConfig | undefined): {
    connected: boolean;
    extra: Extra;
    prepare(pack: GemPackView, choice: TokenChoice): PaymentFailure | ((run: RailRun) => Promise<number>);
  };
}

/**
 * A rail's purchase hook (`useEvmPurchase`, `useSolanaPurchase`): it starts purchases from the picker; without a connected wallet
 * of the rail's kind it opens the wallet modal and remembers the purchase, resuming it once a wallet
 * connects (docs/product/economy.md §4). It shows the flow's stages, credits the player, refreshes the balances and
 * fails with a message a player can read.
 */
export function useCryptoPurchase<Extra extends object>(
  rail: CryptoRail<Extra>,
  handlers: PurchaseOutcomeHandlers,
) {
  const { api } = usePlatform();
  const config = usePublicConfig();
  const bearer = useAtomValue(accessTokenAtom);
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<CryptoStage | null>(null);
  const { connected, extra, prepare } = rail.useRail(config.data);

  const run = useCallback(
    async (pack: GemPackView, choice: TokenChoice) => {
      const purchase = prepare(pack, choice);
      if (typeof purchase !== "function") return handlers.onFailed(purchase);
      setStage("socket");
      try {
        const gems = await purchase({ api, bearer, pack, onStage: setStage });
        handlers.onCredited(gems);
        await queryClient.invalidateQueries({ queryKey: userKeys.me() });
      } catch (error) {
        handlers.onFailed(paymentFailure(error));
      } finally {
        setStage(null);
      }
    },
    [api, bearer, handlers, prepare, queryClient],
  );

  const start = useWalletGatedStart(connected, rail.solanaOnly, run);
  return { start, busy: stage !== null, stage, ...extra };
}
