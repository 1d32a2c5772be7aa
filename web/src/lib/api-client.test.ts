import { describe, expect, it } from "vitest";
import { ApiRequestError, errorMessage, isApiError, unwrap } from "./api-client.ts";

const GENERIC = "Something went wrong! Please try again.";
const NETWORK = "Network error. Please check your connection and try again.";

describe("error messages", () => {
  it("are the server's, which for a spec code is the spec's exact words in English", () => {
    expect(
      errorMessage(new ApiRequestError(400, "SKIN_ALREADY_OWNED_ERROR", "Skin already owned!", "en")),
    ).toBe("Skin already owned!");
  });

  it("show the server's message for other codes, and a generic one otherwise", () => {
    expect(errorMessage(new ApiRequestError(401, "INVALID_CREDENTIALS", "Invalid e-mail or password."))).toBe(
      "Invalid e-mail or password.",
    );
    expect(errorMessage(new ApiRequestError(500, null, ""))).toBe(GENERIC);
    expect(errorMessage(new Error("boom"))).toBe(GENERIC);
  });

  it("say a call that nothing answered failed on the network", async () => {
    const failed = await unwrap(Promise.reject(new TypeError("Failed to fetch"))).catch((error) => error);
    expect(isApiError(failed, "NETWORK_ERROR")).toBe(true);
    expect(failed.message).toBe(NETWORK);
    expect(errorMessage(failed)).toBe(NETWORK);
  });

  it("are the server's in the language it wrote them in (the player's)", () => {
    const russian = new ApiRequestError(400, "NOT_ENOUGH_GEMS_ERROR", "Недостаточно кристаллов!", "ru");
    expect(errorMessage(russian)).toBe("Недостаточно кристаллов!");
  });

  it("narrow by the API's code union", () => {
    const error: unknown = new ApiRequestError(409, "ALREADY_PLAYING", "x");
    expect(isApiError(error, "ALREADY_PLAYING")).toBe(true);
    expect(isApiError(error, "NOT_FOUND")).toBe(false);
    // @ts-expect-error: not one of the API's codes
    isApiError(error, "NOT_A_CODE");
  });
});
