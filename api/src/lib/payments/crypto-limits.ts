import type { RateLimitRule } from "../../middleware/rate-limit.ts";
import { ApiError } from "../errors.ts";
import { perPlayerPaymentLimit } from "./payment-limits.ts";

/** Crypto payment calls per player per minute, by rail (an initialisation also asks the price service). */
export const cryptoPaymentLimit = (name: string): RateLimitRule => perPlayerPaymentLimit(name, 20);

/** A rail this server is configured for, or 503 PAYMENT_METHOD_NOT_AVAILABLE. */
export function configuredRail<T>(rail: T | null): T {
  if (!rail) throw new ApiError(503, "PAYMENT_METHOD_NOT_AVAILABLE");
  return rail;
}
