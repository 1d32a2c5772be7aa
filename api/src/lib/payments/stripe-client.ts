import Stripe from "stripe";
import type { Env } from "../../env.ts";

/** The Stripe rail's client and the secret its webhooks are signed with. */
export interface StripeRail {
  stripe: Stripe;
  webhookSecret: string;
}

/** How long Stripe's signed `t=` may be old (the SDK's default, named for the reader). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const rails = new WeakMap<Env, StripeRail | null>();

/**
 * The configuration's Stripe client (one per configuration), or null when Stripe is not configured.
 * Under Bun the SDK runs on `fetch` and verifies signatures with WebCrypto (its async helpers).
 * `STRIPE_API_BASE` points it at another host, e.g. a local stand-in of the Stripe API.
 */
export function stripeRail(env: Env): StripeRail | null {
  const known = rails.get(env);
  if (known !== undefined) return known;
  let rail: StripeRail | null = null;
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
    const protocol = base?.protocol === "http:" ? "http" : "https";
    rail = {
      stripe: new Stripe(env.STRIPE_SECRET_KEY, {
        httpClient: Stripe.createFetchHttpClient(),
        maxNetworkRetries: 2,
        timeout: 10_000,
        telemetry: false,
        ...(base
          ? { host: base.hostname, port: base.port || (protocol === "http" ? 80 : 443), protocol }
          : {}),
      }),
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    };
  }
  rails.set(env, rail);
  return rail;
}

/** WebCrypto for the SDK's async signature check (Bun has no synchronous HMAC in the SDK's path). */
export const stripeCrypto = Stripe.createSubtleCryptoProvider();
