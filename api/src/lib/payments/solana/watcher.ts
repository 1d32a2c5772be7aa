import type { Deps } from "../../../context.ts";
import { type WatchResult, watchCryptoOrders } from "../crypto-watcher.ts";
import { solanaRail } from "./config.ts";
import { verifySolanaTransfer } from "./verify-transfer.ts";

/**
 * The Solana payments watcher (the `solana-payments` job): each open Solana order's transaction is
 * read finalized and parsed from the cluster (verify-transfer.ts) and credited, failed or expired by
 * the shared loop (crypto-watcher.ts), the buyer told on `/solana`.
 */
export async function watchSolanaPayments(deps: Deps, now = new Date(), limit = 200): Promise<WatchResult> {
  const rail = solanaRail(deps.env);
  if (!rail) return { checked: 0, credited: 0, failed: 0, expired: 0 };
  return watchCryptoOrders(
    deps,
    {
      rail: "solana",
      // A base58 signature: unique as it is (no EVM hash looks like one).
      proof: (order) => order.providerRef,
      async verify(order) {
        if (!order.payer || order.chain !== rail.cluster) return null;
        // Every Solana order is opened with the cluster's slot; one without it was never checked so.
        if (order.openedAtBlock === null)
          return { status: "refused", reason: "opened without the cluster's slot" };
        // The verdict as it is: "waiting" (not finalized yet) leaves the order for the next run.
        return verifySolanaTransfer(rail.rpc, order.providerRef, {
          payer: order.payer,
          platformWallet: rail.platformWallet,
          mint: order.token,
          amount: BigInt(order.amount),
          transferId: order.reference,
          openedAtSlot: BigInt(order.openedAtBlock),
        });
      },
    },
    now,
    limit,
  );
}
