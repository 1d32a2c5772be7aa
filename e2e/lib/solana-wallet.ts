// A browser Solana wallet for the Solana purchase specs: Phantom's injected provider
// (`window.phantom.solana`, as the wallet adapter finds it), whose key lives in the test process
// (api/test/solana/test-wallet.ts) and signs and sends to the e2e platform's Solana node (a JSON-RPC
// stand-in running real wire transactions, started by e2e/serve.ts).
import type { Page } from "@playwright/test";
import {
  createSolanaTestWallet,
  solBalance,
  standInTokenBalance,
} from "../../api/test/solana/test-wallet.ts";

export const E2E_SOLANA_RPC_PORT_OFFSET = 7;
/** The price service's SOL price in the e2e platform (e2e/serve.ts). */
export const E2E_SOL_USD = 150;

export const e2eSolanaRpcUrl = (port = Number(process.env.E2E_PORT ?? 3311)) =>
  `http://127.0.0.1:${port + E2E_SOLANA_RPC_PORT_OFFSET}`;

export const solanaBalance = (address: string) => solBalance(e2eSolanaRpcUrl(), address);
export const solanaTokenBalance = (owner: string, mint: string) =>
  standInTokenBalance(e2eSolanaRpcUrl(), owner, mint);

/**
 * Installs the wallet before the app loads, with `sol` lamports airdropped; answers the wallet (its
 * address, and a way to mint it test tokens). `reject` makes it refuse to send and to sign messages
 * (read at each request, so a spec may change it meanwhile).
 */
export async function installSolanaWallet(page: Page, options: { sol?: bigint; reject?: boolean } = {}) {
  const wallet = await createSolanaTestWallet(e2eSolanaRpcUrl());
  await wallet.airdrop(options.sol ?? 5_000_000_000n);
  await page.exposeFunction("__solanaWallet", async (messageBase64: string) => {
    // An error crosses into the page as a value (an exposed function's throw loses its code).
    if (options.reject) return { __rpcError: { code: 4001, message: "User rejected the request." } };
    return { signature: await wallet.signAndSend(messageBase64) };
  });
  await page.exposeFunction("__solanaSignMessage", async (messageBase64: string) => {
    if (options.reject) return { __rpcError: { code: 4001, message: "User rejected the request." } };
    return { signature: await wallet.signMessage(messageBase64) };
  });
  await page.addInitScript((keyBytes: number[]) => {
    const bytes = Uint8Array.from(keyBytes);
    const listeners = new Map<string, Set<(payload?: unknown) => void>>();
    const emit = (event: string, payload?: unknown) => {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    };
    const publicKey = { toBytes: () => bytes.slice() };
    const send = (window as unknown as { __solanaWallet(message: string): Promise<unknown> }).__solanaWallet;
    const signText = (window as unknown as { __solanaSignMessage(message: string): Promise<unknown> })
      .__solanaSignMessage;
    const toBase64 = (data: Uint8Array) => {
      let binary = "";
      for (const byte of data) binary += String.fromCharCode(byte);
      return btoa(binary);
    };
    const solana = {
      isPhantom: true,
      isConnected: false,
      publicKey: null as typeof publicKey | null,
      async connect() {
        solana.isConnected = true;
        solana.publicKey = publicKey;
        emit("connect", publicKey);
        return { publicKey };
      },
      async disconnect() {
        solana.isConnected = false;
        solana.publicKey = null;
        emit("disconnect");
      },
      async signAndSendTransaction(transaction: { serializeMessage(): Uint8Array }) {
        const message = transaction.serializeMessage();
        let binary = "";
        for (const byte of message) binary += String.fromCharCode(byte);
        const result = (await send(btoa(binary))) as {
          signature?: string;
          __rpcError?: { code: number; message: string };
        };
        if (result.__rpcError)
          throw Object.assign(new Error(result.__rpcError.message), { code: result.__rpcError.code });
        return { signature: result.signature, publicKey };
      },
      /** Phantom's `signMessage`: the bytes signed with the key (ed25519), answered as `{ signature }`. */
      async signMessage(message: Uint8Array) {
        const result = (await signText(toBase64(message))) as {
          signature?: string;
          __rpcError?: { code: number; message: string };
        };
        if (result.__rpcError)
          throw Object.assign(new Error(result.__rpcError.message), { code: result.__rpcError.code });
        const binary = atob(result.signature ?? "");
        return { signature: Uint8Array.from(binary, (c) => c.charCodeAt(0)), publicKey };
      },
      on(event: string, listener: (payload?: unknown) => void) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event)?.add(listener);
      },
      off(event: string, listener: (payload?: unknown) => void) {
        listeners.get(event)?.delete(listener);
      },
    };
    Object.assign(window, { phantom: { solana }, solana, isPhantomInstalled: true });
  }, Array.from(wallet.publicKeyBytes));
  return wallet;
}
