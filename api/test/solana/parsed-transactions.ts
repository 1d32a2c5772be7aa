// Solana transactions as a JSON-RPC node answers `getTransaction` with `encoding: "jsonParsed"` (the
// shape of mainnet answers: accountKeys with signer/writable/source, parsed System, SPL Token and
// Memo instructions, balances before and after), for the payment verifier's tests and the RPC
// stand-in. Keys and signatures are random, well-formed base58.
import { getAddressDecoder, getBase58Decoder } from "@solana/kit";

const SYSTEM_PROGRAM = "11111111111111111111111111111111";
const TOKEN_PROGRAM = "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA";
const MEMO_PROGRAM = "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr";

export const randomAddress = (): string =>
  getAddressDecoder().decode(crypto.getRandomValues(new Uint8Array(32)));
export const randomSignature = (): string =>
  getBase58Decoder().decode(crypto.getRandomValues(new Uint8Array(64)));

interface Common {
  payer: string;
  memo?: string | null;
  failed?: boolean;
  slot?: number;
  signature?: string;
}

const key = (pubkey: string, signer: boolean, writable: boolean) => ({
  pubkey,
  signer,
  source: "transaction",
  writable,
});

function envelope(
  common: Common,
  accountKeys: ReturnType<typeof key>[],
  instructions: unknown[],
  meta: object,
) {
  const memo = common.memo === undefined ? null : common.memo;
  const all = memo
    ? [...instructions, { parsed: memo, program: "spl-memo", programId: MEMO_PROGRAM, stackHeight: null }]
    : instructions;
  return {
    blockTime: 1_764_000_000,
    meta: {
      computeUnitsConsumed: 450,
      err: common.failed ? { InstructionError: [0, { Custom: 1 }] } : null,
      fee: 5000,
      innerInstructions: [],
      loadedAddresses: { readonly: [], writable: [] },
      logMessages: [],
      rewards: [],
      status: common.failed ? { Err: { InstructionError: [0, { Custom: 1 }] } } : { Ok: null },
      ...meta,
    },
    slot: common.slot ?? 350_000_000,
    transaction: {
      message: {
        accountKeys: memo ? [...accountKeys, key(MEMO_PROGRAM, false, false)] : accountKeys,
        instructions: all,
        recentBlockhash: randomAddress(),
      },
      signatures: [common.signature ?? randomSignature()],
    },
    version: "legacy",
  };
}

/** A SOL transfer (System Program `transfer`) from the payer to `to`, with an optional memo. */
export function solTransfer(
  input: Common & { to: string; lamports: bigint; payerBalance?: bigint; toBalance?: bigint },
) {
  const payerBefore = input.payerBalance ?? 5_000_000_000n;
  const toBefore = input.toBalance ?? 1_000_000_000n;
  const moved = input.failed ? 0n : input.lamports;
  return envelope(
    input,
    [key(input.payer, true, true), key(input.to, false, true), key(SYSTEM_PROGRAM, false, false)],
    [
      {
        parsed: {
          info: { destination: input.to, lamports: Number(input.lamports), source: input.payer },
          type: "transfer",
        },
        program: "system",
        programId: SYSTEM_PROGRAM,
        stackHeight: null,
      },
    ],
    {
      preBalances: [Number(payerBefore), Number(toBefore), 1],
      postBalances: [Number(payerBefore - moved - 5000n), Number(toBefore + moved), 1],
      preTokenBalances: [],
      postTokenBalances: [],
    },
  );
}

/**
 * An SPL token payment (`transferChecked`) from the payer's token account to `owner`'s, whose token
 * account may be new (created in the same transaction: no balance before).
 */
export function tokenTransfer(
  input: Common & {
    owner: string;
    mint: string;
    amount: bigint;
    decimals: number;
    ownerHadAccount?: boolean;
  },
) {
  const source = randomAddress();
  const destination = randomAddress();
  const moved = input.failed ? 0n : input.amount;
  const ui = (amount: bigint) => ({
    amount: amount.toString(),
    decimals: input.decimals,
    uiAmount: Number(amount) / 10 ** input.decimals,
    uiAmountString: String(Number(amount) / 10 ** input.decimals),
  });
  const payerBefore = 50_000_000n;
  const ownerBefore = input.ownerHadAccount ? 7_000_000n : null;
  const balance = (index: number, owner: string, amount: bigint) => ({
    accountIndex: index,
    mint: input.mint,
    owner,
    programId: TOKEN_PROGRAM,
    uiTokenAmount: ui(amount),
  });
  return envelope(
    input,
    [
      key(input.payer, true, true),
      key(source, false, true),
      key(destination, false, true),
      key(input.mint, false, false),
      key(TOKEN_PROGRAM, false, false),
    ],
    [
      {
        parsed: {
          info: {
            authority: input.payer,
            destination,
            mint: input.mint,
            source,
            tokenAmount: ui(input.amount),
          },
          type: "transferChecked",
        },
        program: "spl-token",
        programId: TOKEN_PROGRAM,
        stackHeight: null,
      },
    ],
    {
      preBalances: [2_000_000_000, 2_039_280, ownerBefore === null ? 0 : 2_039_280, 1, 1],
      postBalances: [
        2_000_000_000 - 5000 - (ownerBefore === null ? 2_039_280 : 0),
        2_039_280,
        2_039_280,
        1,
        1,
      ],
      preTokenBalances: [
        balance(1, input.payer, payerBefore),
        ...(ownerBefore === null ? [] : [balance(2, input.owner, ownerBefore)]),
      ],
      postTokenBalances: [
        balance(1, input.payer, payerBefore - moved),
        balance(2, input.owner, (ownerBefore ?? 0n) + moved),
      ],
    },
  );
}

export type ParsedTransaction = ReturnType<typeof solTransfer> | ReturnType<typeof tokenTransfer>;
