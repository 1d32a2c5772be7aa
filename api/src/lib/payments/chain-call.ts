import { ApiError } from "../errors.ts";

/**
 * A call to a chain's RPC made while a player waits (a signature check, the chain's head): its failure
 * reads as the payment provider not answering (503 PAYMENT_PROVIDER_UNAVAILABLE), never as a 500.
 */
export async function fromChain<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch {
    throw new ApiError(503, "PAYMENT_PROVIDER_UNAVAILABLE");
  }
}
