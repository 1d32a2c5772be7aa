import { describe, expect, it } from "vitest";
import { ApiError } from "../errors.ts";
import { fromChain } from "./chain-call.ts";

// A chain call made while a player waits: its answer passes through; its failure reads as the
// payment provider not answering (503 PAYMENT_PROVIDER_UNAVAILABLE), never as a 500.
describe("fromChain", () => {
  it("returns what the chain answered", async () => {
    expect(await fromChain(async () => 123n)).toBe(123n);
  });

  it("turns any failure of the call into 503 PAYMENT_PROVIDER_UNAVAILABLE", async () => {
    for (const failure of [new Error("fetch failed"), new TypeError("bad answer"), "a string"]) {
      const error = await fromChain(() => Promise.reject(failure)).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect([(error as ApiError).status, (error as ApiError).code, (error as ApiError).message]).toEqual([
        503,
        "PAYMENT_PROVIDER_UNAVAILABLE",
        "The payment provider did not answer. Please try again in a moment.",
      ]);
    }
  });
});
