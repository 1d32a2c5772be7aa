// The secret half of a browser Solana wallet stand-in (e2e/lib/solana-wallet.ts), kept in the test
// process: a fresh ed25519 key (WebCrypto through @solana/kit) that signs the message bytes a page's
// wallet is handed and sends the signed transaction to a JSON-RPC node, as a wallet does.
import {
  generateKeyPair,
  getAddressFromPublicKey,
  getBase64Decoder,
  getBase64Encoder,
  signBytes,
} from "@solana/kit";

/** A fresh wallet address (an ed25519 public key, so on the curve, as a real wallet's is). */
export async function freshWalletAddress(): Promise<string> {
  return getAddressFromPublicKey((await generateKeyPair()).publicKey);
}

async function rpc(url: string, method: string, params: unknown[]) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
  if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
  return body.result;
}

export async function createSolanaTestWallet(rpcUrl: string) {
  const keys = await generateKeyPair();
  const address = await getAddressFromPublicKey(keys.publicKey);
  const publicKeyBytes = new Uint8Array(await crypto.subtle.exportKey("raw", keys.publicKey));
  return {
    address: address as string,
    publicKeyBytes,
    /** Signs a legacy message (its first byte: the signatures it needs, here the payer's one) and sends it. */
    async signAndSend(messageBase64: string): Promise<string> {
      const message = getBase64Encoder().encode(messageBase64);
      if (message[0] !== 1) throw new Error("this wallet signs messages that need its signature only");
      const signature = await signBytes(keys.privateKey, message);
      const wire = new Uint8Array(1 + 64 + message.length);
      wire[0] = 1;
      wire.set(signature, 1);
      wire.set(message, 65);
      return (await rpc(rpcUrl, "sendTransaction", [
        getBase64Decoder().decode(wire),
        { encoding: "base64" },
      ])) as string;
    },
    /** Signs message bytes (a wallet's `signMessage`, e.g. a sign-in text): the 64 signature bytes, base64. */
    async signMessage(messageBase64: string): Promise<string> {
      return getBase64Decoder().decode(
        await signBytes(keys.privateKey, getBase64Encoder().encode(messageBase64)),
      );
    },
    airdrop: (lamports: bigint) => rpc(rpcUrl, "requestAirdrop", [address, Number(lamports)]),
    balance: async () => BigInt(((await rpc(rpcUrl, "getBalance", [address])) as { value: number }).value),
    mintTo: (mint: string, amount: bigint, decimals: number) =>
      rpc(rpcUrl, "standin_mintTo", [address, mint, amount.toString(), decimals]),
  };
}

/** An owner's balance of a token on the stand-in, in base units. */
export async function standInTokenBalance(rpcUrl: string, owner: string, mint: string): Promise<bigint> {
  return BigInt((await rpc(rpcUrl, "standin_tokenBalance", [owner, mint])) as string);
}

/** An account's lamports on the node. */
export async function solBalance(rpcUrl: string, address: string): Promise<bigint> {
  return BigInt(((await rpc(rpcUrl, "getBalance", [address])) as { value: number }).value);
}
