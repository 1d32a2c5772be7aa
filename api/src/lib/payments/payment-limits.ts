import { perPlayerLimit, type RateLimitRule } from "../../middleware/rate-limit.ts";

/**
 * A payment call's limit per player per minute (each makes an order and asks a provider), with room
 * for 20 players behind one address.
 */
export const perPlayerPaymentLimit = (name: string, perMinute: number): RateLimitRule =>
  perPlayerLimit(name, perMinute);

/**
 * A provider's webhook deliveries per sending address per minute: far above what a provider sends for
 * a shop this size, and a ceiling on the work a stranger can make us do.
 */
export const webhookLimit = (name: string): RateLimitRule => ({ name, limit: 3000, windowSeconds: 60 });
