import { afterEach, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { envSchema } from "../../env.ts";

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe("GET /api/public-config", () => {
  it("names the Login Widget bot only when a bot is configured, and never exposes its token", async () => {
    api = await startTestApi({
      BOT_TOKEN: "123456:secret-bot-token",
      BOT_USERNAME: "JadeVerseBot",
      TELEGRAM_API_ROOT: "http://127.0.0.1:9",
      WALLETCONNECT_PROJECT_ID: "wc-project",
      SOLANA_CLUSTER: "devnet",
    });
    const res = await api.request("GET", "/api/public-config");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      telegramBotUsername: "JadeVerseBot",
      walletConnectProjectId: "wc-project",
      solana: { cluster: "devnet", rpcUrl: "https://api.devnet.solana.com" },
    });
    expect(JSON.stringify(res.body)).not.toContain("secret-bot-token");
  });

  it("hides the widget without a bot token and honours a custom Solana RPC", async () => {
    api = await startTestApi({ BOT_USERNAME: "JadeVerseBot", SOLANA_RPC_URL: "http://127.0.0.1:8899" });
    const res = await api.request("GET", "/api/public-config");
    expect(res.body).toMatchObject({
      telegramBotUsername: null,
      walletConnectProjectId: null,
      solana: { cluster: "devnet", rpcUrl: "http://127.0.0.1:8899" },
    });
  });

  it("sends the spec's feature flags, overridden per deployment by FEATURE_FLAGS, and the queue's heartbeat timing", async () => {
    api = await startTestApi({ QUEUE_HEARTBEAT_TIMEOUT_MS: "45000", QUEUE_MAX_PLAYERS: "80" });
    expect((await api.request("GET", "/api/public-config")).body).toMatchObject({
      flags: {
        launchGame: true,
        playButton: true,
        buyPacks: true,
        fireworksFrenzy: false,
        seasonPasses: true,
        nftMint: false,
        gameListPlayButton: false,
        search: false,
        favorites: false,
        playEnabled: false,
      },
      queue: { maxPlayers: 80, heartbeatIntervalMs: 10_000, heartbeatTimeoutMs: 45_000 },
    });
    await api.close();
    api = undefined;
    api = await startTestApi({
      FEATURE_FLAGS: " search=true, playEnabled=true ,buyPacks=false,seasonPasses=false",
    });
    const { flags } = (await api.request("GET", "/api/public-config")).body;
    expect(flags).toMatchObject({
      search: true,
      playEnabled: true,
      buyPacks: false,
      favorites: false,
      seasonPasses: false,
    });
  });

  it("refuses an unknown flag or a value other than true/false in FEATURE_FLAGS", () => {
    expect(() => envSchema.parse({ FEATURE_FLAGS: "serach=true" })).toThrow(/unknown flag .*serach/);
    expect(() => envSchema.parse({ FEATURE_FLAGS: "search=yes" })).toThrow(
      /search.* must be =true or =false/,
    );
  });
});
