import { createHash } from "node:crypto";

/**
 * Browser protections for our HTML pages (issue A7): one Content-Security-Policy per site plus the
 * frame, opener and referrer policies. The API under /api has its own headers (app.ts).
 *
 * What the pages really load, and so what each policy allows:
 * - our own scripts, styles, images, fonts, media (`'self'`); `data:`/`blob:` images (inline SVG
 *   icons, wallet QR codes); inline styles (`style` attributes that React and the wallet modals set);
 * - the landing's Telegram Login Widget: its script from telegram.org, its iframe from
 *   oauth.telegram.org;
 * - the wallet modal (lazy, web only): the configured Solana RPC (https + wss), the public RPC of each
 *   EVM chain wagmi talks to (viem's chain defaults), WalletConnect / Reown (relay, RPC, explorer API,
 *   pulse, verify iframe, fonts: Reown's published CSP guidance), Coinbase Wallet (wallet RPC,
 *   WalletLink), Solflare's web wallet iframe. Wallet icons come from many hosts, so `img-src` allows
 *   any https image (images cannot run code).
 */

/** Telegram's web clients (Web A and Web K, both on web.telegram.org) embed Mini Apps in an iframe. */
export const TELEGRAM_FRAME_ANCESTORS = ["https://web.telegram.org", "https://*.telegram.org"] as const;

/** RPC endpoints of the EVM chains in web/src/features/wallet/evm-config.ts (viem's defaults). */
const EVM_RPC = [
  "https://ethereum.reth.rs",
  "https://polygon.drpc.org",
  "https://56.rpc.thirdweb.com",
  "https://arb1.arbitrum.io",
  "https://mainnet.optimism.io",
  "https://mainnet.base.org",
];
const WALLETCONNECT_CONNECT = [
  "https://rpc.walletconnect.com",
  "https://rpc.walletconnect.org",
  "https://relay.walletconnect.com",
  "https://relay.walletconnect.org",
  "wss://relay.walletconnect.com",
  "wss://relay.walletconnect.org",
  "https://pulse.walletconnect.com",
  "https://pulse.walletconnect.org",
  "https://api.web3modal.com",
  "https://api.web3modal.org",
  "https://explorer-api.walletconnect.com",
  "https://keys.walletconnect.com",
  "https://keys.walletconnect.org",
  "https://echo.walletconnect.com",
  "https://echo.walletconnect.org",
];
const COINBASE_CONNECT = [
  "https://rpc.wallet.coinbase.com",
  "https://keys.coinbase.com",
  "https://www.walletlink.org",
  "wss://www.walletlink.org",
  "https://cca-lite.coinbase.com",
];
const WALLET_FRAMES = [
  "https://verify.walletconnect.com",
  "https://verify.walletconnect.org",
  "https://secure.walletconnect.com",
  "https://secure.walletconnect.org",
  "https://connect.solflare.com",
];
const WALLET_FONTS = ["https://fonts.reown.com", "https://fonts.gstatic.com"];
const WALLET_STYLES = ["https://fonts.googleapis.com"];
const TELEGRAM_WIDGET_SCRIPT = "https://telegram.org";
const TELEGRAM_WIDGET_FRAME = "https://oauth.telegram.org";

export interface PagePolicyOptions {
  /** The Solana JSON-RPC endpoint the wallet modal uses (public config). */
  solanaRpcUrl: string;
  /**
   * The game stream's address (`PIXELSTREAMING_URL`): `/play` and `/play-pixel` show it in a frame,
   * in the web app and in the Mini App, so its origin (and only it) may be framed.
   */
  streamUrl?: string | undefined;
  /** Wert's widget origin when Wert is on: the web's purchase page shows its widget in a frame. */
  wertOrigin?: string | undefined;
}

/** The origin of `url` as a CSP source, or nothing when unset or not an http(s) URL. */
function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    const { origin, protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:" ? [origin] : [];
  } catch {
    return [];
  }
}

/** `wss://host` beside `https://host` (Solana subscriptions go over a websocket on the same host). */
function withWebSocket(url: string): string[] {
  try {
    const { origin, protocol, host } = new URL(url);
    const ws = protocol === "https:" ? `wss://${host}` : `ws://${host}`;
    return [origin, ws];
  } catch {
    return [];
  }
}

function serialize(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => (sources.length ? `${name} ${sources.join(" ")}` : name))
    .join("; ");
}

