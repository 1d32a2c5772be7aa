// A small Solana bank for the browser tests' JSON-RPC stand-in: it takes real wire transactions (as a
// wallet sends them with `sendTransaction`), checks every signature (ed25519, @solana/kit), executes
// what a payment uses (System Program transfers, the SPL Memo, Associated Token Account creation,
// SPL Token `transferChecked`) on its balances, and keeps each landed transaction as a node answers
// `getTransaction` with `jsonParsed`. Anything else it refuses, as a cluster would an unknown program.
import {
  type Address,
  getAddressDecoder,
  getAddressEncoder,
  getBase58Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getProgramDerivedAddress,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  verifySignature,
} from "@solana/kit";

const SYSTEM = "11111111111111111111111111111111";
const TOKEN = "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA";
const ATA = "ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL";
const MEMO = "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr";
const FEE = 5000n;

interface TokenAccount {
  owner: string;
  mint: string;
  amount: bigint;
  decimals: number;
}

export class BankError extends Error {}

/** The associated token account of `owner` for `mint`. */
export async function associatedTokenAccount(owner: string, mint: string): Promise<string> {
  const encode = getAddressEncoder();
  const [pda] = await getProgramDerivedAddress({
    programAddress: ATA as Address,
    seeds: [encode.encode(owner as Address), encode.encode(TOKEN as Address), encode.encode(mint as Address)],
  });
  return pda;
}

