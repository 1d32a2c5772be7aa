import { type createSolanaRpc, type Signature, signature as toSignature } from "@solana/kit";

/** The memo a Solana payment carries: it names the order, so only the buyer's own transfer pays it. */
export const paymentMemo = (transferId: string) => `jadeverse:${transferId}`;

/** The SPL Memo program (v2): its instructions are parsed to their text by `jsonParsed`. */
export const MEMO_PROGRAM = "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr";

/** What a Solana order must receive: fixed by the server when the player initialised the payment. */
export interface SolanaExpectation {
  /** The wallet that initialised the payment: it must pay the fee and sign (the fee payer). */
  payer: string;
  /** The platform's wallet (for a token: the owner of the receiving token account). */
  platformWallet: string;
  /** The SPL mint paid with, or null for SOL. */
  mint: string | null;
  /** The least amount, in base units (lamports, or the token's smallest unit). */
  amount: bigint;
  /** The order's transfer id, which the transaction's memo must name. */
  transferId: string;
  /** The cluster's slot when the order was opened: a transaction in this slot or before never pays it. */
  openedAtSlot: bigint;
}

export type SolanaVerdict =
  | { status: "confirmed"; received: bigint; slot: bigint }
  | { status: "waiting"; reason: "not_found" }
  | { status: "refused"; reason: string };

type Integer = number | bigint;

/** The parts of a `getTransaction` answer (`jsonParsed`) the verdict reads. */
export interface ParsedSolanaTransaction {
  slot: Integer;
  meta: {
    err: unknown;
    preBalances: readonly Integer[];
    postBalances: readonly Integer[];
    preTokenBalances?: readonly TokenBalance[] | null;
    postTokenBalances?: readonly TokenBalance[] | null;
  } | null;
  transaction: {
    message: {
      accountKeys: readonly { pubkey: string; signer: boolean }[];
      instructions: readonly { programId: string; parsed?: unknown }[];
    };
  };
}

interface TokenBalance {
  accountIndex: Integer;
  mint: string;
  owner?: string | undefined;
  uiTokenAmount: { amount: string };
}

const refused = (reason: string): SolanaVerdict => ({ status: "refused", reason });

/** What the platform wallet (or its token accounts of `mint`) gained in the transaction. */
function received(
  tx: ParsedSolanaTransaction,
  meta: NonNullable<ParsedSolanaTransaction["meta"]>,
  expected: SolanaExpectation,
): bigint {
  if (expected.mint === null) {
    // A transaction that does not touch the wallet (index -1) reads no balance before or after: 0.
    const index = tx.transaction.message.accountKeys.findIndex(
      (key) => key.pubkey === expected.platformWallet,
    );
    return BigInt(meta.postBalances[index] ?? 0) - BigInt(meta.preBalances[index] ?? 0);
  }
  const ours = (balances: readonly TokenBalance[] | null | undefined) => {
    const byAccount = new Map<number, bigint>();
    // A node may answer null for a transaction that recorded no token balances.
    if (balances)
      for (const balance of balances)
        if (balance.mint === expected.mint && balance.owner === expected.platformWallet)
          byAccount.set(Number(balance.accountIndex), BigInt(balance.uiTokenAmount.amount));
    return byAccount;
  };
  const before = ours(meta.preTokenBalances);
  const after = ours(meta.postTokenBalances);
  let gained = 0n;
  // An account created by this transaction has no balance before it: it started at zero.
  for (const [index, amount] of after) gained += amount - (before.get(index) ?? 0n);
  for (const [index, amount] of before) if (!after.has(index)) gained -= amount;
  return gained;
}

/**
 * Whether a finalized transaction pays a Solana order (docs/payments.md), read from the chain's own
 * parsed record: it landed after the order was opened, it succeeded (`meta.err` null), its fee payer and signer is the wallet that
 * initialised the payment, it carries the order's memo (so nobody else's transfer can be claimed
 * for it), and the platform wallet's balance — SOL, or its token accounts of the order's mint —
 * grew by at least the expected amount.
 */
export function judgeSolanaTransaction(
  tx: ParsedSolanaTransaction,
  expected: SolanaExpectation,
): SolanaVerdict {
  if (BigInt(tx.slot) <= expected.openedAtSlot) return refused("sent before the order was opened");
  if (!tx.meta) return refused("the transaction has no status");
  if (tx.meta.err !== null) return refused("the transaction failed");
  const feePayer = tx.transaction.message.accountKeys[0];
  if (!feePayer || feePayer.pubkey !== expected.payer || !feePayer.signer)
    return refused("sent from another wallet than the one that initialised the payment");
  if (expected.payer === expected.platformWallet) return refused("the platform wallet cannot pay itself");
  const memo = paymentMemo(expected.transferId);
  const memos = tx.transaction.message.instructions.filter((ix) => ix.programId === MEMO_PROGRAM);
  if (!memos.some((ix) => ix.parsed === memo)) return refused("the transaction does not name this payment");
  const gained = received(tx, tx.meta, expected);
  if (gained <= 0n)
    return refused(
      expected.mint ? "no token transfer to the platform wallet" : "nothing sent to the platform wallet",
    );
  if (gained < expected.amount) return refused(`underpaid: received ${gained}, expected ${expected.amount}`);
  return { status: "confirmed", received: gained, slot: BigInt(tx.slot) };
}

/** The transaction named by `signature`, finalized, parsed; "waiting" while the cluster has not finalized it. */
export async function verifySolanaTransfer(
  rpc: ReturnType<typeof createSolanaRpc>,
  signature: string,
  expected: SolanaExpectation,
): Promise<SolanaVerdict> {
  let sig: Signature;
  try {
    sig = toSignature(signature);
  } catch {
    return refused("not a transaction signature");
  }
  const tx = await rpc
    .getTransaction(sig, {
      // Stryker disable next-line StringLiteral: kit leaves out an empty commitment as it does "finalized": the node answers at its default, finalized
      commitment: "finalized",
      encoding: "jsonParsed",
      maxSupportedTransactionVersion: 0,
    })
    .send();
  if (!tx) return { status: "waiting", reason: "not_found" };
  return judgeSolanaTransaction(tx as unknown as ParsedSolanaTransaction, expected);
}
