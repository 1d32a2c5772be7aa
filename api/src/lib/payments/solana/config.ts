import { SOLANA_TOKENS } from "@jadeverse/db/payments/chains";
import { type Address, address, createSolanaRpc, isAddress } from "@solana/kit";
import type { Env } from "../../../env.ts";
import { clusterApiUrlFor, type SolanaCluster } from "../../solana-cluster.ts";

/** A token the platform takes on its Solana cluster (SOL itself has no mint). */
export interface SolanaCoin {
  symbol: string;
  decimals: number;
  /** The SPL mint, or null for SOL. */
  mint: Address | null;
}

export interface SolanaRail {
  cluster: SolanaCluster;
  platformWallet: Address;
  coins: SolanaCoin[];
  rpc: ReturnType<typeof createSolanaRpc>;
}

const rails = new WeakMap<Env, SolanaRail | null>();

/**
 * The configuration's Solana rail (one per configuration), or null when it is off: it needs the
 * platform wallet (`SOLANA_PLATFORM_WALLET`); the RPC endpoint is `SOLANA_RPC_URL` or the cluster's
 * public one. The coins are the shared table's enabled tokens with a mint on the cluster, and SOL.
 */
export function solanaRail(env: Env): SolanaRail | null {
  const known = rails.get(env);
  if (known !== undefined) return known;
  let rail: SolanaRail | null = null;
  if (env.SOLANA_PLATFORM_WALLET) {
    if (!isAddress(env.SOLANA_PLATFORM_WALLET))
      throw new Error("SOLANA_PLATFORM_WALLET is not a Solana address (base58, 32 bytes)");
    const cluster = env.SOLANA_CLUSTER;
    const coins: SolanaCoin[] = [];
    for (const token of SOLANA_TOKENS) {
      // Stryker disable next-line ConditionalExpression: the one disabled token (JADE) has no mint on any cluster, so it is left out either way
      if (!token.enabled) continue;
      if (token.symbol === "SOL") coins.push({ symbol: "SOL", decimals: token.decimals, mint: null });
      else {
        const mint = token.mints[cluster];
        if (mint) coins.push({ symbol: token.symbol, decimals: token.decimals, mint: address(mint) });
      }
    }
    rail = {
      cluster,
      platformWallet: address(env.SOLANA_PLATFORM_WALLET),
      coins,
      rpc: createSolanaRpc(env.SOLANA_RPC_URL ?? clusterApiUrlFor(cluster)),
    };
  }
  rails.set(env, rail);
  return rail;
}
