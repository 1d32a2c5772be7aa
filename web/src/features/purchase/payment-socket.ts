import {
  PAYMENT_FAILED_EVENT,
  PAYMENT_SUCCESS_EVENT,
  type ServerToClientEvents,
  SOCKET_PATH,
} from "@jadeverse/api/client/contracts";
import type { Socket } from "socket.io-client";
import { CRYPTO } from "./constants.ts";
import { PaymentProblem } from "./payment-failure.ts";

/**
 * A crypto purchase's line to the server (docs/product/economy.md §4: "socket"): the rail's namespace (`/crypto` for
 * EVM, `/solana`), authenticated like the API. `outcome()` settles with the gems of this purchase's
 * `payment:success`, or rejects with its `payment:failed` reason, once `follow(transferId)` has named
 * it; events of other transfers are ignored. Resolves once connected (or after
 * `CRYPTO.socketConnectWaitMs`, socket.io still retrying). `close()` at the end.
 */
export async function openPaymentSocket(namespace: string, bearer: string | null) {
  const { io } = await import("socket.io-client");
  const socket: Socket<ServerToClientEvents> = io(namespace, {
    path: SOCKET_PATH,
    withCredentials: true,
    auth: bearer ? { token: bearer } : {},
    transports: ["websocket", "polling"],
  });
  let transferId: string | null = null;
  const outcome = new Promise<number>((resolve, reject) => {
    socket.on(PAYMENT_SUCCESS_EVENT, (event) => {
      if (event.transferId === transferId) resolve(event.gemsAmount);
    });
    socket.on(PAYMENT_FAILED_EVENT, (event) => {
      if (event.transferId === transferId)
        reject(event.reason ? new Error(event.reason) : new PaymentProblem("failedDefault"));
    });
  });
  outcome.catch(() => {});
  // Connected before the purchase goes on, so no outcome can be pushed before anyone listens; a
  // server that does not answer in time leaves socket.io retrying in the background.
  if (!socket.connected)
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        socket.off("connect", done);
        resolve();
      };
      const timer = setTimeout(done, CRYPTO.socketConnectWaitMs);
      socket.on("connect", done);
    });
  return {
    follow(id: string) {
      transferId = id;
    },
    /** The outcome, or the spec's timeout after 10 minutes (CRYPTO.confirmationTimeoutMs). */
    outcome: () =>
      Promise.race([
        outcome,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new PaymentProblem("timeout")), CRYPTO.confirmationTimeoutMs),
        ),
      ]),
    close: () => socket.disconnect(),
  };
}

/** A wallet's "no" (EIP-1193 4001, viem's UserRejectedRequestError, a Solana adapter's WalletSignTransactionError on rejection). */
export function rejectedByWallet(error: unknown): boolean {
  for (
    let e = error as
      | { code?: unknown; name?: unknown; message?: unknown; cause?: unknown; error?: unknown }
      | undefined;
    e;
    e = (e.cause ?? e.error) as typeof e
  ) {
    if (e.code === 4001 || e.name === "UserRejectedRequestError") return true;
    if (typeof e.message === "string" && /user rejected/i.test(e.message)) return true;
  }
  return false;
}
