import { z } from "zod";
import { bool, optionalString } from "./env-primitives.ts";
import { parsePassPrices } from "./lib/passes/stripe-prices.ts";

/**
 * The payment rails' configuration variables (docs/payments.md, docs/configuration.md): Stripe, EVM
 * chains and their price feed, Wert. Part of the API's one schema (env.ts); a rail without its
 * variables is off.
 */
export const paymentRailFields = {
  /** Stripe's secret key (`sk_live_…` / `sk_test_…`); unset → card payments by Stripe are off. */
  STRIPE_SECRET_KEY: optionalString,
  /** The webhook endpoint's signing secret (`whsec_…`); required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** The platform's EVM wallet receiving crypto payments; unset → EVM payments are off. */
  EVM_PLATFORM_WALLET: optionalString,
  /** JSON-RPC endpoint per EVM chain, `chainId=url` pairs, comma-separated; a chain left out is not taken. */
  EVM_RPC_URLS: optionalString,
  /** Confirmations per chain, `chainId=n` pairs (defaults in api/src/lib/payments/evm/config.ts). */
  EVM_CONFIRMATIONS: optionalString,
  /** More allow-listed tokens, `chainId:SYMBOL:address:decimals` entries (a test chain's stablecoin). */
  EVM_EXTRA_TOKENS: optionalString,
  /** A CoinGecko-compatible price API for native coins (`/simple/price`). */
  PRICE_FEED_URL: z.url().default("https://api.coingecko.com/api/v3"),
  /** A native coin's price older than this is not used for a quote, seconds. */
  PRICE_MAX_AGE_SECONDS: z.coerce.number().int().positive().max(3_600).default(120),
  /** Another Stripe API base (`http://127.0.0.1:12111`: a local stand-in); default Stripe's own. */
  STRIPE_API_BASE: optionalString.pipe(z.url().optional()),
  /**
   * The Stripe Price of each season pass, `passId=price_…` pairs, comma-separated (docs/passes.md);
   * a pass left out is sold at the pass table's price as an inline 30-day recurring price.
   */
  STRIPE_PASS_PRICES: z
    .string()
    .default("")
    .transform((v, ctx) => parsePassPrices(v, ctx)),
  /** Wert partner id (the widget's `partner_id`); with WERT_API_KEY and WERT_WALLET_ADDRESS turns Wert on. */
  WERT_PARTNER_ID: optionalString,
  /** Wert partner API key (`X-Api-Key` of create-session and the Data API). Never logged. */
  WERT_API_KEY: optionalString,
  /** Wert's sandbox (`partner-sandbox.wert.io`, widget `sandbox.wert.io`) instead of production. */
  WERT_SANDBOX: bool,
  /** Where the crypto a card payment buys is delivered (the platform's wallet on WERT_NETWORK). */
  WERT_WALLET_ADDRESS: optionalString,
  /** The crypto Wert buys for the platform with the player's card (a stablecoin: the order is in dollars). */
  WERT_COMMODITY: z.string().trim().min(1).max(20).default("USDC"),
  WERT_NETWORK: z.string().trim().min(1).max(40).default("polygon"),
  /** Another Wert partner API base (a local stand-in); default from WERT_SANDBOX. */
  WERT_API_BASE: optionalString.pipe(z.url().optional()),
  /** Another Wert widget origin (a local stand-in); default from WERT_SANDBOX. */
  WERT_WIDGET_ORIGIN: optionalString.pipe(z.url().optional()),
};
