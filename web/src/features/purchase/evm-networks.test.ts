import { describe, expect, it } from "vitest";
import { evmNetworks, tokenContract } from "./evm-networks.ts";
import { purchaseMessages } from "./messages.ts";

const USDC_ETHEREUM = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
const EXTRA = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
const unknownChain = (id: number) => purchaseMessages.english._("unknownChain", { id: String(id) });

describe("the picker's EVM networks", () => {
  it("are the server's: only the chains it takes, with its tokens (an extra one included)", () => {
    const networks = evmNetworks(
      {
        platformWallet: "0x2222222222222222222222222222222222222222",
        chains: [
          {
            chainId: 1,
            nativeSymbol: "ETH",
            tokens: [{ symbol: "USDC", address: USDC_ETHEREUM, decimals: 6 }],
          },
          { chainId: 31337, nativeSymbol: "ETH", tokens: [{ symbol: "TUSD", address: EXTRA, decimals: 18 }] },
        ],
      },
      unknownChain,
    );
    expect(networks).toEqual([
      { id: 1, name: "Ethereum", nativeSymbol: "ETH", tokens: [{ symbol: "USDC", address: USDC_ETHEREUM }] },
      { id: 31337, name: "Chain 31337", nativeSymbol: "ETH", tokens: [{ symbol: "TUSD", address: EXTRA }] },
    ]);
    expect(tokenContract(networks, { network: "31337", symbol: "TUSD", native: false })).toBe(EXTRA);
    expect(tokenContract(networks, { network: "1", symbol: "ETH", native: true })).toBeNull();
    // A token this server does not take on that network has no contract to pay.
    expect(tokenContract(networks, { network: "1", symbol: "USDT", native: false })).toBeNull();
  });

  it("with the rail off, are the spec's six networks and their stablecoins", () => {
    const networks = evmNetworks(null, unknownChain);
    expect(networks.map((network) => network.name)).toEqual([
      "Ethereum",
      "Polygon",
      "BNB Smart Chain",
      "Arbitrum One",
      "Optimism",
      "Base",
    ]);
    expect(networks[0]?.tokens.map((token) => token.symbol)).toEqual(["USDC", "USDT"]);
    expect(tokenContract(networks, { network: "1", symbol: "USDC", native: false })).toBe(USDC_ETHEREUM);
  });
});
