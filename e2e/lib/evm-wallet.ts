// A browser wallet for the EVM purchase specs, backed by the real local chain the e2e platform pays
// on (anvil, started by e2e/serve.ts as Ethereum, chain 1): an EIP-1193 provider announced through
// EIP-6963 like MetaMask, whose signing and sending happen here, in the test process, with a fresh
// funded key (viem), and whose reads go to the chain itself.
import type { Page } from "@playwright/test";
import { fundedWallet, testTokenBalance } from "../../api/test/evm/funded-wallet.ts";
import { EVM_STABLECOINS } from "../../db/src/payments/chains.ts";

export const E2E_CHAIN_PORT_OFFSET = 4;
export const E2E_PRICE_PORT_OFFSET = 5;
export const E2E_POLYGON_PORT_OFFSET = 6;
/** Where the e2e platform's EVM payments go (any address: nobody needs to spend from it). */
export const E2E_PLATFORM_WALLET = "0x2222222222222222222222222222222222222222";
/** The price service's ETH price in the e2e platform (e2e/serve.ts). */
export const E2E_ETH_USD = 2000;

export const e2eChainUrl = (port = Number(process.env.E2E_PORT ?? 3311)) =>
  `http://127.0.0.1:${port + E2E_CHAIN_PORT_OFFSET}`;

async function rpc(method: string, params: unknown[]) {
  const response = await fetch(e2eChainUrl(), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const body = (await response.json()) as {
    result?: unknown;
    error?: { code: number; message: string; data?: unknown };
  };
  // The node's error as a wallet hands it on: its code, and a revert's data the app decodes.
  if (body.error)
    throw Object.assign(new Error(body.error.message), { code: body.error.code, data: body.error.data });
  return body.result;
}

/** Ethereum's USDC, which e2e/serve.ts puts on the local chain at its real address (6 decimals). */
export const E2E_USDC = EVM_STABLECOINS.USDC[1] as { address: `0x${string}`; decimals: number };

/** Mints test USDC to `to` (the local token lets anyone mint), once mined. */
export async function mintUsdc(to: `0x${string}`, amount: bigint): Promise<void> {
  const minter = await fundedWallet(e2eChainUrl(), 1);
  await minter.mintTestToken(E2E_USDC.address, to, amount);
}

/** A holder's test USDC, in its smallest unit. */
export const usdcBalance = (owner: `0x${string}`) => testTokenBalance(e2eChainUrl(), E2E_USDC.address, owner);

/** What the wallet was asked, in order: the method, and for a signature the text it signed. */
export interface WalletCall {
  method: string;
  message?: string;
}

/**
 * Installs the wallet before the app loads; answers its address. `reject` makes it refuse to sign;
 * `record` receives every call the page makes of it that reaches the test process (signing, sending
 * and the chain reads), in order.
 */
export async function installChainWallet(
  page: Page,
  options: { reject?: boolean; record?: WalletCall[] } = {},
) {
  const wallet = await fundedWallet(e2eChainUrl(), 1);
  await page.exposeFunction("__chainWallet", async (method: string, params: unknown[]) => {
    options.record?.push(
      method === "personal_sign"
        ? { method, message: Buffer.from((params[0] as string).slice(2), "hex").toString("utf8") }
        : { method },
    );
    switch (method) {
      case "personal_sign":
        // An error crosses into the page as a value (an exposed function's throw loses its code).
        if (options.reject) return { __rpcError: { code: 4001, message: "User rejected the request." } };
        return wallet.signMessage(params[0] as `0x${string}`);
      case "eth_sendTransaction":
        return wallet.sendTransaction(
          params[0] as { to: `0x${string}`; value?: `0x${string}`; data?: `0x${string}` },
        );
      default:
        // A refused call (a contract's revert) crosses as a value too, with its code and revert data.
        return rpc(method, params).catch((error: { code?: number; message?: string; data?: unknown }) => ({
          __rpcError: { code: error.code ?? -32603, message: error.message ?? "failed", data: error.data },
        }));
    }
  });
  await page.addInitScript((address) => {
    const listeners = new Map<string, Set<(payload: unknown) => void>>();
    const emit = (event: string, payload: unknown) => {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    };
    let authorized = false;
    const call = (window as unknown as { __chainWallet(method: string, params: unknown[]): Promise<unknown> })
      .__chainWallet;
    const provider = {
      isMetaMask: true,
      async request({ method, params }: { method: string; params?: unknown[] }) {
        switch (method) {
          case "eth_requestAccounts":
            authorized = true;
            emit("accountsChanged", [address]);
            return [address];
          case "eth_accounts":
            return authorized ? [address] : [];
          case "eth_chainId":
            return "0x1";
          case "wallet_switchEthereumChain":
            return null;
          case "wallet_revokePermissions":
            authorized = false;
            emit("accountsChanged", []);
            return null;
          default: {
            let result: unknown;
            try {
              result = await call(method, params ?? []);
            } catch (error) {
              throw Object.assign(new Error((error as Error).message ?? "failed"), { code: -32603 });
            }
            const failure = (
              result as { __rpcError?: { code: number; message: string; data?: unknown } } | null
            )?.__rpcError;
            if (failure)
              throw Object.assign(new Error(failure.message), { code: failure.code, data: failure.data });
            return result;
          }
        }
      },
      on(event: string, listener: (payload: unknown) => void) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event)?.add(listener);
        return provider;
      },
      removeListener(event: string, listener: (payload: unknown) => void) {
        listeners.get(event)?.delete(listener);
        return provider;
      },
    };
    const info = Object.freeze({
      uuid: "0b1f3f8e-7a52-4c0f-9a50-2f8c6e0a7d21",
      name: "MetaMask",
      icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'%3E%3Crect width='10' height='10' fill='%23f6851b'/%3E%3C/svg%3E",
      rdns: "io.metamask",
    });
    const announce = () =>
      window.dispatchEvent(
        new CustomEvent("eip6963:announceProvider", { detail: Object.freeze({ info, provider }) }),
      );
    window.addEventListener("eip6963:requestProvider", announce);
    announce();
    Object.assign(window, { ethereum: provider });
  }, wallet.address);
  return wallet.address;
}
