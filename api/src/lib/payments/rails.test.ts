import { describe, expect, it } from "vitest";
import { testEnv } from "../../env.ts";
import { configuredRails, evmPublicConfig, solanaPublicConfig, wertPublicConfig } from "./rails.ts";

// Which payment rails the server offers, and what a browser is told to pay on each (docs/payments.md):
// a rail is on only with all of its credentials, and the public part never carries a key.
const EVM_WALLET = "0x52908400098527886e0f7030069857d2e4169ee7";
const EVM_WALLET_CHECKSUMMED = "0x52908400098527886E0F7030069857D2E4169EE7";
const SOLANA_WALLET = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM";
const full = {
  BOT_TOKEN: "123456:bot-token-for-tests",
  STRIPE_SECRET_KEY: "sk_test_rails",
  STRIPE_WEBHOOK_SECRET: "whsec_rails",
  WERT_PARTNER_ID: "partner-1",
  WERT_API_KEY: "wert-key-secret",
  WERT_WALLET_ADDRESS: EVM_WALLET,
  EVM_PLATFORM_WALLET: EVM_WALLET,
  EVM_RPC_URLS: "137=http://127.0.0.1:1,31337=http://127.0.0.1:2",
  SOLANA_PLATFORM_WALLET: SOLANA_WALLET,
};

describe("configuredRails", () => {
  it("offers every rail whose credentials are all set, in a fixed order", () => {
    expect(configuredRails(testEnv(full))).toEqual(["stars", "stripe", "wert", "evm", "solana"]);
    expect(configuredRails(testEnv())).toEqual([]);
  });

  it("offers each rail on its own credentials only", () => {
    expect(configuredRails(testEnv({ BOT_TOKEN: full.BOT_TOKEN }))).toEqual(["stars"]);
    expect(
      configuredRails(
        testEnv({
          STRIPE_SECRET_KEY: full.STRIPE_SECRET_KEY,
          STRIPE_WEBHOOK_SECRET: full.STRIPE_WEBHOOK_SECRET,
        }),
      ),
    ).toEqual(["stripe"]);
    expect(
      configuredRails(
        testEnv({ EVM_PLATFORM_WALLET: full.EVM_PLATFORM_WALLET, EVM_RPC_URLS: full.EVM_RPC_URLS }),
      ),
    ).toEqual(["evm"]);
    expect(configuredRails(testEnv({ SOLANA_PLATFORM_WALLET: SOLANA_WALLET }))).toEqual(["solana"]);
  });

  it("does not offer Stripe with a webhook secret but no key (its payments could not be made)", () => {
    expect(configuredRails(testEnv({ STRIPE_WEBHOOK_SECRET: full.STRIPE_WEBHOOK_SECRET }))).toEqual([]);
  });

  it("does not offer EVM with a wallet but no chain to watch", () => {
    expect(configuredRails(testEnv({ EVM_PLATFORM_WALLET: EVM_WALLET }))).toEqual([]);
  });
});

describe("evmPublicConfig", () => {
  it("tells the browser the platform wallet and, per chain, its native coin and tokens", () => {
    expect(evmPublicConfig(testEnv(full))).toEqual({
      platformWallet: EVM_WALLET_CHECKSUMMED,
      chains: [
        {
          chainId: 137,
          nativeSymbol: "POL",
          tokens: [
            { symbol: "USDC", address: "0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359", decimals: 6 },
            { symbol: "USDT", address: "0xc2132D05D31c914a87C6611C10748AEb04B58e8F", decimals: 6 },
          ],
        },
        { chainId: 31337, nativeSymbol: "ETH", tokens: [] },
      ],
    });
  });

  it("is null where EVM payments are off", () => {
    expect(evmPublicConfig(testEnv())).toBeNull();
  });
});

describe("solanaPublicConfig", () => {
  it("tells the browser the platform wallet and the coins taken on the cluster (SOL has no mint)", () => {
    expect(solanaPublicConfig(testEnv(full))).toEqual({
      platformWallet: SOLANA_WALLET,
      coins: [
        { symbol: "SOL", mint: null, decimals: 9 },
        { symbol: "USDC", mint: "4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU", decimals: 6 },
      ],
    });
  });

  it("is null where Solana payments are off", () => {
    expect(solanaPublicConfig(testEnv())).toBeNull();
  });
});

describe("wertPublicConfig", () => {
  it("tells the browser the partner id and the widget's origin, never the API key", () => {
    const config = wertPublicConfig(testEnv(full));
    expect(config).toEqual({ partnerId: "partner-1", origin: "https://widget.wert.io" });
    expect(JSON.stringify(config)).not.toContain(full.WERT_API_KEY);
    expect(wertPublicConfig(testEnv())).toBeNull();
  });
});
