import Stripe from "stripe";
import type { Env } from "../../env.ts";

/** The Stripe rail's client and the secret its webhooks are signed with. */
export interface StripeRail {
  stripe: Stripe;
  webhookSecret: string;
}

/**
 * How far Stripe's signed `t=` may be from our clock, either way (docs/payments.md: 300 s). The
 * SDK's own check refuses only a `t=` this much in the past, so `verifyWebhook` checks it instead.
 */
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

/**
 * The `t=` of a `Stripe-Signature` header as the SDK reads it (the last `t=` element, in seconds), so
 * the instant checked here is the one the verified HMAC covers; null when there is none.
 */
export function signatureTimestamp(header: string): number | null {
  let timestamp: number | null = null;
  for (const item of header.split(",")) {
    const [key, value] = item.split("=");
    // A bare `t` (no `=`) reads as NaN, as in the SDK.
    if (key === "t") timestamp = Number.parseInt(String(value), 10);
  }
  return Number.isNaN(timestamp) ? null : timestamp;
}

/** Why a webhook delivery was refused before its event was read. */
export type WebhookRefusal = "bad_signature" | "outside_tolerance" | "unreadable";

/**
 * Verifies a webhook delivery: the HMAC of the raw body under our secret (WebCrypto), its `t=` within
 * `WEBHOOK_TOLERANCE_SECONDS` of `nowMs` in the past AND the future, and the body parsed as JSON.
 * Answers the parsed (not yet validated) payload, or why it was refused.
 */
export async function verifyWebhook(
  rail: StripeRail,
  body: string,
  header: string | undefined,
  nowMs = Date.now(),
): Promise<{ ok: true; payload: unknown } | { ok: false; refusal: WebhookRefusal }> {
  // Stryker disable next-line ConditionalExpression: the SDK refuses a missing or empty header as a bad signature too; this guard types `header` for the check below
  if (!header) return { ok: false, refusal: "bad_signature" };
  let payload: unknown;
  try {
    // Tolerance 0: the SDK checks the HMAC only; the window, both ways, is checked below.
    payload = await rail.stripe.webhooks.constructEventAsync(
      body,
      header,
      rail.webhookSecret,
      0,
      stripeCrypto,
    );
  } catch (error) {
    // The SDK parses the body only once the signature holds: anything else it throws is the body's.
    if (error instanceof Stripe.errors.StripeSignatureVerificationError)
      return { ok: false, refusal: "bad_signature" };
    return { ok: false, refusal: "unreadable" };
  }
  const signedAt = signatureTimestamp(header);
  if (signedAt === null || Math.abs(Math.floor(nowMs / 1000) - signedAt) > WEBHOOK_TOLERANCE_SECONDS)
    return { ok: false, refusal: "outside_tolerance" };
  return { ok: true, payload };
}
