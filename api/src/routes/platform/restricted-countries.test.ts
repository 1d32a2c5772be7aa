import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { testEnv } from "../../env.ts";
import { countryOfAddress } from "../../lib/geo/country-database.ts";
import { RESTRICTED_CALLS } from "../../lib/geo/restricted-calls.ts";

// Issue 33: the Terms' restricted countries (docs/security.md "Restricted countries").
const env = testEnv();
const RESTRICTED = [...env.RESTRICTED_COUNTRIES];

/** One IPv4 address per wanted country, found in the shipped database itself (a /16 scan). */
function addressesOf(countries: readonly string[]): Map<string, string> {
  const wanted = new Set(countries);
  const found = new Map<string, string>();
  for (const third of [1, 176, 64, 128, 200, 32, 96, 160, 224])
    for (let a = 1; a < 224; a++)
      for (let b = 0; b < 256; b++) {
        const address = `${a}.${b}.${third}.1`;
        const country = countryOfAddress(env.GEOIP_DATABASE, address);
        if (country && wanted.has(country) && !found.has(country)) {
          found.set(country, address);
          if (found.size === wanted.size) return found;
        }
      }
  return found;
}

let behindProxy: TestApi;
let direct: TestApi;
let player: TestPlayer;
let addresses: Map<string, string>;

beforeAll(async () => {
  // Our proxy at 127.0.0.1 reports the client's address (X-Forwarded-For) and country (CF-IPCountry).
  behindProxy = await startTestApi({ TRUSTED_PROXIES: "127.0.0.1" });
  direct = await startTestApi();
  [player] = (await createPlayers(behindProxy, 1)) as [TestPlayer];
  addresses = addressesOf([...RESTRICTED, "DE"]);
});
afterAll(async () => {
  await behindProxy.close();
  await direct.close();
});

const from = (address: string, extra: Record<string, string> = {}) => ({
  "x-forwarded-for": address,
  ...extra,
});

describe("requests from a restricted country", () => {
  it("the shipped database places an address in each of the Terms' 18 countries", () => {
    expect(RESTRICTED).toHaveLength(18);
    expect([...addresses.keys()].sort()).toEqual([...RESTRICTED, "DE"].sort());
  });

  it("are refused with 451 COUNTRY_RESTRICTED on every guarded call, from an address of each country", async () => {
    for (const country of RESTRICTED) {
      const res = await behindProxy.request("POST", "/api/auth/login", {
        body: { email: "someone@example.com", password: "irrelevant-pass" },
        headers: from(addresses.get(country)!),
      });
      expect([country, res.status, res.body.error.code]).toEqual([country, 451, "COUNTRY_RESTRICTED"]);
      expect(res.body.error.details).toEqual({ country });
    }
    const russia = addresses.get("RU")!;
    for (const path of RESTRICTED_CALLS) {
      const res = await behindProxy.request("POST", `/api${path}`, {
        body: {},
        token: player.token,
        headers: from(russia),
      });
      expect([path, res.status, res.body.error?.code]).toEqual([path, 451, "COUNTRY_RESTRICTED"]);
    }
  });

  it("still open the public pages and what a player already owns", async () => {
    const russia = from(addresses.get("RU")!);
    for (const path of ["/api/health", "/api/public-config", "/api/games", "/api/openapi.json"]) {
      const res = await behindProxy.request("GET", path, { headers: russia });
      expect([path, res.status === 451]).toEqual([path, false]);
    }
    const me = await behindProxy.request("GET", "/api/users/me", { token: player.token, headers: russia });
    expect(me.status).toBe(200);
  });

  it("are told so by GET /api/access, which the landing reads", async () => {
    const russia = await behindProxy.request("GET", "/api/access", { headers: from(addresses.get("RU")!) });
    expect(russia.body).toEqual({ country: "RU", restricted: true });
    expect(russia.headers.get("cache-control")).toContain("no-store");
    const germany = await behindProxy.request("GET", "/api/access", { headers: from(addresses.get("DE")!) });
    expect(germany.body).toEqual({ country: "DE", restricted: false });
    expect((await direct.request("GET", "/api/access")).body).toEqual({ country: null, restricted: false });
  });

  it("are told by our proxy's country header, believed over the address", async () => {
    const germany = addresses.get("DE")!;
    const allowed = await behindProxy.request("POST", "/api/auth/login", {
      body: { email: "someone@example.com", password: "irrelevant-pass" },
      headers: from(germany),
    });
    expect(allowed.status).toBe(401);
    const refused = await behindProxy.request("POST", "/api/auth/login", {
      body: { email: "someone@example.com", password: "irrelevant-pass" },
      headers: from(germany, { "cf-ipcountry": "IR" }),
    });
    expect([refused.status, refused.body.error.details]).toEqual([451, { country: "IR" }]);
    // Cloudflare's XX (unknown) is no country: the address decides.
    const unknown = await behindProxy.request("POST", "/api/auth/login", {
      body: { email: "someone@example.com", password: "irrelevant-pass" },
      headers: from(addresses.get("BY")!, { "cf-ipcountry": "XX" }),
    });
    expect(unknown.body.error.details).toEqual({ country: "BY" });
  });

  it("are not told by headers from a peer that is not our proxy, and an unknown country is allowed", async () => {
    const spoofed: Record<string, string>[] = [
      { "cf-ipcountry": "RU" },
      { "x-forwarded-for": addresses.get("RU")! },
    ];
    for (const headers of spoofed) {
      const res = await direct.request("POST", "/api/auth/login", {
        body: { email: "someone@example.com", password: "irrelevant-pass" },
        headers,
      });
      expect(res.status).toBe(401); // 127.0.0.1: a private address, no country, allowed
    }
  });
});

describe("RESTRICTED_COUNTRIES", () => {
  it("defaults to the Terms' list, takes another, and refuses what is not a country code", () => {
    expect(RESTRICTED.sort()).toEqual("AE,AF,BY,CN,CU,DZ,IQ,IR,KP,LB,LY,PK,RU,SD,SO,SY,US,VE".split(","));
    expect([...testEnv({ RESTRICTED_COUNTRIES: " fr, de " }).RESTRICTED_COUNTRIES]).toEqual(["FR", "DE"]);
    expect(testEnv({ RESTRICTED_COUNTRIES: "" }).RESTRICTED_COUNTRIES.size).toBe(0);
    expect(() => testEnv({ RESTRICTED_COUNTRIES: "RUS" })).toThrow(/not a country code/);
  });
});
