import { type Address, getTransactionDecoder, lamports } from "@solana/kit";
import { Keypair, PublicKey, Transaction } from "@solana/web3.js";
import { FailedTransactionMetadata, LiteSVM } from "litesvm";
import { describe, expect, it } from "vitest";
import { paymentInstructions } from "./solana-purchase.ts";

// The browser's Solana payment transaction (solana-purchase.ts), built as the purchase builds it,
// signed as a wallet signs it, and executed by the Solana runtime itself (litesvm: the real System,
// SPL Token, Associated Token Account and Memo programs): what it moves is what the server expects.
const TOKEN_PROGRAM = new PublicKey("TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA");
const ATA_PROGRAM = new PublicKey("ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL");
const SOL = 1_000_000_000n;

const address = (key: PublicKey) => key.toBase58() as Address;
const ata = (owner: PublicKey, mint: PublicKey) =>
  PublicKey.findProgramAddressSync(
    [owner.toBuffer(), TOKEN_PROGRAM.toBuffer(), mint.toBuffer()],
    ATA_PROGRAM,
  )[0];

/** Signs with the payer's key and hands the wire bytes to the runtime, as a wallet sends them. */
function send(svm: LiteSVM, payer: Keypair, build: (payer: PublicKey) => Transaction) {
  const tx = build(payer.publicKey);
  tx.feePayer = payer.publicKey;
  tx.recentBlockhash = svm.latestBlockhash();
  tx.sign(payer);
  return svm.sendTransaction(getTransactionDecoder().decode(tx.serialize()));
}

function logsOf(result: ReturnType<LiteSVM["sendTransaction"]>): string[] {
  if (result instanceof FailedTransactionMetadata) throw new Error(`failed: ${result.toString()}`);
  return result.logs();
}

/** An SPL mint (82 bytes) and a wallet's token account of it (165 bytes), as the Token program lays them out. */
function mintData(decimals: number): Uint8Array {
  const data = new Uint8Array(82);
  new DataView(data.buffer).setBigUint64(36, 1_000_000_000_000n, true); // supply
  data[44] = decimals;
  data[45] = 1; // initialised
  return data;
}
function tokenAccountData(mint: PublicKey, owner: PublicKey, amount: bigint): Uint8Array {
  const data = new Uint8Array(165);
  data.set(mint.toBytes(), 0);
  data.set(owner.toBytes(), 32);
  new DataView(data.buffer).setBigUint64(64, amount, true);
  data[108] = 1; // initialised
  return data;
}
const tokenAmount = (svm: LiteSVM, account: PublicKey): bigint | null => {
  const found = svm.getAccount(address(account));
  if (!found.exists) return null;
  return new DataView(found.data.buffer, found.data.byteOffset).getBigUint64(64, true);
};

describe("the Solana payment transaction, run by the Solana runtime (litesvm)", () => {
  it("SOL: the platform wallet receives the amount, the memo names the order", () => {
    const svm = new LiteSVM();
    const payer = Keypair.generate();
    const platform = Keypair.generate().publicKey;
    svm.airdrop(address(payer.publicKey), lamports(2n * SOL));
    const memo = "jadeverse:order-1";
    const logs = logsOf(
      send(svm, payer, (from) =>
        new Transaction().add(
          ...paymentInstructions({
            payer: from,
            platform,
            mint: null,
            amount: 13_266_667n,
            decimals: 9,
            memo,
          }),
        ),
      ),
    );
    expect(svm.getBalance(address(platform))).toBe(13_266_667n);
    // The Memo program ran it, checked its signer (the payer) and logged the text the server reads.
    const memoLogs = logs.slice(
      logs.indexOf("Program MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr invoke [1]"),
    );
    expect(memoLogs).toEqual(
      expect.arrayContaining([
        "Program log: Signed by:",
        `Program log: ${payer.publicKey.toBase58()}`,
        `Program log: ${memo}`,
        "Program MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr success",
      ]),
    );
  });

  it("a token: transferChecked into the platform's associated account, created by the payment, twice over", () => {
    const svm = new LiteSVM();
    const payer = Keypair.generate();
    const platform = Keypair.generate().publicKey;
    const mint = Keypair.generate().publicKey;
    svm.airdrop(address(payer.publicKey), lamports(2n * SOL));
    const rent = (size: number) => svm.minimumBalanceForRentExemption(BigInt(size));
    svm.setAccount({
      address: address(mint),
      data: mintData(6),
      executable: false,
      lamports: lamports(rent(82)),
      programAddress: address(TOKEN_PROGRAM),
      space: 82n,
    });
    svm.setAccount({
      address: address(ata(payer.publicKey, mint)),
      data: tokenAccountData(mint, payer.publicKey, 5_000_000n),
      executable: false,
      lamports: lamports(rent(165)),
      programAddress: address(TOKEN_PROGRAM),
      space: 165n,
    });
    const pay = (memo: string) =>
      logsOf(
        send(svm, payer, (from) =>
          new Transaction().add(
            ...paymentInstructions({ payer: from, platform, mint, amount: 1_990_000n, decimals: 6, memo }),
          ),
        ),
      );
    expect(tokenAmount(svm, ata(platform, mint))).toBeNull();
    pay("jadeverse:order-2");
    expect(tokenAmount(svm, ata(platform, mint))).toBe(1_990_000n);
    // The platform's account exists now: creating it again is a no-op, the payment still goes through.
    pay("jadeverse:order-3");
    expect(tokenAmount(svm, ata(platform, mint))).toBe(3_980_000n);
    expect(tokenAmount(svm, ata(payer.publicKey, mint))).toBe(5_000_000n - 3_980_000n);
  });

  it("a payer without the funds: the runtime refuses it and nothing moves", () => {
    const svm = new LiteSVM();
    const payer = Keypair.generate();
    const platform = Keypair.generate().publicKey;
    svm.airdrop(address(payer.publicKey), lamports(SOL / 100n));
    const result = send(svm, payer, (from) =>
      new Transaction().add(
        ...paymentInstructions({
          payer: from,
          platform,
          mint: null,
          amount: SOL,
          decimals: 9,
          memo: "jadeverse:x",
        }),
      ),
    );
    expect(result).toBeInstanceOf(FailedTransactionMetadata);
    expect(svm.getBalance(address(platform))).toBeNull();
  });
});
