import { createSolanaRpc } from "@solana/kit";
import { afterAll, describe, expect, it } from "vitest";
import {
  randomAddress,
  randomSignature,
  solTransfer,
  tokenTransfer,
} from "../../../../test/solana/parsed-transactions.ts";
import { startSolanaRpcStandIn } from "../../../../test/solana/rpc-stand-in.ts";
import { paymentMemo, type SolanaExpectation, verifySolanaTransfer } from "./verify-transfer.ts";

// The Solana verifier on transactions as a node answers them (jsonParsed, finalized), read through
// @solana/kit's RPC client from a JSON-RPC stand-in: every way of not paying an order is refused.
const node = startSolanaRpcStandIn();
const rpc = createSolanaRpc(node.url);
afterAll(() => node.stop());

const payer = randomAddress();
const platform = randomAddress();
const usdc = randomAddress();
const transferId = "sol-order-1";
const memo = paymentMemo(transferId);
const sol: SolanaExpectation = {
  payer,
  platformWallet: platform,
  mint: null,
  amount: 12_000_000n,
  transferId,
  openedAtSlot: 0n,
};
const token: SolanaExpectation = { ...sol, mint: usdc, amount: 1_990_000n };
const verify = (tx: Parameters<typeof node.land>[0], expected: SolanaExpectation) =>
  verifySolanaTransfer(rpc, node.land(tx), expected);

describe("a Solana payment, verified on the cluster", () => {
  it("SOL: the platform wallet's balance grew by at least the amount, from the payer, naming the order", async () => {
    const verdict = await verify(
      solTransfer({ payer, to: platform, lamports: 12_500_000n, memo, slot: 42 }),
      sol,
    );
    expect(verdict).toEqual({ status: "confirmed", received: 12_500_000n, slot: 42n });
    // Parsed and finalized (kit leaves out the node's default commitment, finalized).
    const asked = node.calls.at(-1)?.params[1] as { encoding: string; commitment?: string };
    expect(asked.encoding).toBe("jsonParsed");
    expect(asked.commitment ?? "finalized").toBe("finalized");
  });

  it("never pays an order with a transaction that landed before the order was opened: its slot is the floor", async () => {
    const transfer = () => solTransfer({ payer, to: platform, lamports: 12_000_000n, memo, slot: 42 });
    for (const openedAtSlot of [42n, 43n])
      expect(await verify(transfer(), { ...sol, openedAtSlot })).toEqual({
        status: "refused",
        reason: "sent before the order was opened",
      });
    expect(await verify(transfer(), { ...sol, openedAtSlot: 41n })).toEqual({
      status: "confirmed",
      received: 12_000_000n,
      slot: 42n,
    });
  });

  it("a token: the platform's token account of the mint grew (a new account counts from zero, an old one by its change)", async () => {
    expect(
      await verify(
        tokenTransfer({ payer, owner: platform, mint: usdc, amount: 1_990_000n, decimals: 6, memo }),
        token,
      ),
    ).toMatchObject({ status: "confirmed", received: 1_990_000n });
    expect(
      await verify(
        tokenTransfer({
          payer,
          owner: platform,
          mint: usdc,
          amount: 2_000_000n,
          decimals: 6,
          memo,
          ownerHadAccount: true,
        }),
        token,
      ),
    ).toMatchObject({ status: "confirmed", received: 2_000_000n });
  });

  it("waits while the cluster has no finalized transaction under the signature", async () => {
    expect(await verifySolanaTransfer(rpc, randomSignature(), sol)).toEqual({
      status: "waiting",
      reason: "not_found",
    });
  });

  it("refuses a failed transaction, another payer, a missing or foreign memo, an underpayment", async () => {
    const cases: [Parameters<typeof node.land>[0], string][] = [
      [
        solTransfer({ payer, to: platform, lamports: 12_000_000n, memo, failed: true }),
        "the transaction failed",
      ],
      [
        solTransfer({ payer: randomAddress(), to: platform, lamports: 12_000_000n, memo }),
        "sent from another wallet than the one that initialised the payment",
      ],
      [
        solTransfer({ payer, to: platform, lamports: 12_000_000n }),
        "the transaction does not name this payment",
      ],
      [
        solTransfer({ payer, to: platform, lamports: 12_000_000n, memo: paymentMemo("someone-else") }),
        "the transaction does not name this payment",
      ],
      [
        solTransfer({ payer, to: platform, lamports: 11_999_999n, memo }),
        "underpaid: received 11999999, expected 12000000",
      ],
      [
        solTransfer({ payer, to: randomAddress(), lamports: 12_000_000n, memo }),
        "nothing sent to the platform wallet",
      ],
    ];
    for (const [tx, reason] of cases) expect(await verify(tx, sol)).toEqual({ status: "refused", reason });
  });

  it("refuses a token of another mint, or sent to another owner", async () => {
    expect(
      await verify(
        tokenTransfer({
          payer,
          owner: platform,
          mint: randomAddress(),
          amount: 1_990_000n,
          decimals: 6,
          memo,
        }),
        token,
      ),
    ).toEqual({ status: "refused", reason: "no token transfer to the platform wallet" });
    expect(
      await verify(
        tokenTransfer({ payer, owner: randomAddress(), mint: usdc, amount: 1_990_000n, decimals: 6, memo }),
        token,
      ),
    ).toEqual({ status: "refused", reason: "no token transfer to the platform wallet" });
    // SOL sent where a token was expected pays nothing.
    expect(await verify(solTransfer({ payer, to: platform, lamports: 10n ** 12n, memo }), token)).toEqual({
      status: "refused",
      reason: "no token transfer to the platform wallet",
    });
  });

  it("refuses what is not a signature without asking the node", async () => {
    const before = node.calls.length;
    expect(await verifySolanaTransfer(rpc, "not-a-signature", sol)).toEqual({
      status: "refused",
      reason: "not a transaction signature",
    });
    expect(node.calls.length).toBe(before);
  });
});
