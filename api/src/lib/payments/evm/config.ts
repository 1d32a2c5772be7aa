import { EVM_CHAINS, EVM_STABLECOINS } from "@jadeverse/db/payments/chains";
import { type Address, createPublicClient, getAddress, http, isAddress, type PublicClient } from "viem";
import type { Env } from "../../../env.ts";

/** One allow-listed ERC-20 on a chain. */
export interface EvmToken {
  symbol: string;
  address: Address;
  decimals: number;
}

/** A chain the platform takes payments on. */
export interface EvmChainConfig {
  chainId: number;
  nativeSymbol: string;
  confirmations: number;
  tokens: EvmToken[];
  client: PublicClient;
}

export interface EvmRail {
  platformWallet: Address;
  chains: Map<number, EvmChainConfig>;
}

/**
 * Confirmations before a payment counts, by chain: deep enough that a reorganisation is not a
 * practical risk for a gem pack (Ethereum ~2.5 min, Polygon ~2 min, BNB ~45 s, L2s on their
 * sequencer's soft finality). A chain not named here (a test chain) needs 1. `EVM_CONFIRMATIONS`
 * overrides any of them.
 */
export const DEFAULT_CONFIRMATIONS: Record<number, number> = {
  1: 12,
  137: 64,
  56: 15,
  42161: 20,
  10: 20,
  8453: 20,
};

/**
 * `1=b,137=d` → chain id and value pairs (`Number` reads the id, spaces around it included); throws on
 * a malformed entry (read once, at first use, from the configuration).
 */
function pairs(value: string | undefined, name: string): [number, string][] {
  return (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf("=");
      if (at < 1) throw new Error(`${name}: "${entry}" is not key=value`);
      return [Number(entry.slice(0, at)), entry.slice(at + 1).trim()];
    });
}

const rails = new WeakMap<Env, EvmRail | null>();

/**
 * The configuration's EVM rail (one per configuration), or null when it is off: it needs the
 * platform wallet and at least one chain's RPC endpoint. Tokens: the shared table's stablecoins on
 * its chains, plus `EVM_EXTRA_TOKENS`.
 */
export function evmRail(env: Env): EvmRail | null {
  const known = rails.get(env);
  if (known !== undefined) return known;
  let rail: EvmRail | null = null;
  const rpcUrls = pairs(env.EVM_RPC_URLS, "EVM_RPC_URLS");
  if (env.EVM_PLATFORM_WALLET && rpcUrls.length > 0) {
    if (!isAddress(env.EVM_PLATFORM_WALLET)) throw new Error("EVM_PLATFORM_WALLET is not an address");
    const confirmations = new Map(
      pairs(env.EVM_CONFIRMATIONS, "EVM_CONFIRMATIONS").map(([id, n]) => [id, Number(n)]),
    );
    const extra = (env.EVM_EXTRA_TOKENS ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => {
        const [chainId, symbol, address, decimals] = entry.split(":");
        if (!chainId || !symbol || !address || !isAddress(address) || !decimals)
          throw new Error(`EVM_EXTRA_TOKENS: "${entry}" is not chainId:SYMBOL:address:decimals`);
        return {
          chainId: Number(chainId),
          symbol: symbol.toUpperCase(),
          address: getAddress(address),
          decimals: Number(decimals),
        };
      });
    const chains = new Map<number, EvmChainConfig>();
    for (const [chainId, url] of rpcUrls) {
      const known = EVM_CHAINS.find((chain) => chain.id === chainId);
      const tokens: EvmToken[] = [];
      if (known)
        for (const symbol of ["USDC", "USDT"] as const) {
          const deployment = EVM_STABLECOINS[symbol][known.id];
          if (deployment)
            tokens.push({ symbol, address: getAddress(deployment.address), decimals: deployment.decimals });
        }
      for (const token of extra.filter((t) => t.chainId === chainId)) tokens.push(token);
      chains.set(chainId, {
        chainId,
        nativeSymbol: known?.nativeSymbol ?? "ETH",
        confirmations: confirmations.get(chainId) ?? DEFAULT_CONFIRMATIONS[chainId] ?? 1,
        tokens,
        client: createPublicClient({ transport: http(url, { timeout: 10_000, retryCount: 1 }) }),
      });
    }
    rail = { platformWallet: getAddress(env.EVM_PLATFORM_WALLET), chains };
  }
  rails.set(env, rail);
  return rail;
}
