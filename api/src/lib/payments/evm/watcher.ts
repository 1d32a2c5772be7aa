import { type Address, getAddress, type Hash } from "viem";
import type { Deps } from "../../../context.ts";
import { type WatchResult, watchCryptoOrders } from "../crypto-watcher.ts";
import { evmRail } from "./config.ts";
import { verifyEvmTransfer } from "./verify-transfer.ts";

export { TIMEOUT_REASON, type WatchResult } from "../crypto-watcher.ts";

/**
 * The EVM payments watcher (the `evm-payments` job): each open EVM order's transaction is read from
 * its chain (verify-transfer.ts) and credited, failed or expired by the shared loop
 * (crypto-watcher.ts), the buyer told on `/crypto`.
 */
export async function watchEvmPayments(deps: Deps, now = new Date(), limit = 200): Promise<WatchResult> {
  const rail = evmRail(deps.env);
  if (!rail) return { checked: 0, credited: 0, failed: 0, expired: 0 };
  return watchCryptoOrders(
    deps,
    {
      rail: "evm",
      // Lower-cased once, by the request's schema (responses.ts): one transaction, one proof.
      proof: (order) => order.providerRef,
      async verify(order) {
        const chain = rail.chains.get(Number(order.chain));
        if (!chain || !order.payer) return null;
        // Every EVM order is opened with its chain's head; one without it was never proved.
        if (order.openedAtBlock === null)
          return { status: "refused", reason: "opened without the chain's head" };
        // The verifier's verdict as it is: the shared loop reads a "waiting" the same, whatever it waits for.
        return verifyEvmTransfer(chain.client, order.providerRef as Hash, {
          chainId: chain.chainId,
          from: getAddress(order.payer),
          to: rail.platformWallet,
          token: order.token ? (getAddress(order.token) as Address) : null,
          amount: BigInt(order.amount),
          confirmations: chain.confirmations,
          openedAtBlock: BigInt(order.openedAtBlock),
        });
      },
    },
    now,
    limit,
  );
}
