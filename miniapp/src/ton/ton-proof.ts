import type { ApiClient } from "@jadeverse/web/platform";
import { unwrap } from "@jadeverse/web/platform";
import type { ConnectedWallet, TonConnectUI } from "@tonconnect/ui-react";

/** Our payloads live 15 minutes on the server; ask for a new one well before. */
export const PAYLOAD_REFRESH_MS = 10 * 60_000;

/**
 * Puts a fresh `ton_proof` payload (issued by our API) into TON Connect's connect request, so the
 * wallet signs it while connecting.
 */
export async function requestTonProof(ui: TonConnectUI, api: ApiClient): Promise<void> {
  ui.setConnectRequestParameters({ state: "loading" });
  try {
    const { payload } = await unwrap(api.api.ton.proof.payload.$post());
    ui.setConnectRequestParameters({ state: "ready", value: { tonProof: payload } });
  } catch {
    // Without a payload the wallet could still connect, but we could not trust it: offer no proof.
    ui.setConnectRequestParameters(null);
  }
}

/** The proof a wallet returned while connecting, if it returned one. */
export function proofOf(wallet: ConnectedWallet) {
  const item = wallet.connectItems?.tonProof;
  return item && "proof" in item ? item.proof : null;
}

/** Sends the wallet's proof to the API, which checks it and saves the TON address. */
export async function verifyTonProof(api: ApiClient, wallet: ConnectedWallet): Promise<string | null> {
  const proof = proofOf(wallet);
  if (!proof || !wallet.account.walletStateInit) return null;
  const body = {
    address: wallet.account.address,
    network: wallet.account.chain === "-3" ? ("-3" as const) : ("-239" as const),
    ...(wallet.account.publicKey ? { public_key: wallet.account.publicKey } : {}),
    proof: { ...proof, state_init: wallet.account.walletStateInit },
  };
  const { tonAddress } = await unwrap(api.api.ton.proof.verify.$post({ json: body }));
  return tonAddress;
}
