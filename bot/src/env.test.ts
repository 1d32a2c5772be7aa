import { describe, expect, it } from "vitest";
import { BotEnvError, parseBotEnv } from "./env.ts";

describe("parseBotEnv", () => {
  it("applies the defaults and leaves the bot off without a token", () => {
    expect(parseBotEnv({})).toEqual({
      token: undefined,
      username: undefined,
      apiRoot: "https://api.telegram.org",
      publicUrl: "http://localhost:3000",
      webhookSecret: undefined,
      communityManagerIds: [],
      broadcastRatePerSecond: 29.5,
      mode: "polling",
    });
  });

  it("normalises values and ignores keys that are not the bot's (the API passes its whole env)", () => {
    const config = parseBotEnv({
      PORT: 3000,
      CORS_ORIGINS: ["https://a.example"],
      BOT_TOKEN: " 123:abc-DEF_1 ",
      BOT_USERNAME: "@jadeverse_bot",
      TELEGRAM_API_ROOT: "http://127.0.0.1:8081/",
      PUBLIC_URL: "https://play.example//",
      BOT_WEBHOOK_SECRET: "",
    });
    expect(config).toMatchObject({
      token: "123:abc-DEF_1",
      username: "jadeverse_bot",
      apiRoot: "http://127.0.0.1:8081",
      publicUrl: "https://play.example",
      webhookSecret: undefined,
      mode: "polling",
    });
  });

  it("reads community managers and the broadcast rate; webhook needs https and a secret", () => {
    const config = parseBotEnv({
      COMMUNITY_MANAGER_IDS: " 111, 222 ,",
      BROADCAST_RATE_PER_SECOND: "25",
      PUBLIC_URL: "https://play.example",
      BOT_WEBHOOK_SECRET: "s3cret",
    });
    expect(config.communityManagerIds).toEqual(["111", "222"]);
    expect(config.broadcastRatePerSecond).toBe(25);
    expect(config.mode).toBe("webhook");
    expect(parseBotEnv({ BOT_WEBHOOK_SECRET: "s3cret" }).mode).toBe("polling"); // http: no webhook
    expect(() => parseBotEnv({ COMMUNITY_MANAGER_IDS: "abc" })).toThrow(/COMMUNITY_MANAGER_IDS/);
    expect(() => parseBotEnv({ BROADCAST_RATE_PER_SECOND: "31" })).toThrow(/BROADCAST_RATE_PER_SECOND/);
  });

  it("reports each bad field without echoing its value", () => {
    const bad = { BOT_TOKEN: "not-a-token", PUBLIC_URL: "ftp://x", BOT_WEBHOOK_SECRET: "has spaces" };
    const err = (() => {
      try {
        parseBotEnv(bad);
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(BotEnvError);
    const issues = (err as BotEnvError).issues;
    expect(issues.map((i) => i.split(":")[0])).toEqual(["BOT_TOKEN", "PUBLIC_URL", "BOT_WEBHOOK_SECRET"]);
    expect(issues.join("\n")).not.toContain("not-a-token");
  });
});
