import { isApiError } from "../../../lib/api-client.ts";
import { NETWORK_RETRY_DELAYS_MS } from "./constants.ts";

/** A fresh idempotency key for one write (the server applies a key once). */
export const newRequestKey = (): string => crypto.randomUUID();

export interface RetryOptions {
  /** Pauses before each further attempt; their count is the number of retries. */
  delaysMs?: readonly number[];
  /** How to wait (tests pass an immediate one). */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends a write with one request key, and again with the SAME key only when nothing answered (a
 * network failure: the first attempt may or may not have been applied, and the key makes the repeat
 * safe). Any answer from the server (a refusal included) is final and thrown as it came.
 */
export async function sendWithRetry<T>(
  send: (requestKey: string) => Promise<T>,
  requestKey: string = newRequestKey(),
  { delaysMs = NETWORK_RETRY_DELAYS_MS, sleep = wait }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send(requestKey);
    } catch (error) {
      const delay = delaysMs[attempt];
      if (!isApiError(error, "NETWORK_ERROR") || delay === undefined) throw error;
      await sleep(delay);
    }
  }
}
