import { describe, expect, it } from "vitest";
import { randomAddress, solTransfer, tokenTransfer } from "../../../../test/solana/parsed-transactions.ts";
import {
  judgeSolanaTransaction,
  MEMO_PROGRAM,
  type ParsedSolanaTransaction,
  paymentMemo,
  type SolanaExpectation,
} from "./verify-transfer.ts";

// The Solana verdict's edges, on transactions shaped as a node answers them (jsonParsed): what is
// not the order's own payment never pays it, whatever else the transaction carries.
const payer = randomAddress();
const platform = randomAddress();
const usdc = randomAddress();
const memo = paymentMemo("sol-edge-1");
const sol: SolanaExpectation = {
  payer,
  platformWallet: platform,
  mint: null,
  amount: 12_000_000n,
  transferId: "sol-edge-1",
  openedAtSlot: 0n,
};
const token: SolanaExpectation = { ...sol, mint: usdc, amount: 8_000_000n };
const judge = (tx: object, expected: SolanaExpectation) =>
  judgeSolanaTransaction(tx as ParsedSolanaTransaction, expected);
const refused = (reason: string) => ({ status: "refused", reason });

describe("judgeSolanaTransaction", () => {
  it("refuses a transaction the node records no status for", () => {
    const tx = { ...solTransfer({ payer, to: platform, lamports: 12_000_000n, memo }), meta: null };
    expect(judge(tx, sol)).toEqual(refused("the transaction has no status"));
  });

  it("refuses an order whose payer is the platform wallet itself: it gains nothing", () => {
    const self = { ...sol, payer: platform };
    const tx = solTransfer({ payer: platform, to: platform, lamports: 12_000_000n, memo, toBalance: 0n });
    expect(judge(tx, self)).toEqual(refused("the platform wallet cannot pay itself"));
  });

  it("reads the order's memo from the Memo program only: the same text elsewhere names nothing", () => {
    const tx = solTransfer({ payer, to: platform, lamports: 12_000_000n });
    const impostor = { programId: randomAddress(), parsed: memo, program: "unknown", stackHeight: null };
    tx.transaction.message.instructions.push(impostor as never);
    expect(judge(tx, sol)).toEqual(refused("the transaction does not name this payment"));
    const real = { programId: MEMO_PROGRAM, parsed: memo, program: "spl-memo", stackHeight: null };
    tx.transaction.message.instructions.push(real as never);
    expect(judge(tx, sol)).toMatchObject({ status: "confirmed", received: 12_000_000n });
  });

  it("counts a platform token account closed in the transaction as lost: only the net gain pays", () => {
    // The platform's old account (index 5) held 3 USDC and is gone afterwards; its new one (index 2)
    // got 10: the platform gained 7, short of the 8 the order needs.
    const tx = tokenTransfer({ payer, owner: platform, mint: usdc, amount: 10_000_000n, decimals: 6, memo });
    const closed = {
      accountIndex: 5,
      mint: usdc,
      owner: platform,
      programId: "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA",
      uiTokenAmount: { amount: "3000000", decimals: 6, uiAmount: 3, uiAmountString: "3" },
    };
    const { meta } = tx as unknown as { meta: { preTokenBalances: (typeof closed)[] } };
    meta.preTokenBalances.push(closed);
    expect(judge(tx, token)).toEqual(refused("underpaid: received 7000000, expected 8000000"));
    expect(judge(tx, { ...token, amount: 7_000_000n })).toMatchObject({
      status: "confirmed",
      received: 7_000_000n,
    });
  });

  it("finds no token payment in a transaction the node recorded no token balances for", () => {
    const tx = solTransfer({ payer, to: platform, lamports: 10n ** 12n, memo });
    const unrecorded = { ...tx, meta: { ...tx.meta, preTokenBalances: null, postTokenBalances: null } };
    expect(judge(unrecorded, token)).toEqual(refused("no token transfer to the platform wallet"));
    const bare: Record<string, unknown> = { ...tx.meta };
    delete bare.preTokenBalances;
    delete bare.postTokenBalances;
    expect(judge({ ...tx, meta: bare }, token)).toEqual(refused("no token transfer to the platform wallet"));
  });

  it("finds no SOL payment in a transaction that does not touch the platform wallet", () => {
    const elsewhere = solTransfer({ payer, to: randomAddress(), lamports: 12_000_000n, memo, toBalance: 0n });
    expect(judge(elsewhere, sol)).toEqual(refused("nothing sent to the platform wallet"));
  });
});
