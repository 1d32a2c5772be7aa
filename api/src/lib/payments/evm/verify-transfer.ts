import {
  type Address,
  erc20Abi,
  type Hash,
  isAddressEqual,
  type PublicClient,
  parseEventLogs,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
} from "viem";

/** What an EVM order must receive: fixed by the server when the player initialised the payment. */
export interface EvmExpectation {
  chainId: number;
  /** The wallet that initialised the payment: the only sender that pays this order. */
  from: Address;
  /** The platform's wallet. */
  to: Address;
  /** The ERC-20 paid with, or null for the chain's native coin. */
  token: Address | null;
  /** The least amount, in base units (wei, or the token's smallest unit). */
  amount: bigint;
  /** Blocks that must include and follow the transaction before it counts. */
  confirmations: number;
  /** The chain's head when the order was opened: a transaction in this block or before never pays it. */
  openedAtBlock: bigint;
}

export type TransferVerdict =
  | { status: "confirmed"; received: bigint; blockNumber: bigint }
  | { status: "waiting"; reason: "not_found" | "pending" | "confirmations" }
  | { status: "refused"; reason: string };

const refused = (reason: string): TransferVerdict => ({ status: "refused", reason });

/**
 * Whether a transaction pays an EVM order, read from the chain itself (docs/payments.md): the
 * transaction exists on the expected chain, was mined after the order was opened and succeeded, was
 * sent by the initialising wallet (whose signature opened the order), and
 * moved at least the expected amount to the platform wallet — the native value of a transfer to it,
 * or the `Transfer` events of the allow-listed token contract from the sender to it (a transfer
 * through any other contract counts for nothing) — with enough confirmations. "waiting" means ask
 * again later (not mined, or not deep enough yet); "refused" is final.
 */
export async function verifyEvmTransfer(
  client: PublicClient,
  hash: Hash,
  expected: EvmExpectation,
): Promise<TransferVerdict> {
  let tx: Awaited<ReturnType<PublicClient["getTransaction"]>>;
  try {
    tx = await client.getTransaction({ hash });
  } catch (error) {
    if (error instanceof TransactionNotFoundError) return { status: "waiting", reason: "not_found" };
    throw error;
  }
  if (tx.chainId !== undefined && tx.chainId !== expected.chainId) return refused("sent on another chain");
  if (tx.blockNumber === null) return { status: "waiting", reason: "pending" };
  let receipt: Awaited<ReturnType<PublicClient["getTransactionReceipt"]>>;
  try {
    receipt = await client.getTransactionReceipt({ hash });
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) return { status: "waiting", reason: "pending" };
    throw error;
  }
  if (receipt.blockNumber <= expected.openedAtBlock) return refused("mined before the order was opened");
  if (receipt.status !== "success") return refused("the transaction reverted");
  if (!isAddressEqual(tx.from, expected.from))
    return refused("sent from another wallet than the one that initialised the payment");

  let received: bigint;
  if (expected.token === null) {
    if (!tx.to || !isAddressEqual(tx.to, expected.to)) return refused("not sent to the platform wallet");
    received = tx.value;
  } else {
    const token = expected.token;
    const transfers = parseEventLogs({ abi: erc20Abi, eventName: "Transfer", logs: receipt.logs });
    const ours = transfers.filter(
      (log) =>
        isAddressEqual(log.address, token) &&
        isAddressEqual(log.args.from, expected.from) &&
        isAddressEqual(log.args.to, expected.to),
    );
    if (ours.length === 0) {
      const toUs = transfers.some((log) => isAddressEqual(log.args.to, expected.to));
      return refused(toUs ? "paid with another token contract" : "no token transfer to the platform wallet");
    }
    received = ours.reduce((sum, log) => sum + log.args.value, 0n);
  }
  if (received < expected.amount)
    return refused(`underpaid: received ${received}, expected ${expected.amount}`);

  const head = await client.getBlockNumber({ cacheTime: 0 });
  const depth = head - receipt.blockNumber + 1n;
  if (depth < BigInt(expected.confirmations)) return { status: "waiting", reason: "confirmations" };
  return { status: "confirmed", received, blockNumber: receipt.blockNumber };
}
