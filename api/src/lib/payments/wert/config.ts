import type { Env } from "../../../env.ts";

/**
 * The Wert rail: card payments through Wert's widget (https://docs.wert.io). The player pays Wert by
 * card; Wert buys `commodity` on `network` and delivers it to the platform's `walletAddress`. The
 * order is in dollars, so the commodity is a stablecoin by default (USDC on Polygon).
 */
export interface WertRail {
  partnerId: string;
  /** `X-Api-Key` of the partner API (create-session, Data API). Never logged. */
  apiKey: string;
  /** The partner API's base (`https://partner.wert.io`, the sandbox's, or a local stand-in). */
  apiBase: string;
  /** Where the widget is served from (the widget-initializer's `origin`). */
  widgetOrigin: string;
  walletAddress: string;
  commodity: string;
  network: string;
}

const PRODUCTION = { apiBase: "https://partner.wert.io", widgetOrigin: "https://widget.wert.io" };
const SANDBOX = { apiBase: "https://partner-sandbox.wert.io", widgetOrigin: "https://sandbox.wert.io" };

const rails = new WeakMap<Env, WertRail | null>();

/**
 * The configuration's Wert rail, or null when Wert is off: it needs `WERT_PARTNER_ID`,
 * `WERT_API_KEY` and `WERT_WALLET_ADDRESS` (the env schema refuses a partial set). `WERT_SANDBOX`
 * picks Wert's sandbox; `WERT_API_BASE` / `WERT_WIDGET_ORIGIN` point at another host (a stand-in).
 */
export function wertRail(env: Env): WertRail | null {
  const known = rails.get(env);
  if (known !== undefined) return known;
  let rail: WertRail | null = null;
  if (env.WERT_PARTNER_ID && env.WERT_API_KEY && env.WERT_WALLET_ADDRESS) {
    const hosts = env.WERT_SANDBOX ? SANDBOX : PRODUCTION;
    rail = {
      partnerId: env.WERT_PARTNER_ID,
      apiKey: env.WERT_API_KEY,
      apiBase: (env.WERT_API_BASE ?? hosts.apiBase).replace(/\/+$/, ""),
      widgetOrigin: new URL(env.WERT_WIDGET_ORIGIN ?? hosts.widgetOrigin).origin,
      walletAddress: env.WERT_WALLET_ADDRESS,
      commodity: env.WERT_COMMODITY,
      network: env.WERT_NETWORK,
    };
  }
  rails.set(env, rail);
  return rail;
}