const COMMON = {
  "default-src": ["'self'"],
  "base-uri": ["'self'"],
  "object-src": ["'none'"],
  "form-action": ["'self'"],
  "manifest-src": ["'self'"],
  "media-src": ["'self'", "blob:"],
  "worker-src": ["'self'", "blob:"],
} as const;

/** The web app (`/`): never framed; the Login Widget and the wallet modal's hosts allowed. */
export function webCsp(options: PagePolicyOptions): string {
  return serialize({
    ...COMMON,
    "script-src": ["'self'", TELEGRAM_WIDGET_SCRIPT],
    "style-src": ["'self'", "'unsafe-inline'", ...WALLET_STYLES],
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:", ...WALLET_FONTS],
    "connect-src": [
      "'self'",
      ...withWebSocket(options.solanaRpcUrl),
      ...EVM_RPC,
      ...WALLETCONNECT_CONNECT,
      ...COINBASE_CONNECT,
    ],
    "frame-src": [
      TELEGRAM_WIDGET_FRAME,
      ...WALLET_FRAMES,
      ...originOf(options.streamUrl),
      ...originOf(options.wertOrigin),
    ],
    "frame-ancestors": ["'none'"],
  });
}

/**
 * The one inline event handler the Mini App's pages may carry: the empty one. TON Connect's UI
 * (@tonconnect/ui, `fixMobileSafariActiveTransition`, run when its root mounts, once the player opens
 * the Purchase page's TON panel) sets `<body ontouchstart="">` so that iOS Safari applies `:active` styles; Chrome checks any `on*`
 * attribute against the CSP when it is set, and without this the page logs a violation. The hash of
 * the empty string, under `'unsafe-hashes'` in `script-src-attr`, allows exactly that attribute: a
 * handler with no code. Every other inline handler stays blocked and `script-src` is unchanged.
 */
export const EMPTY_EVENT_HANDLER_HASH = `'sha256-${createHash("sha256").update("").digest("base64")}'`;

/**
 * The Mini App (`/tg-app/`): our own scripts only, framed only by Telegram's web clients. TON
 * Connect (lazy, once the player opens the Purchase page's TON panel) gets its wallet list, fetched
 * from config.ton.org by our code, as a `blob:` URL (miniapp/src/ton/ton-connect-ui.tsx), hence
 * `blob:` in `connect-src`; it talks to the chosen wallet's bridge over https server-sent events, and
 * that list is open and changes, so `connect-src` allows any https origin here. The wallet modal
 * (vesting, staking, the NFT claim) adds what it needs beyond https: the Solana RPC's websocket and
 * WalletConnect's and Coinbase's relays (wss), and WalletConnect's verification frames. Scripts stay
 * `'self'`, so nothing foreign can run; inline handlers only as empty ones (EMPTY_EVENT_HANDLER_HASH).
 * No payment frame: gems are bought with Stars here.
 */
export function miniAppCsp(
  options: Partial<Pick<PagePolicyOptions, "streamUrl" | "solanaRpcUrl">> = {},
): string {
  const sockets = [...WALLETCONNECT_CONNECT, ...COINBASE_CONNECT].filter((source) =>
    source.startsWith("wss:"),
  );
  return serialize({
    ...COMMON,
    "script-src": ["'self'"],
    "script-src-attr": ["'unsafe-hashes'", EMPTY_EVENT_HANDLER_HASH],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": [
      "'self'",
      "https:",
      "blob:",
      ...(options.solanaRpcUrl ? withWebSocket(options.solanaRpcUrl) : []),
      ...sockets,
    ],
    "frame-src": [...originOf(options.streamUrl), ...WALLET_FRAMES],
    "frame-ancestors": [...TELEGRAM_FRAME_ANCESTORS],
  });
}

/** Headers on every page of the site: CSP, opener and referrer policies; X-Frame-Options on the web. */
export function pageHeaders(site: "web" | "miniapp", options: PagePolicyOptions): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": site === "web" ? webCsp(options) : miniAppCsp(options),
    // The Coinbase Wallet SDK opens keys.coinbase.com as a popup and talks to it: `same-origin` breaks it.
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
  };
  // The legacy header cannot name Telegram's origins, so the Mini App relies on frame-ancestors alone.
  if (site === "web") headers["X-Frame-Options"] = "DENY";
  return headers;
}
