import { EVM_CHAINS, EVM_STABLECOINS, type EvmChainId } from "@jadeverse/api/client/chains";
import type { ApiClient } from "../../lib/api-client.ts";
import type { TokenChoice } from "./picker-rules.ts";

type PublicConfig = Awaited<
  ReturnType<Awaited<ReturnType<ApiClient["api"]["public-config"]["$get"]>>["json"]>
>;
/** The EVM rail as `GET /api/public-config` describes it (null: the rail is off on this server). */
export type EvmRailConfig = NonNullable<PublicConfig["payments"]["evm"]>;

/** A network of the picker's token step with the tokens it takes (the native coin first). */
export interface EvmNetwork {
  id: number;
  name: string;
  nativeSymbol: string;
  tokens: { symbol: string; address: string }[];
}

/**
 * The EVM networks the picker offers (docs/product/platform.md §9, docs/product/economy.md §9): those the server takes payments on, with
 * the tokens it accepts there (its stablecoins and any extra it is configured for), so a player never
 * picks a network the server would refuse. With the rail off, the spec's networks and stablecoins
 * (the picker then says the method is not available here). `unknownChain` names a chain the server
 * takes that the client does not know (its message, in the player's language).
 */
export function evmNetworks(
  rail: EvmRailConfig | null | undefined,
  unknownChain: (chainId: number) => string,
): EvmNetwork[] {
  if (rail && rail.chains.length > 0)
    return rail.chains.map((chain) => ({
      id: chain.chainId,
      name: EVM_CHAINS.find((known) => known.id === chain.chainId)?.name ?? unknownChain(chain.chainId),
      nativeSymbol: chain.nativeSymbol,
      tokens: chain.tokens.map(({ symbol, address }) => ({ symbol, address })),
    }));
  return EVM_CHAINS.map((chain) => ({
    id: chain.id,
    name: chain.name,
    nativeSymbol: chain.nativeSymbol,
    tokens: (["USDC", "USDT"] as const).flatMap((symbol) => {
      const deployment = EVM_STABLECOINS[symbol][chain.id as EvmChainId];
      return deployment ? [{ symbol, address: deployment.address }] : [];
    }),
  }));
}

/** The contract of a chosen token on its network (null for the native coin or an unknown token). */
export function tokenContract(networks: readonly EvmNetwork[], coin: TokenChoice): string | null {
  if (coin.native) return null;
  const network = networks.find((candidate) => String(candidate.id) === coin.network);
  return network?.tokens.find((token) => token.symbol === coin.symbol)?.address ?? null;
}
