import { type Address, createPublicClient, formatUnits, http, type PublicClient, parseAbi } from "viem";
import type { Env } from "../../env.ts";
import { ApiError } from "../errors.ts";
import type { PresaleView } from "./responses.ts";

export { type PresaleView, presaleResponse } from "./responses.ts";

/** The sale the vesting page shows (docs/product/economy.md §9: public presale sale number 1). */
export const PUBLIC_SALE_ID = 1n;
/** docs/product/economy.md §9: the price has 6 decimals, token amounts 18. */
const PRICE_DECIMALS = 6;
const TOKEN_DECIMALS = 18;
/** How long one read of the chain answers every player (the page refreshes on demand). */
const CACHE_MS = 15_000;

/** `getSaleData` of api/contracts/JadeVersePresale.sol (the test compiles the source and compares). */
export const PRESALE_ABI = parseAbi([
  "function getSaleData(uint256 saleId) view returns (bool saleStarted, bool saleFinished, uint256 tokenPrice, uint256 soldAmountOfTokens, uint256 poolOfTokens, address[] buyers, uint256[] tokensPerBuyer)",
]);

interface PresaleSource {
  chainId: number;
  contract: Address;
  client: PublicClient;
  cached?: { at: number; view: PresaleView };
}

const sources = new WeakMap<Env, PresaleSource | null>();

function sourceOf(env: Env): PresaleSource | null {
  const known = sources.get(env);
  if (known !== undefined) return known;
  const source =
    env.PRESALE_CONTRACT_ADDRESS && env.PRESALE_RPC_URL
      ? {
          chainId: env.PRESALE_CHAIN_ID,
          contract: env.PRESALE_CONTRACT_ADDRESS as Address,
          client: createPublicClient({
            transport: http(env.PRESALE_RPC_URL, { timeout: 10_000, retryCount: 1 }),
          }),
        }
      : null;
  sources.set(env, source);
  return source;
}

/**
 * The public presale as the chain has it (docs/product/economy.md §2 "Public presale shows sale status Not started,
 * Active, Finished (read on-chain)"): sale 1 of the configured contract, read with viem, cached for 15
 * seconds. Read by the server rather than the page, so the page needs no RPC endpoint of its own
 * (no key in the browser, no extra origin in the page policy). `{ configured: false }` when no
 * contract is configured; 503 with the spec's message when the chain does not answer.
 */
export async function readPresale(env: Env, now = Date.now()): Promise<PresaleView> {
  const source = sourceOf(env);
  if (!source) return { configured: false };
  if (source.cached && now - source.cached.at < CACHE_MS) return source.cached.view;
  let data: readonly [boolean, boolean, bigint, bigint, bigint, readonly Address[], readonly bigint[]];
  try {
    data = await source.client.readContract({
      address: source.contract,
      abi: PRESALE_ABI,
      functionName: "getSaleData",
      args: [PUBLIC_SALE_ID],
    });
  } catch (error) {
    const unavailable = new ApiError(503, "PRESALE_UNAVAILABLE");
    unavailable.cause = error;
    throw unavailable;
  }
  const [started, finished, price, sold, pool, buyers] = data;
  const view: PresaleView = {
    configured: true,
    chainId: source.chainId,
    contract: source.contract,
    saleId: Number(PUBLIC_SALE_ID),
    status: finished ? "Finished" : started ? "Active" : "Not started",
    tokenPrice: formatUnits(price, PRICE_DECIMALS),
    soldAmountOfTokens: formatUnits(sold, TOKEN_DECIMALS),
    poolOfTokens: formatUnits(pool, TOKEN_DECIMALS),
    soldPercent: pool === 0n ? 0 : Number((sold * 10_000n) / pool) / 100,
    buyers: buyers.length,
  };
  source.cached = { at: now, view };
  return view;
}
