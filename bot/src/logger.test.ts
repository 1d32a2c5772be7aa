import { afterEach, describe, expect, it, vi } from "vitest";
import { consoleLogger, describeError } from "./logger.ts";

const botToken = "7123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsawQ";

afterEach(() => vi.restoreAllMocks());

describe("bot logger", () => {
  it("redacts secrets by name and by value, also inside error causes", () => {
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
    vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));
    const log = consoleLogger();
    log.info("webhook set", { url: `https://api.telegram.org/bot${botToken}/setWebhook`, secret: "s3cr3t" });
    log.error("send failed", {
      error: new Error("request failed", { cause: new Error(`token ${botToken} rejected`) }),
    });
    expect(lines).toHaveLength(2);
    const text = lines.join("\n");
    expect(text).not.toContain(botToken);
    expect(text).not.toContain("s3cr3t");
    expect(JSON.parse(lines[1]!).error.cause.message).toBe("token [redacted:bot-token] rejected");
  });

  it("describes errors without the bot token, even when it is not the configured one", () => {
    expect(describeError(new Error(`GET /bot${botToken}/getMe failed`))).toEqual({
      error: "GET /bot[redacted:bot-token]/getMe failed",
    });
  });
});
