// Proving wallets to a session in API suites, the way the vesting page does (challenge, the wallet
// signs, verify), and, for the seed's investors, whose keys nobody holds, straight in the database.
import { sessions } from "@jadeverse/db/schema";
import { bindWalletToSession } from "@jadeverse/db/wallet-proofs/session-wallets";
import { getAddressFromPublicKey, getBase64Decoder, signBytes } from "@solana/kit";
import { eq } from "drizzle-orm";
import type { PrivateKeyAccount } from "viem/accounts";
import { sha256Hex } from "../src/lib/crypto.ts";
import type { TestApi, TestResponse } from "./harness.ts";

/** A Solana key pair the test holds (WebCrypto ed25519, as @solana/kit makes them). */
export type SolanaKeys = CryptoKeyPair;

export async function challenge(api: TestApi, token: string, body: Record<string, unknown>) {
  const res = await api.request("POST", "/api/wallet-proofs/challenge", { token, body });
  if (res.status !== 200) throw new Error(`challenge: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { nonce: string; message: string; expiresAt: string };
}

/** Signs a Solana message (UTF-8) with the key: the 64 bytes in base64, as the page sends them. */
export async function signSolana(keys: SolanaKeys, message: string): Promise<string> {
  return getBase64Decoder().decode(await signBytes(keys.privateKey, new TextEncoder().encode(message)));
}

/** The EVM wallet proves itself to the session: EIP-4361 message issued, signed, verified. */
export async function proveEvm(
  api: TestApi,
  token: string,
  wallet: PrivateKeyAccount,
): Promise<TestResponse> {
  const { message } = await challenge(api, token, { kind: "evm", address: wallet.address });
  return api.request("POST", "/api/wallet-proofs/verify", {
    token,
    body: { kind: "evm", address: wallet.address, message, signature: await wallet.signMessage({ message }) },
  });
}

/** The Solana key proves itself to the session (ed25519 over the issued text). */
export async function proveSolana(api: TestApi, token: string, keys: SolanaKeys): Promise<TestResponse> {
  const address = await getAddressFromPublicKey(keys.publicKey);
  const { message } = await challenge(api, token, { kind: "solana", address });
  return api.request("POST", "/api/wallet-proofs/verify", {
    token,
    body: { kind: "solana", address, message, signature: await signSolana(keys, message) },
  });
}

/** The session behind a bearer token. */
export async function sessionIdOf(api: TestApi, token: string): Promise<number> {
  const [row] = await api.db.orm
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256Hex(token)));
  if (!row) throw new Error("no session for this token");
  return row.id;
}

/** Records a proof without a signature: for seeded wallets, whose keys no test holds. */
export async function grantWallet(api: TestApi, token: string, kind: "evm" | "solana", address: string) {
  const sessionId = await sessionIdOf(api, token);
  await api.db.write((tx) => bindWalletToSession(tx, sessionId, kind, address));
}
