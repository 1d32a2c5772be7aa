import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { newRequestKey, sendWithRetry } from "./request-rules.ts";

const immediately = { sleep: async () => {} };
const networkError = () => new ApiRequestError(0, "NETWORK_ERROR", "offline");

describe("sendWithRetry", () => {
  it("sends once when the server answers", async () => {
    const keys: string[] = [];
    const result = await sendWithRetry(async (key) => {
      keys.push(key);
      return "ok";
    }, "key-1");
    expect(result).toBe("ok");
    expect(keys).toEqual(["key-1"]);
  });

  it("repeats a network failure with the SAME key, then succeeds", async () => {
    const keys: string[] = [];
    const result = await sendWithRetry(
      async (key) => {
        keys.push(key);
        if (keys.length < 3) throw networkError();
        return 42;
      },
      "key-2",
      immediately,
    );
    expect(result).toBe(42);
    expect(keys).toEqual(["key-2", "key-2", "key-2"]);
  });

  it("gives up after the last pause and throws the network error", async () => {
    let calls = 0;
    await expect(
      sendWithRetry(
        async () => {
          calls++;
          throw networkError();
        },
        "key-3",
        { ...immediately, delaysMs: [1, 1] },
      ),
    ).rejects.toMatchObject({ code: "NETWORK_ERROR" });
    expect(calls).toBe(3);
  });

  it("never repeats a request the server refused", async () => {
    let calls = 0;
    await expect(
      sendWithRetry(
        async () => {
          calls++;
          throw new ApiRequestError(400, "INSUFFICIENT_BALANCE_ERROR", "Insufficient balance!");
        },
        "key-4",
        immediately,
      ),
    ).rejects.toMatchObject({ code: "INSUFFICIENT_BALANCE_ERROR" });
    expect(calls).toBe(1);
  });

  it("makes a fresh key per write", () => {
    const a = newRequestKey();
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(newRequestKey()).not.toBe(a);
  });
});