export function createLocalBank() {
  const lamports = new Map<string, bigint>();
  const tokens = new Map<string, TokenAccount>();
  const landed = new Map<string, unknown>();
  const decimalsOf = new Map<string, number>();
  let slot = 1_000n;

  const balance = (key: string) => lamports.get(key) ?? 0n;

  /** `sendTransaction` (base64 wire bytes): the first signature, once executed and kept. */
  async function send(base64: string): Promise<string> {
    const wire = getBase64Encoder().encode(base64);
    const tx = getTransactionDecoder().decode(wire);
    const decoded = getCompiledTransactionMessageDecoder().decode(tx.messageBytes);
    // Wallets send legacy or v0 messages; v1 (config masks) is not something a payment uses.
    if (decoded.version === 1) throw new BankError("unsupported transaction version");
    const message = decoded;
    const keys = message.staticAccounts.map(String);
    const signers = message.header.numSignerAccounts;
    for (const [address, signature] of Object.entries(tx.signatures)) {
      if (!signature) throw new BankError("missing signature");
      const key = await getPublicKeyFromAddress(address as Address);
      if (!(await verifySignature(key, signature, tx.messageBytes)))
        throw new BankError("signature verification failed");
    }
    const first = Object.values(tx.signatures)[0];
    if (!first) throw new BankError("no signature");
    const signature = getBase58Decoder().decode(first);
    const payer = keys[0] as string;

    const preBalances = keys.map(balance);
    const tokenRows = (present: Map<string, TokenAccount>) =>
      keys.flatMap((key, index) => {
        const account = present.get(key);
        return account ? [tokenBalance(index, account)] : [];
      });
    const preTokenBalances = tokenRows(tokens);
    // Execute on copies: a failing instruction changes nothing but the fee.
    const nextLamports = new Map(lamports);
    const nextTokens = new Map([...tokens].map(([key, account]) => [key, { ...account }]));
    const parsed: unknown[] = [];
    let err: unknown = null;
    nextLamports.set(payer, (nextLamports.get(payer) ?? 0n) - FEE);
    if ((nextLamports.get(payer) ?? 0n) < 0n) throw new BankError("insufficient funds for fee");
    for (const [index, ix] of message.instructions.entries()) {
      const program = keys[ix.programAddressIndex] as string;
      const accounts = (ix.accountIndices ?? []).map((i) => keys[i] as string);
      const data = ix.data ?? new Uint8Array();
      const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
      try {
        if (program === SYSTEM && data.length === 12 && view.getUint32(0, true) === 2) {
          const [from, to] = accounts as [string, string];
          const amount = view.getBigUint64(4, true);
          const left = (nextLamports.get(from) ?? 0n) - amount;
          if (left < 0n) throw new BankError("insufficient lamports");
          nextLamports.set(from, left);
          nextLamports.set(to, (nextLamports.get(to) ?? 0n) + amount);
          parsed.push(
            instruction("system", SYSTEM, "transfer", {
              destination: to,
              lamports: Number(amount),
              source: from,
            }),
          );
        } else if (program === MEMO) {
          parsed.push({
            parsed: new TextDecoder().decode(data),
            program: "spl-memo",
            programId: MEMO,
            stackHeight: null,
          });
        } else if (program === ATA && data.length === 1 && data[0] === 1) {
          const [funder, account, owner, mint] = accounts as [string, string, string, string];
          if ((await associatedTokenAccount(owner, mint)) !== account)
            throw new BankError("not the associated account");
          if (!nextTokens.has(account)) {
            nextTokens.set(account, { owner, mint, amount: 0n, decimals: decimalsOf.get(mint) ?? 6 });
            nextLamports.set(funder, (nextLamports.get(funder) ?? 0n) - 2_039_280n);
            nextLamports.set(account, 2_039_280n);
          }
          parsed.push(
            instruction("spl-associated-token-account", ATA, "createIdempotent", {
              account,
              mint,
              source: funder,
              systemProgram: SYSTEM,
              tokenProgram: TOKEN,
              wallet: owner,
            }),
          );
        } else if (program === TOKEN && data.length === 10 && data[0] === 12) {
          const [source, mint, destination, authority] = accounts as [string, string, string, string];
          const amount = view.getBigUint64(1, true);
          const from = nextTokens.get(source);
          const to = nextTokens.get(destination);
          if (!from || !to || from.mint !== mint || to.mint !== mint)
            throw new BankError("invalid account data");
          if (from.owner !== authority) throw new BankError("owner does not match");
          if (data[9] !== from.decimals) throw new BankError("decimals mismatch");
          if (from.amount < amount) throw new BankError("insufficient funds");
          from.amount -= amount;
          to.amount += amount;
          parsed.push(
            instruction("spl-token", TOKEN, "transferChecked", {
              authority,
              destination,
              mint,
              source,
              tokenAmount: uiAmount(amount, from.decimals),
            }),
          );
        } else throw new BankError(`unsupported program ${program}`);
      } catch (error) {
        if (!(error instanceof BankError)) throw error;
        err = { InstructionError: [index, { Custom: 1 }] };
        break;
      }
    }
    if (err === null) {
      for (const [key, value] of nextLamports) lamports.set(key, value);
      for (const [key, value] of nextTokens) tokens.set(key, value);
    } else lamports.set(payer, balance(payer) - FEE);
    slot += 1n;
    landed.set(signature, {
      blockTime: Math.floor(Date.now() / 1000),
      meta: {
        err,
        fee: Number(FEE),
        innerInstructions: [],
        logMessages: [],
        preBalances: preBalances.map(Number),
        postBalances: keys.map((key) => Number(balance(key))),
        preTokenBalances,
        postTokenBalances: tokenRows(tokens),
        rewards: [],
        status: err === null ? { Ok: null } : { Err: err },
      },
      slot: Number(slot),
      transaction: {
        message: {
          accountKeys: keys.map((pubkey, index) => ({
            pubkey,
            signer: index < signers,
            source: "transaction",
            writable: isWritable(index, keys.length, message.header),
          })),
          instructions: parsed,
          recentBlockhash: String(message.lifetimeToken),
        },
        signatures: Object.values(tx.signatures).map((sig) => (sig ? getBase58Decoder().decode(sig) : null)),
      },
      version: message.version === "legacy" ? "legacy" : 0,
    });
    return signature;
  }

  return {
    send,
    /** `getTransaction`: the landed transaction, or null. */
    transaction: (signature: string) => landed.get(signature) ?? null,
    /** `requestAirdrop`: lamports from nowhere, as a test validator gives them. */
    airdrop(address: string, amount: bigint): string {
      lamports.set(address, balance(address) + amount);
      return getBase58Decoder().decode(crypto.getRandomValues(new Uint8Array(64)));
    },
    getBalance: balance,
    /** A token of `mint` for `owner` in its associated account (a mint authority's "mint to"). */
    async mintTo(owner: string, mint: string, amount: bigint, decimals: number) {
      decimalsOf.set(mint, decimals);
      const account = await associatedTokenAccount(owner, mint);
      const held = tokens.get(account);
      tokens.set(account, { owner, mint, decimals, amount: (held?.amount ?? 0n) + amount });
    },
    async tokenBalance(owner: string, mint: string): Promise<bigint> {
      return tokens.get(await associatedTokenAccount(owner, mint))?.amount ?? 0n;
    },
    blockhash: () => getAddressDecoder().decode(crypto.getRandomValues(new Uint8Array(32))),
    slot: () => slot,
  };
}

function instruction(program: string, programId: string, type: string, info: object) {
  return { parsed: { info, type }, program, programId, stackHeight: null };
}

function uiAmount(amount: bigint, decimals: number) {
  const ui = Number(amount) / 10 ** decimals;
  return { amount: amount.toString(), decimals, uiAmount: ui, uiAmountString: String(ui) };
}

function tokenBalance(accountIndex: number, account: TokenAccount) {
  return {
    accountIndex,
    mint: account.mint,
    owner: account.owner,
    programId: TOKEN,
    uiTokenAmount: uiAmount(account.amount, account.decimals),
  };
}

/** A legacy message's writable accounts: signers first, then the rest, each group's read-only last. */
function isWritable(
  index: number,
  count: number,
  header: {
    numSignerAccounts: number;
    numReadonlySignerAccounts: number;
    numReadonlyNonSignerAccounts: number;
  },
): boolean {
  if (index < header.numSignerAccounts)
    return index < header.numSignerAccounts - header.numReadonlySignerAccounts;
  return index < count - header.numReadonlyNonSignerAccounts;
}
