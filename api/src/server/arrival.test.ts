import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Arrival, type ArrivalConfig, isApiUrl } from "./arrival.ts";
import { clientResolver } from "./client-address.ts";

/** What one request's Arrival reported, and how often it asked Bun's server for the peer. */
interface Seen {
  https: boolean;
  address?: string;
  viaTrustedProxy?: boolean;
  peerLookups: number;
}

const wholeAnswer = {
  threshold: 1024,
  https: { Vary: "Accept-Encoding", HSTS: "on" },
  http: { Vary: "Accept-Encoding" },
};
const configs: Record<string, ArrivalConfig> = {
  direct: {
    resolveClient: clientResolver({ hops: 0, networks: [] }),
    trustsProxies: false,
    publicHttps: false,
    wholeAnswer,
  },
  behindTls: {
    resolveClient: clientResolver({ hops: 0, networks: [] }),
    trustsProxies: false,
    publicHttps: true,
    wholeAnswer,
  },
  proxied: {
    resolveClient: clientResolver({ hops: 1, networks: [] }),
    trustsProxies: true,
    publicHttps: false,
    wholeAnswer,
  },
};

let server: ReturnType<typeof Bun.serve>;
let base: string;

beforeAll(() => {
  // A real server; each request builds its Arrival on a view of Bun's server that counts peer lookups.
  server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch(request, bun) {
      const url = new URL(request.url);
      const config = configs[url.searchParams.get("config") ?? ""];
      if (!config) return new Response("no config", { status: 400 });
      let peerLookups = 0;
      const counted = new Proxy(bun, {
        get(target, key) {
          if (key === "requestIP")
            return (r: Request) => {
              peerLookups++;
              return target.requestIP(r);
            };
          return Reflect.get(target, key, target);
        },
      });
      const arrival = new Arrival(counted, request, config);
      const seen: Seen = { https: arrival.https, peerLookups };
      if (url.searchParams.has("address")) {
        seen.address = arrival.connection.address;
        seen.viaTrustedProxy = arrival.connection.viaTrustedProxy;
        seen.https = arrival.connection.https && arrival.https;
        arrival.connection; // a second read is the same object, no second lookup
        seen.peerLookups = peerLookups;
      } else seen.peerLookups = peerLookups;
      return Response.json(seen);
    },
  });
  base = `http://127.0.0.1:${server.port}/?`;
});

afterAll(() => server.stop(true));

const ask = async (query: string, headers: Record<string, string> = {}) =>
  (await (await fetch(base + query, { headers })).json()) as Seen;

describe("Arrival (how a request reached us, worked out when asked)", () => {
  it("tells https from the public URL without looking up the peer when no proxy is trusted", async () => {
    expect(await ask("config=direct")).toEqual({ https: false, peerLookups: 0 });
    expect(await ask("config=behindTls", { "x-forwarded-proto": "http" })).toEqual({
      https: true,
      peerLookups: 0,
    });
  });

  it("looks the peer up once, when the address is asked for", async () => {
    expect(await ask("config=direct&address")).toEqual({
      https: false,
      address: "127.0.0.1",
      viaTrustedProxy: false,
      peerLookups: 1,
    });
  });

  it("believes a trusted proxy's X-Forwarded-Proto and X-Forwarded-For", async () => {
    const seen = await ask("config=proxied&address", {
      "x-forwarded-proto": "https",
      "x-forwarded-for": "198.51.100.7",
    });
    expect(seen).toEqual({ https: true, address: "198.51.100.7", viaTrustedProxy: true, peerLookups: 1 });
    // Asked only for https, behind a trusted proxy: the peer decides, so it is looked up.
    expect(await ask("config=proxied", { "x-forwarded-proto": "https" })).toEqual({
      https: true,
      peerLookups: 1,
    });
  });
});

describe("isApiUrl", () => {
  it("recognises the API's paths by the URL as received", () => {
    for (const url of [
      "http://127.0.0.1:3000/api/users/me",
      "https://play.example/api",
      "http://h/api?x=1",
      "http://h/api/",
    ])
      expect(isApiUrl(url), url).toBe(true);
    for (const url of [
      "http://h/",
      "http://h/apis",
      "http://h/api-docs",
      "http://h/tg-app/api/x",
      "http://h/media/api/x",
      "http://api/",
    ])
      expect(isApiUrl(url), url).toBe(false);
  });
});
