import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestFrom } from "../../test/from-address.ts";
import { startTestApi, type TestApi } from "../../test/harness.ts";

/**
 * Transport as production serves it (issue 15 A): the platform `index.ts` serves, on a real
 * `Bun.serve`, reached over real sockets from more than one client address.
 */
let api: TestApi;
let dir: string;
const logLines: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "jv-transport-"));
  for (const site of ["web", "miniapp"]) {
    mkdirSync(join(dir, site), { recursive: true });
    writeFileSync(join(dir, site, "index.html"), "<!doctype html><title>Site</title>");
  }
  api = await startTestApi(
    { RATE_LIMIT_DISABLED: "false", LOG_LEVEL: "warn" },
    {
      logLines,
      sites: {
        web: { prefix: "/", dir: join(dir, "web") },
        miniapp: { prefix: "/tg-app/", dir: join(dir, "miniapp") },
      },
    },
  );
});
afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Registration allows 10 attempts per client address an hour; an empty body is refused after counting. */
const REGISTRATIONS_PER_ADDRESS = 10;
const register = (from: string, url: string, headers: Record<string, string> = {}) =>
  requestFrom(from, `${url}/api/auth/register`, { method: "POST", body: {}, headers });

describe("API answers", () => {
  it("answers an unknown /api path with the JSON error envelope, /api itself included", async () => {
    for (const [method, path] of [
      ["GET", "/api/nope"],
      ["POST", "/api/nope/deeper"],
      ["GET", "/api/"],
      ["GET", "/api"],
      ["HEAD", "/api/nope"],
    ] as const) {
      const res = await fetch(`${api.url}${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get("content-type"), `${method} ${path}`).toContain("application/json");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      if (method !== "HEAD") expect((await res.json()).error.code, `${method} ${path}`).toBe("NOT_FOUND");
    }
    // Beside it, the web app still answers its own paths.
    expect(await (await fetch(`${api.url}/apiary`)).text()).toContain("<title>Site</title>");
  });

  it("answers a known path with another method 405, naming the allowed ones", async () => {
    for (const [method, path, allow] of [
      ["DELETE", "/api/health", "GET, HEAD"],
      ["GET", "/api/auth/login", "POST"],
      ["PUT", "/api/streaming-config", "GET, HEAD"],
    ] as const) {
      const res = await fetch(`${api.url}${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get("allow"), `${method} ${path}`).toBe(allow);
      expect((await res.json()).error.code).toBe("METHOD_NOT_ALLOWED");
    }
  });

  it("answers an exception outside the API's handlers (here: compressing a body that fails) with a logged JSON 500", async () => {
    // The bot's webhook handler (the injected Telegram side) answers with a body that breaks mid-way:
    // the API hands it on, and the platform's compression fails reading it.
    const previous = api.deps.telegram;
    api.deps.telegram = {
      webhook: async () =>
        new Response(
          new ReadableStream({
            pull() {
              throw new Error("update stream broke");
            },
          }),
          { headers: { "Content-Type": "application/json" } },
        ),
    };
    logLines.length = 0;
    try {
      const res = await fetch(`${api.url}/api/telegram/webhook`, { method: "POST", body: "{}" });
      expect(res.status).toBe(500);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(await res.json()).toEqual({
        error: { code: "INTERNAL_ERROR", message: "Internal server error" },
      });
      const logged = logLines.map((line) => JSON.parse(line)).find((e) => e.msg === "unhandled error");
      expect(logged).toMatchObject({
        level: "error",
        layer: "platform",
        path: "/api/telegram/webhook",
        error: { message: "update stream broke" },
      });
    } finally {
      api.deps.telegram = previous;
    }
  });
});

describe("client addresses", () => {
  it("keeps a separate rate-limit bucket per connecting address", async () => {
    for (let i = 0; i < REGISTRATIONS_PER_ADDRESS; i++)
      expect((await register("127.0.0.2", api.url)).status).toBe(400);
    const limited = await register("127.0.0.2", api.url);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another player, another address: not refused for the first one's attempts.
    const other = await register("127.0.0.3", api.url);
    expect(other.status).toBe(400);
    expect(other.headers["ratelimit-remaining"]).toBe(String(REGISTRATIONS_PER_ADDRESS - 1));
    // Writing X-Forwarded-For changes nothing without a trusted proxy.
    expect((await register("127.0.0.2", api.url, { "X-Forwarded-For": "198.51.100.77" })).status).toBe(429);
  });

  it("behind a trusted proxy, keys on the address the proxy appended, whatever the client wrote", async () => {
    // 127.0.0.4 plays our load balancer; 127.0.0.5 is a client connecting around it.
    const proxied = await startTestApi({ RATE_LIMIT_DISABLED: "false", TRUSTED_PROXIES: "127.0.0.4" });
    try {
      const viaProxy = (written: string, client: string) =>
        register("127.0.0.4", proxied.url, { "X-Forwarded-For": `${written}, ${client}` });
      for (let i = 0; i < REGISTRATIONS_PER_ADDRESS; i++)
        expect((await viaProxy(`198.51.100.${i}`, "203.0.113.9")).status).toBe(400);
      // Rotating the hop the client writes does not make a new client.
      expect((await viaProxy("198.51.100.200", "203.0.113.9")).status).toBe(429);
      // Another client behind the same proxy has its own bucket.
      expect((await viaProxy("198.51.100.200", "203.0.113.10")).status).toBe(400);
      // A peer that is not our proxy cannot claim an address.
      const around = await register("127.0.0.5", proxied.url, { "X-Forwarded-For": "203.0.113.9" });
      expect(around.status).toBe(400);
    } finally {
      await proxied.close();
    }
  });
});
