import { describe, expect, it } from "vitest";
import { EVM_CHAIN_IDS, EVM_CHAINS, evmChainById } from "./chains.ts";

// The EVM chains a player can pay on (docs/payments.md): a chain id names one of them, or none.
describe("evmChainById", () => {
  it("finds each supported chain by its id", () => {
    expect(evmChainById(137)).toEqual({
      id: 137,
      name: "Polygon",
      nativeSymbol: "POL",
      explorerUrl: "https://polygonscan.com",
    });
    expect(evmChainById(1)?.name).toBe("Ethereum");
    for (const id of EVM_CHAIN_IDS) expect(evmChainById(id)?.id).toBe(id);
    expect(EVM_CHAIN_IDS).toEqual(EVM_CHAINS.map((chain) => chain.id));
  });

  it("finds nothing for an unsupported chain or no chain at all", () => {
    expect(evmChainById(5)).toBeUndefined();
    expect(evmChainById(0)).toBeUndefined();
    expect(evmChainById(undefined)).toBeUndefined();
  });
});
