import { describe, expect, it } from "vitest";
import { EMPTY_EVENT_HANDLER_HASH, miniAppCsp, webCsp } from "./page-policy.ts";

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );

describe("page policies", () => {
  it("lets the Mini App carry only empty inline event handlers (TON Connect's ontouchstart)", () => {
    // The well-known SHA-256 of the empty string: no handler with any code matches it.
    expect(EMPTY_EVENT_HANDLER_HASH).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    const csp = directives(miniAppCsp());
    expect(csp["script-src-attr"]).toEqual(["'unsafe-hashes'", EMPTY_EVENT_HANDLER_HASH]);
    expect(csp["script-src"]).toEqual(["'self'"]);
    expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
    expect(csp["script-src"]).not.toContain("'unsafe-inline'");
  });

  it("keeps the web app's scripts to itself and the Login Widget, with no inline handler at all", () => {
    const csp = directives(webCsp({ solanaRpcUrl: "https://api.mainnet-beta.solana.com" }));
    expect(csp["script-src"]).toEqual(["'self'", "https://telegram.org"]);
    expect(csp["script-src-attr"]).toBeUndefined();
  });

  it("frames Wert's widget on the web only when Wert is on, and never in the Mini App (Stars only there)", () => {
    const rpc = { solanaRpcUrl: "https://api.mainnet-beta.solana.com" };
    expect(directives(webCsp(rpc))["frame-src"]).not.toContain("https://widget.wert.io");
    const on = directives(webCsp({ ...rpc, wertOrigin: "https://widget.wert.io" }));
    expect(on["frame-src"]).toContain("https://widget.wert.io");
    expect(on["frame-ancestors"]).toEqual(["'none'"]);
    expect(directives(miniAppCsp())["frame-src"]).not.toContain("https://widget.wert.io");
  });

  it("lets the Mini App's wallet modal reach the Solana RPC and the wallet relays, and nothing else framed", () => {
    const csp = directives(miniAppCsp({ solanaRpcUrl: "https://api.devnet.solana.com" }));
    expect(csp["connect-src"]).toEqual(
      expect.arrayContaining([
        "'self'",
        "https:",
        "blob:",
        "https://api.devnet.solana.com",
        "wss://api.devnet.solana.com",
        "wss://relay.walletconnect.org",
        "wss://www.walletlink.org",
      ]),
    );
    expect(csp["frame-src"]).toEqual(expect.arrayContaining(["https://verify.walletconnect.org"]));
    expect(csp["frame-src"]?.every((source: string) => source.startsWith("https://"))).toBe(true);
  });
});
