import { z } from "zod";

/** TON's public list of wallets (the TON Connect SDK's default `walletsListSource`). */
export const TON_WALLETS_LIST_URL = "https://config.ton.org/wallets-v2.json";

/** Past this the request is given up and the panel offers to try again. */
const LOAD_TIMEOUT_MS = 15_000;

/** How a wallet is reached: a bridge over server-sent events, or one it injects into the page. */
const bridgeSchema = z.discriminatedUnion("type", [
  z.looseObject({ type: z.literal("sse"), url: z.string().min(1) }),
  z.looseObject({ type: z.literal("js"), key: z.string().min(1) }),
]);

/**
 * One entry of the list, as the SDK accepts it (its `isCorrectWalletConfigDTO`): a name, an app name,
 * an image, an about page, at least one platform and one bridge, and a universal link when it has an
 * SSE bridge. Other fields pass through untouched.
 */
const walletSchema = z
  .looseObject({
    name: z.string().min(1),
    app_name: z.string().min(1),
    image: z.string(),
    about_url: z.string(),
    platforms: z.array(z.string()).min(1),
    bridge: z.array(bridgeSchema).min(1),
    universal_url: z.string().optional(),
  })
  .refine((wallet) => wallet.universal_url || wallet.bridge.every((bridge) => bridge.type !== "sse"));

export type WalletEntry = z.infer<typeof walletSchema>;

/**
 * The entries the SDK would keep: a malformed one is left out here, quietly, instead of the SDK
 * logging it; a list that is not a list, or keeps no wallet, is no list.
 */
export function parseWalletsList(body: unknown): WalletEntry[] | null {
  if (!Array.isArray(body)) return null;
  const wallets = body.flatMap((entry) => {
    const parsed = walletSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
  return wallets.length > 0 ? wallets : null;
}

/**
 * Fetches the wallet list when the player opens the TON panel, never before. Resolves to `null` when
 * it cannot be had (offline, refused, timed out, malformed): the panel says so and offers a retry,
 * where the SDK would log the failure and fall back to its own stale list.
 */
export async function loadWalletsList(
  signal: AbortSignal,
  source = TON_WALLETS_LIST_URL,
): Promise<WalletEntry[] | null> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (signal.aborted) abort();
  signal.addEventListener("abort", abort);
  const timer = setTimeout(abort, LOAD_TIMEOUT_MS);
  try {
    const response = await fetch(source, { signal: controller.signal });
    if (!response.ok) return null;
    return parseWalletsList(await response.json());
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener("abort", abort);
  }
}
