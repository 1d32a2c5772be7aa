/**
 * Telegram's launch parameters, read by us rather than through the SDK's schema: that schema requires
 * `signature` inside `tgWebAppData`, which older clients do not send, and would call such a launch
 * "outside Telegram" although its `hash` (all the API checks) is valid.
 */

/** Where the launch parameters are kept for reloads after the URL has lost its hash. */
export const LAUNCH_STORAGE_KEY = "jadeverse/tg-launch-params";

export interface LaunchParams {
  /** `tgWebAppData` exactly as Telegram sent it: the credential the API verifies. */
  rawInitData: string;
  platform: string;
  version: string;
  /** `start_param` of the signed initData (or `tgWebAppStartParam`): the deep link or referral code. */
  startParam: string | undefined;
  /** Whether initData carries `signature` (clients before Bot API 8.0 do not). */
  signed: boolean;
  /** The launch parameters without initData: what the SDK needs for everything else. */
  sdkQuery: string;
}

/** The query part of a URL's search and hash, as Telegram appends launch parameters to either. */
export function queryOf(url: string): string {
  return url.replace(/^[^?#]*[?#]/, "").replace(/[?#]/g, "&");
}

/** Parses a launch query; `undefined` when it holds no initData (not a Telegram launch). */
export function parseLaunchQuery(query: string): LaunchParams | undefined {
  const params = new URLSearchParams(query);
  const rawInitData = params.get("tgWebAppData");
  if (!rawInitData) return undefined;
  const initData = new URLSearchParams(rawInitData);
  if (!initData.get("hash")) return undefined;
  const platform = params.get("tgWebAppPlatform") || "unknown";
  const version = params.get("tgWebAppVersion") || "6.0";
  const sdk = new URLSearchParams(params);
  sdk.delete("tgWebAppData");
  sdk.set("tgWebAppPlatform", platform);
  sdk.set("tgWebAppVersion", version);
  if (!sdk.has("tgWebAppThemeParams")) sdk.set("tgWebAppThemeParams", "{}");
  return {
    rawInitData,
    platform,
    version,
    startParam: initData.get("start_param") || params.get("tgWebAppStartParam") || undefined,
    signed: initData.has("signature"),
    sdkQuery: sdk.toString(),
  };
}

/** The first source holding launch parameters wins: the URL, the navigation entry, then storage. */
export function findLaunchParams(sources: readonly (() => string | null | undefined)[]): {
  params: LaunchParams;
  query: string;
} | null {
  for (const source of sources) {
    let query: string | null | undefined;
    try {
      query = source();
    } catch {
      continue;
    }
    const params = query ? parseLaunchQuery(query) : undefined;
    if (query && params) return { params, query };
  }
  return null;
}

/** The browser's sources, as the SDK reads them; a found query is kept for later reloads. */
export function readBrowserLaunchParams(): LaunchParams | undefined {
  const found = findLaunchParams([
    () => queryOf(window.location.href),
    () => {
      const [entry] = performance.getEntriesByType("navigation");
      return entry ? queryOf(entry.name) : null;
    },
    () => sessionStorage.getItem(LAUNCH_STORAGE_KEY),
  ]);
  if (!found) return undefined;
  try {
    sessionStorage.setItem(LAUNCH_STORAGE_KEY, found.query);
  } catch {
    // Storage disabled: a reload after navigating then shows the "open in Telegram" screen.
  }
  return found.params;
}
