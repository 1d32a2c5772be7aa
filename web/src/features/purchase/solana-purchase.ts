import { SOLANA_NAMESPACE } from "@jadeverse/api/client/contracts";
import type { GemPackView } from "@jadeverse/api/client/payments";
import { solanaInitializeResponse } from "@jadeverse/api/client/payments";
import type { Adapter } from "@solana/wallet-adapter-base";
import { Connection, PublicKey, SystemProgram, Transaction, TransactionInstruction } from "@solana/web3.js";
import { type ApiClient, ApiRequestError, errorMessage, unwrap } from "../../lib/api-client.ts";
import type { SolanaCluster } from "../wallet/chains.ts";
import type { CryptoStage } from "./evm-purchase.ts";
import { PaymentProblem } from "./payment-failure.ts";
import { openPaymentSocket, rejectedByWallet } from "./payment-socket.ts";

const TOKEN_PROGRAM = new PublicKey("TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA");
const ASSOCIATED_TOKEN_PROGRAM = new PublicKey("ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL");
const MEMO_PROGRAM = new PublicKey("MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr");

export interface SolanaPurchaseInput {
  api: ApiClient;
  /** The connected wallet's adapter (wallet/solana-connection.ts). */
  adapter: Adapter;
  /** The Solana JSON-RPC endpoint and cluster of this deployment (public-config). */
  rpcUrl: string;
  cluster: SolanaCluster;
  bearer: string | null;
  platformWallet: string;
  pack: GemPackView;
  /** The coin chosen: SOL (mint null) or a token the server takes on the cluster. */
  coin: { symbol: string; mint: string | null };
  onStage?(stage: CryptoStage): void;
}

/** A wallet's token account of `mint` (the associated token account, where wallets keep tokens). */
function associatedTokenAccount(owner: PublicKey, mint: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync(
    [owner.toBuffer(), TOKEN_PROGRAM.toBuffer(), mint.toBuffer()],
    ASSOCIATED_TOKEN_PROGRAM,
  )[0];
}

const bytes = (data: Uint8Array) => data as unknown as Buffer;

/**
 * The payment's instructions: SOL by the System Program's transfer; a token by `transferChecked`
 * between the two wallets' token accounts, creating the platform's if it has none (idempotent); then
 * the memo naming the order, signed by the payer (the server pays only the transfer that names it).
 */
export function paymentInstructions(input: {
  payer: PublicKey;
  platform: PublicKey;
  mint: PublicKey | null;
  amount: bigint;
  decimals: number;
  memo: string;
}): TransactionInstruction[] {
  const { payer, platform, mint, amount } = input;
  const transfer: TransactionInstruction[] = [];
  if (!mint)
    transfer.push(SystemProgram.transfer({ fromPubkey: payer, toPubkey: platform, lamports: amount }));
  else {
    const source = associatedTokenAccount(payer, mint);
    const destination = associatedTokenAccount(platform, mint);
    transfer.push(
      new TransactionInstruction({
        programId: ASSOCIATED_TOKEN_PROGRAM,
        keys: [
          { pubkey: payer, isSigner: true, isWritable: true },
          { pubkey: destination, isSigner: false, isWritable: true },
          { pubkey: platform, isSigner: false, isWritable: false },
          { pubkey: mint, isSigner: false, isWritable: false },
          { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
          { pubkey: TOKEN_PROGRAM, isSigner: false, isWritable: false },
        ],
        data: bytes(Uint8Array.of(1)), // CreateIdempotent
      }),
    );
    const data = new Uint8Array(10);
    data[0] = 12; // TransferChecked
    new DataView(data.buffer).setBigUint64(1, amount, true);
    data[9] = input.decimals;
    transfer.push(
      new TransactionInstruction({
        programId: TOKEN_PROGRAM,
        keys: [
          { pubkey: source, isSigner: false, isWritable: true },
          { pubkey: mint, isSigner: false, isWritable: false },
          { pubkey: destination, isSigner: false, isWritable: true },
          { pubkey: payer, isSigner: true, isWritable: false },
        ],
        data: bytes(data),
      }),
    );
  }
  const memo = new TransactionInstruction({
    programId: MEMO_PROGRAM,
    keys: [{ pubkey: payer, isSigner: true, isWritable: false }],
    data: bytes(new TextEncoder().encode(input.memo)),
  });
  return [...transfer, memo];
}

/**
 * A Solana purchase, docs/product/economy.md §4 "Solana purchase": wallet connected → socket → the server
 * initialises (fixing the amount: SOL at its price, a token at face value, and the memo) → the wallet
 * confirms and sends the transfer → its signature is handed to the server → the server's
 * `payment:success` or `payment:failed` for this transfer (10 minutes at most). Any error after
 * initialisation with nothing sent cancels the payment on the server; the socket closes at the end.
 * Resolves with the gems credited; rejects with the message to show.
 */
export async function runSolanaPurchase(input: SolanaPurchaseInput): Promise<number> {
  const { api, adapter, pack, coin } = input;
  const payer = adapter.publicKey;
  if (!payer || !adapter.connected) throw new PaymentProblem("connectSolanaWallet");
  input.onStage?.("socket");
  const socket = await openPaymentSocket(SOLANA_NAMESPACE, input.bearer);
  let transferId: string | null = null;
  let sent = false;
  try {
    input.onStage?.("initialize");
    const initialized = solanaInitializeResponse.parse(
      await unwrap(
        api.api.v1.solana["initialize-payment"].$post({
          json: {
            fromWalletAddress: payer.toBase58(),
            toWalletAddress: input.platformWallet,
            currency: coin.symbol,
            network: input.cluster,
            packageId: pack.id,
            ...(coin.mint ? { mintAddress: coin.mint } : {}),
          },
        }),
      ),
    ).data;
    if (!initialized.id) throw new PaymentProblem("noTransferId");
    transferId = initialized.id;
    socket.follow(transferId);

    input.onStage?.("send");
    const connection = new Connection(input.rpcUrl, "confirmed");
    const transaction = new Transaction().add(
      ...paymentInstructions({
        payer,
        platform: new PublicKey(initialized.toWalletAddress),
        mint: initialized.mintAddress ? new PublicKey(initialized.mintAddress) : null,
        amount: BigInt(initialized.amount),
        decimals: initialized.decimals,
        memo: initialized.memo,
      }),
    );
    transaction.feePayer = payer;
    transaction.recentBlockhash = (await connection.getLatestBlockhash("confirmed")).blockhash;
    const signature = await adapter.sendTransaction(transaction, connection);
    sent = true;
    await unwrap(api.api.v1.solana.transaction.$post({ json: { transferId, signature } }));

    input.onStage?.("confirm");
    return await socket.outcome();
  } catch (error) {
    if (transferId && !sent)
      await unwrap(api.api.v1.solana["cancel-payment"].$post({ json: { transferId } })).catch(() => {});
    if (rejectedByWallet(error)) throw new PaymentProblem("cancelled");
    if (error instanceof ApiRequestError) throw new Error(errorMessage(error));
    throw error instanceof Error ? error : new PaymentProblem("failedDefault");
  } finally {
    socket.close();
  }
}
