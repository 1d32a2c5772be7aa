import { afterEach, describe, expect, it, vi } from "vitest";
import { loadEnv, testEnv } from "./env.ts";

afterEach(() => vi.restoreAllMocks());

describe("mail configuration", () => {
  it("defaults to the local dev outbox over http", () => {
    const env = testEnv();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAIL_OUTBOX_DIR).toBe("./data/outbox");
    expect(testEnv({ MAIL_OUTBOX_DIR: "/var/tmp/jv-outbox" }).MAIL_OUTBOX_DIR).toBe("/var/tmp/jv-outbox");
  });

  it("refuses an https deployment without SMTP_URL at boot, naming SMTP_URL", () => {
    const errors: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void errors.push(line));
    vi.spyOn(process, "exit").mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as typeof process.exit);
    expect(() => loadEnv({ PUBLIC_URL: "https://play.jadeverse.example" })).toThrow("exit 1");
    expect(errors.join("\n")).toMatch(/SMTP_URL: SMTP_URL is required when PUBLIC_URL is https/);
  });

  it("accepts https with SMTP_URL, and http without it", () => {
    expect(
      loadEnv({ PUBLIC_URL: "https://play.jadeverse.example", SMTP_URL: "smtps://u:p@smtp.example.com:465" })
        .SMTP_URL,
    ).toBe("smtps://u:p@smtp.example.com:465");
    expect(loadEnv({ PUBLIC_URL: "http://localhost:3000" }).SMTP_URL).toBeUndefined();
  });
});
