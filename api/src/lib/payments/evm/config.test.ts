import { EVM_STABLECOINS } from "@jadeverse/db/payments/chains";
import { getAddress } from "viem";
import { afterAll, describe, expect, it } from "vitest";
import { startEvmRpcStandIn } from "../../../../test/evm/rpc-stand-in.ts";
import { type Env, testEnv } from "../../../env.ts";
import { DEFAULT_CONFIRMATIONS, type EvmChainConfig, evmRail } from "./config.ts";

// The EVM rail as the configuration sets it (docs/payments.md): on only with the platform wallet and
// at least one chain's RPC endpoint; per chain its native coin, its stablecoins, the extra tokens named
// for it and the confirmations a payment needs.
const WALLET = "0x00000000000000000000000000000000000000aa";
const TOKEN = "0x00000000000000000000000000000000000000bb";
const rail = (overrides: Partial<Record<keyof Env, string>>) => evmRail(testEnv(overrides));
const on = (overrides: Partial<Record<keyof Env, string>> = {}) =>
  rail({ EVM_PLATFORM_WALLET: WALLET, EVM_RPC_URLS: "1=http://127.0.0.1:1", ...overrides });
const summary = (chain: EvmChainConfig | undefined) =>
  chain && {
    nativeSymbol: chain.nativeSymbol,
    confirmations: chain.confirmations,
    tokens: chain.tokens,
    url: (chain.client.transport as unknown as { url: string }).url,
  };
const stablecoin = (symbol: "USDC" | "USDT", chainId: 1 | 137 | 8453) => {
  const deployment = EVM_STABLECOINS[symbol][chainId]!;
  return { symbol, address: getAddress(deployment.address), decimals: deployment.decimals };
};

describe("evmRail", () => {
  it("is off without the platform wallet or without any RPC endpoint", () => {
    expect(rail({})).toBeNull();
    expect(rail({ EVM_PLATFORM_WALLET: WALLET })).toBeNull();
    expect(rail({ EVM_PLATFORM_WALLET: WALLET, EVM_RPC_URLS: " , " })).toBeNull();
    expect(rail({ EVM_RPC_URLS: "1=http://127.0.0.1:1" })).toBeNull();
  });

  it("reads the configuration once: the same rail every time it is asked", () => {
    const env = testEnv({ EVM_PLATFORM_WALLET: WALLET, EVM_RPC_URLS: "1=http://127.0.0.1:1" });
    const first = evmRail(env);
    expect(first).not.toBeNull();
    expect(evmRail(env)).toBe(first);
  });

  it("takes each named chain with its native coin, its stablecoins and its default confirmations", () => {
    const evm = on({
      EVM_RPC_URLS: " 1 = http://127.0.0.1:1/eth , ,137=http://127.0.0.1:2/polygon,8453=http://b, ",
    });
    expect(evm?.platformWallet).toBe(getAddress(WALLET));
    expect([...(evm?.chains.keys() ?? [])]).toEqual([1, 137, 8453]);
    expect(summary(evm?.chains.get(1))).toEqual({
      nativeSymbol: "ETH",
      confirmations: 12,
      tokens: [stablecoin("USDC", 1), stablecoin("USDT", 1)],
      url: "http://127.0.0.1:1/eth",
    });
    expect(summary(evm?.chains.get(137))).toEqual({
      nativeSymbol: "POL",
      confirmations: 64,
      tokens: [stablecoin("USDC", 137), stablecoin("USDT", 137)],
      url: "http://127.0.0.1:2/polygon",
    });
    // Base has no USDT: only its USDC is taken.
    expect(summary(evm?.chains.get(8453))?.tokens).toEqual([stablecoin("USDC", 8453)]);
    expect(DEFAULT_CONFIRMATIONS).toEqual({ 1: 12, 137: 64, 56: 15, 42161: 20, 10: 20, 8453: 20 });
  });

  it("takes a chain it does not know (a test chain) paying in ETH, with 1 confirmation and only the extra tokens named for it", () => {
    const evm = on({
      EVM_RPC_URLS: "31337=http://127.0.0.1:1,1=http://127.0.0.1:2",
      EVM_EXTRA_TOKENS: ` 31337:usdc:${TOKEN}:6 , ,5:JADE:${WALLET}:18, `,
    });
    expect(summary(evm?.chains.get(31337))).toEqual({
      nativeSymbol: "ETH",
      confirmations: 1,
      tokens: [{ chainId: 31337, symbol: "USDC", address: getAddress(TOKEN), decimals: 6 }],
      url: "http://127.0.0.1:1",
    });
    expect(evm?.chains.get(1)?.tokens).toEqual([stablecoin("USDC", 1), stablecoin("USDT", 1)]);
    expect(evm?.chains.has(5)).toBe(false);
  });

  it("lets EVM_CONFIRMATIONS override a chain's confirmations, leaving the others at their default", () => {
    const evm = on({
      EVM_RPC_URLS: "1=http://a,137=http://b,31337=http://c",
      EVM_CONFIRMATIONS: "137=3, 31337 = 2",
    });
    expect([1, 137, 31337].map((id) => evm?.chains.get(id)?.confirmations)).toEqual([12, 3, 2]);
  });

  it("refuses a malformed configuration, naming the variable and the entry", () => {
    expect(() => on({ EVM_RPC_URLS: "=http://a" })).toThrow('EVM_RPC_URLS: "=http://a" is not key=value');
    expect(() => on({ EVM_RPC_URLS: "1=http://a,http://b" })).toThrow(
      'EVM_RPC_URLS: "http://b" is not key=value',
    );
    expect(() => on({ EVM_CONFIRMATIONS: "1:12" })).toThrow('EVM_CONFIRMATIONS: "1:12" is not key=value');
    expect(() => on({ EVM_PLATFORM_WALLET: "0x1234" })).toThrow("EVM_PLATFORM_WALLET is not an address");
    for (const entry of [
      `:USDC:${TOKEN}:6`,
      `1::${TOKEN}:6`,
      "1:USDC::6",
      "1:USDC:0x1234:6",
      `1:USDC:${TOKEN}`,
      `1:USDC:${TOKEN}:`,
    ])
      expect(() => on({ EVM_EXTRA_TOKENS: entry }), entry).toThrow(
        `EVM_EXTRA_TOKENS: "${entry}" is not chainId:SYMBOL:address:decimals`,
      );
  });
});

describe("the chain's client", () => {
  const node = startEvmRpcStandIn();
  afterAll(() => node.stop());

  it("asks a failing node once more, not more: a payment check is not held up by retries", async () => {
    node.httpStatus = 503;
    const client = on({ EVM_RPC_URLS: `1=${node.url}` })!.chains.get(1)!.client;
    await expect(client.getBlockNumber({ cacheTime: 0 })).rejects.toThrow();
    expect(node.calls).toEqual(["(refused)", "(refused)"]);
  });
});
