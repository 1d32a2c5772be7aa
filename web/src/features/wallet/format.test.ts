import { describe, expect, it } from "vitest";
import { describeWalletError, shortenAddress } from "./format.ts";

describe("shortenAddress", () => {
  it("keeps 0x plus four characters and the last four of an EVM address", () => {
    expect(shortenAddress("0x71C7656EC7ab88b098defB751B7401B5f6d8976F")).toBe("0x71C7…976F");
  });

  it("keeps four and four of a Solana public key", () => {
    expect(shortenAddress("4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU")).toBe("4zMM…ncDU");
  });

  it("leaves short strings whole", () => {
    expect(shortenAddress("0x1234abcd")).toBe("0x1234abcd");
    expect(shortenAddress("abcdefghi")).toBe("abcdefghi");
  });
});

describe("describeWalletError", () => {
  const messages = { rejected: "declined", generic: "try again" };

  it("recognises an EIP-1193 user rejection, also when wrapped", () => {
    expect(describeWalletError({ code: 4001, message: "User rejected the request." }, messages)).toBe(
      "declined",
    );
    expect(describeWalletError({ name: "ConnectorError", cause: { code: 4001 } }, messages)).toBe("declined");
    expect(describeWalletError({ name: "UserRejectedRequestError" }, messages)).toBe("declined");
  });

  it("recognises a Solana wallet's rejection wrapped by the adapter", () => {
    expect(
      describeWalletError(
        { name: "WalletConnectionError", error: { message: "User rejected the request" } },
        messages,
      ),
    ).toBe("declined");
  });

  it("falls back to the generic message", () => {
    expect(describeWalletError(new Error("boom"), messages)).toBe("try again");
    expect(describeWalletError(undefined, messages)).toBe("try again");
  });
});
