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
    expect(config).toEqual({
      token: "123:abc-DEF_1",
      username: "jadeverse_bot",
      apiRoot: "http://127.0.0.1:8081",
      publicUrl: "https://play.example",
      webhookSecret: undefined,
    });
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
