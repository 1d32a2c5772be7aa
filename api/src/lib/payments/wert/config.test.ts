import { describe, expect, it } from "vitest";
import { type Env, testEnv } from "../../../env.ts";
import { wertRail } from "./config.ts";

// docs/payments.md: Wert is on only with a partner id, an API key and a wallet together; the sandbox
// switch picks Wert's sandbox hosts, and a stand-in's hosts may replace either.
const WALLET = "0x2222222222222222222222222222222222222222";
const full = { WERT_PARTNER_ID: "01PARTNER", WERT_API_KEY: "wert-key-123", WERT_WALLET_ADDRESS: WALLET };

/** A configuration as the code receives it (the env schema refuses a partial Wert set at boot). */
const envWith = (fields: Partial<Env>): Env => ({ ...testEnv(), ...fields });

describe("wertRail", () => {
  it("is off unless the partner id, the API key and the wallet are all set", () => {
    expect(wertRail(testEnv())).toBeNull();
    expect(wertRail(envWith({ WERT_WALLET_ADDRESS: WALLET }))).toBeNull();
    expect(wertRail(envWith({ WERT_PARTNER_ID: "01PARTNER", WERT_WALLET_ADDRESS: WALLET }))).toBeNull();
    expect(wertRail(envWith({ WERT_API_KEY: "wert-key-123", WERT_WALLET_ADDRESS: WALLET }))).toBeNull();
    expect(wertRail(envWith({ WERT_PARTNER_ID: "01PARTNER", WERT_API_KEY: "wert-key-123" }))).toBeNull();
    expect(wertRail(envWith(full))).not.toBeNull();
  });

  it("talks to Wert's production hosts by default, paying USDC on Polygon to the platform's wallet", () => {
    expect(wertRail(testEnv(full))).toEqual({
      partnerId: "01PARTNER",
      apiKey: "wert-key-123",
      apiBase: "https://partner.wert.io",
      widgetOrigin: "https://widget.wert.io",
      walletAddress: WALLET,
      commodity: "USDC",
      network: "polygon",
    });
  });

  it("talks to Wert's sandbox hosts when WERT_SANDBOX is on", () => {
    expect(wertRail(testEnv({ ...full, WERT_SANDBOX: "true" }))).toMatchObject({
      apiBase: "https://partner-sandbox.wert.io",
      widgetOrigin: "https://sandbox.wert.io",
    });
  });

  it("uses another host's API base without its trailing slashes, and only the origin of its widget", () => {
    const rail = wertRail(
      testEnv({
        ...full,
        WERT_SANDBOX: "true",
        WERT_API_BASE: "http://127.0.0.1:8899/wert//api//",
        WERT_WIDGET_ORIGIN: "http://127.0.0.1:8900/some/page?x=1",
        WERT_COMMODITY: "USDT",
        WERT_NETWORK: "ethereum",
      }),
    );
    expect(rail).toMatchObject({
      apiBase: "http://127.0.0.1:8899/wert//api",
      widgetOrigin: "http://127.0.0.1:8900",
      commodity: "USDT",
      network: "ethereum",
    });
  });

  it("reads a configuration once: every caller gets the same rail", () => {
    const env = testEnv(full);
    const first = wertRail(env);
    expect(wertRail(env)).toBe(first);
    const off = envWith({});
    expect(wertRail(off)).toBeNull();
    // Turning fields on later in the same object changes nothing: the answer was kept.
    Object.assign(off, full);
    expect(wertRail(off)).toBeNull();
  });
});
