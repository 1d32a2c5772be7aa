import { afterEach, describe, expect, it, vi } from "vitest";
import { loadEnv, proxyTrust, settlePublicUrl, testEnv } from "./env.ts";

afterEach(() => vi.restoreAllMocks());

describe("the public URL (mailed links, payment return pages, CORS)", () => {
  it("unset, is this machine on PORT", () => {
    expect(testEnv().PUBLIC_URL).toBe("http://localhost:3000");
    expect(testEnv({ PORT: "4200" }).PUBLIC_URL).toBe("http://localhost:4200");
    expect(testEnv({ PORT: "4200" }).PUBLIC_URL_CONFIGURED).toBe(false);
  });

  it("unset, follows the port the server got once it listens (PORT=0 asks for any)", () => {
    const env = testEnv({ PORT: "0" });
    expect(settlePublicUrl(env, 41_234)).toBe("http://localhost:41234");
    expect(env.PUBLIC_URL).toBe("http://localhost:41234");
  });

  it("configured, wins over the port, before and after listening", () => {
    const env = testEnv({ PORT: "4200", PUBLIC_URL: "http://play.example:8080" });
    expect(env.PUBLIC_URL).toBe("http://play.example:8080");
    expect(env.PUBLIC_URL_CONFIGURED).toBe(true);
    expect(settlePublicUrl(env, 4200)).toBe("http://play.example:8080");
    expect(env.PUBLIC_URL).toBe("http://play.example:8080");
  });
});

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

describe("proxy configuration", () => {
  it("trusts no proxy by default; TRUST_PROXY=true keeps meaning one hop", () => {
    expect(proxyTrust(testEnv())).toEqual({ hops: 0, networks: [] });
    expect(proxyTrust(testEnv({ TRUST_PROXY: "true" }))).toEqual({ hops: 1, networks: [] });
    expect(proxyTrust(testEnv({ TRUST_PROXY: "true", TRUST_PROXY_HOPS: "2" })).hops).toBe(2);
    expect(proxyTrust(testEnv({ TRUST_PROXY_HOPS: " " })).hops).toBe(0);
  });

  it("reads trusted networks, addresses and CIDRs of both families", () => {
    const env = testEnv({ TRUSTED_PROXIES: " 10.0.0.0/8, fd00::/8 ,127.0.0.1," });
    expect(proxyTrust(env).networks).toEqual([
      { address: "10.0.0.0", prefix: 8, family: "ipv4" },
      { address: "fd00::", prefix: 8, family: "ipv6" },
      { address: "127.0.0.1", prefix: 32, family: "ipv4" },
    ]);
  });

  it("refuses a malformed entry or hop count at boot, naming the field", () => {
    const errors: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void errors.push(line));
    vi.spyOn(process, "exit").mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as typeof process.exit);
    expect(() => loadEnv({ TRUSTED_PROXIES: "10.0.0.0/8,10.0.0.0/40" })).toThrow("exit 1");
    expect(errors.join("\n")).toMatch(
      /TRUSTED_PROXIES: "10\.0\.0\.0\/40" is not an IP address or CIDR network/,
    );
    for (const hops of ["one", "-1", "1.5", "99"]) {
      errors.length = 0;
      expect(() => loadEnv({ TRUST_PROXY_HOPS: hops }), hops).toThrow("exit 1");
      expect(errors.join("\n"), hops).toMatch(/TRUST_PROXY_HOPS/);
    }
  });
});
