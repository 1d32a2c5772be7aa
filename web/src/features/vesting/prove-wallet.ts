import { walletChallengeResponse, walletProofResponse } from "@jadeverse/api/client/vesting";
import type { Address } from "viem";
import type { Config } from "wagmi";
import { signMessage } from "wagmi/actions";
import { type ApiClient, unwrap } from "../../lib/api-client.ts";
import { connectedSolanaAdapter } from "../wallet/solana-connection.ts";
import { type ProvableWallet, WalletProofError, walletErrorText } from "./wallet-proof.ts";

/** The 64 signature bytes as the API takes them (base64). */
function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The connected wallet signs the server's text: `personal_sign` for EVM, `signMessage` for Solana. */
async function sign(wallet: ProvableWallet, message: string, evmConfig: () => Config): Promise<string> {
  try {
    if (wallet.kind === "evm")
      return await signMessage(evmConfig(), { account: wallet.address as Address, message });
    const adapter = connectedSolanaAdapter();
    if (!adapter || adapter.publicKey?.toBase58() !== wallet.address)
      throw new WalletProofError("proofNotConnected");
    if (!("signMessage" in adapter) || typeof adapter.signMessage !== "function")
      throw new WalletProofError("proofCannotSign");
    const signature: Uint8Array = await adapter.signMessage(new TextEncoder().encode(message));
    return toBase64(signature);
  } catch (error) {
    if (error instanceof WalletProofError) throw error;
    throw new WalletProofError(walletErrorText(error, "proofFailed"));
  }
}

/**
 * Sign-in-with-wallet (docs/vesting-and-airdrop.md "Vesting"): the server issues the message (EIP-4361 for EVM, the same
 * fields as text for Solana, one nonce, 5 minutes), the connected wallet signs it (the one prompt),
 * and the server binds the wallet to this session. Rejects with WalletProofError (the wallet refused
 * or failed) or the API's error.
 */
export async function proveWallet(
  api: ApiClient,
  wallet: ProvableWallet,
  evmConfig: () => Config,
): Promise<void> {
  const issued = walletChallengeResponse.parse(
    await unwrap(
      api.api["wallet-proofs"].challenge.$post({
        json:
          wallet.kind === "evm"
            ? { kind: "evm", address: wallet.address, chainId: wallet.chainId }
            : { kind: "solana", address: wallet.address },
      }),
    ),
  );
  const signature = await sign(wallet, issued.message, evmConfig);
  walletProofResponse.parse(
    await unwrap(
      api.api["wallet-proofs"].verify.$post({
        json: { kind: wallet.kind, address: wallet.address, message: issued.message, signature },
      }),
    ),
  );
}
