import { SOLANA_TOKENS } from "@jadeverse/db/payments/chains";
import { afterAll, describe, expect, it } from "vitest";
import { randomAddress } from "../../../../test/solana/parsed-transactions.ts";
import { startSolanaRpcStandIn } from "../../../../test/solana/rpc-stand-in.ts";
import { testEnv } from "../../../env.ts";
import { solanaRail } from "./config.ts";

// The Solana rail a configuration gives (docs/payments.md): off without a platform wallet, refused
// at boot with a wallet that is not a Solana address, and otherwise SOL plus the enabled tokens
// minted on the configured cluster, read through the configured RPC endpoint.
const node = startSolanaRpcStandIn();
afterAll(() => node.stop());
const usdcMint = (cluster: "devnet" | "mainnet-beta") =>
  SOLANA_TOKENS.find((token) => token.symbol === "USDC")!.mints[cluster];

describe("solanaRail", () => {
  it("is off without SOLANA_PLATFORM_WALLET", () => {
    expect(solanaRail(testEnv({ SOLANA_RPC_URL: node.url }))).toBeNull();
  });

  it("refuses a platform wallet that is not a Solana address", () => {
    for (const wallet of ["0x52908400098527886E0F7030069857D2E4169EE7", "not-base58-0OIl", "1111"])
      expect(() => solanaRail(testEnv({ SOLANA_PLATFORM_WALLET: wallet }))).toThrow(
        "SOLANA_PLATFORM_WALLET is not a Solana address (base58, 32 bytes)",
      );
  });

  it("takes SOL and the enabled tokens minted on its cluster, and nothing else", () => {
    const platform = randomAddress();
    const devnet = solanaRail(testEnv({ SOLANA_PLATFORM_WALLET: platform, SOLANA_CLUSTER: "devnet" }))!;
    expect(devnet.cluster).toBe("devnet");
    expect(devnet.platformWallet).toBe(platform);
    expect(devnet.coins).toEqual([
      { symbol: "SOL", decimals: 9, mint: null },
      { symbol: "USDC", decimals: 6, mint: usdcMint("devnet") },
    ]);
    const mainnet = solanaRail(
      testEnv({ SOLANA_PLATFORM_WALLET: platform, SOLANA_CLUSTER: "mainnet-beta" }),
    )!;
    expect(mainnet.coins.map((coin) => [coin.symbol, coin.mint])).toEqual([
      ["SOL", null],
      ["USDC", usdcMint("mainnet-beta")],
      ["USDT", "Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYb"],
    ]);
    const testnet = solanaRail(testEnv({ SOLANA_PLATFORM_WALLET: platform, SOLANA_CLUSTER: "testnet" }))!;
    expect(testnet.coins).toEqual([{ symbol: "SOL", decimals: 9, mint: null }]);
  });

  it("is made once per configuration, its RPC client talking to SOLANA_RPC_URL", async () => {
    const env = testEnv({ SOLANA_PLATFORM_WALLET: randomAddress(), SOLANA_RPC_URL: node.url });
    const rail = solanaRail(env)!;
    expect(solanaRail(env)).toBe(rail);
    // Another configuration, even an equal one, has its own rail.
    expect(solanaRail({ ...env })).not.toBe(rail);
    const before = node.calls.length;
    expect(await rail.rpc.getSlot().send()).toBe(node.bank.slot());
    expect(node.calls.slice(before).map((call) => call.method)).toEqual(["getSlot"]);
  });
});
