import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../lib/api-client.ts";
import { airdropFailure } from "./airdrop-queries.ts";
import { airdropMessages } from "./messages.ts";

const english = (failure: ReturnType<typeof airdropFailure>) =>
  "text" in failure ? failure.text : airdropMessages.english._(failure.id);

describe("what a failed airdrop claim shows (docs/product/economy.md §8 Airdrop)", () => {
  it("the server's own refusal, as it wrote it in the player's language", () => {
    const refused = new ApiRequestError(
      400,
      "AIRDROP_PASSWORD_USED",
      "Каждый код можно использовать один раз.",
      "ru",
    );
    expect(airdropFailure(refused)).toEqual({ text: "Каждый код можно использовать один раз." });
    const closed = new ApiRequestError(503, "AIRDROP_NOT_OPEN", "The NFT airdrop is not open.");
    expect(airdropFailure(closed)).toEqual({ text: "The NFT airdrop is not open." });
  });

  it("a network or server failure in the spec's words, anything else the fallback", () => {
    expect(english(airdropFailure(new ApiRequestError(0, "NETWORK_ERROR", "")))).toBe(
      "Network error. Please check your connection and try again.",
    );
    expect(english(airdropFailure(new TypeError("Failed to fetch")))).toBe(
      "Network error. Please check your connection and try again.",
    );
    expect(english(airdropFailure(new ApiRequestError(500, null, "boom")))).toBe(
      "Server error. Please try again later.",
    );
    expect(english(airdropFailure(new ApiRequestError(400, null, "")))).toBe(
      "An unexpected error occurred. Please try again.",
    );
    expect(english(airdropFailure(new Error("?")))).toBe("An unexpected error occurred. Please try again.");
  });
});
