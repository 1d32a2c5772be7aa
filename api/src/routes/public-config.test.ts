import { afterEach, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../test/harness.ts";

let api: TestApi | undefined;
afterEach(() => api?.close());

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
    expect(res.body).toEqual({
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
});
