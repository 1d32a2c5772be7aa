import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi, type TestResponse } from "../../test/harness.ts";
import {
  examplePath,
  expectDocumented,
  METHODS,
  type Method,
  type OpenApiDocument,
  operationsOf,
} from "../../test/openapi-check.ts";
import { createMemoryLimiter, type RateLimiter } from "../lib/rate-limit/limiter.ts";

/**
 * Every answer the live platform gives (the production composition, real rate limits) is in the
 * OpenAPI document: each documented operation is called anonymously and with a session, with a body
 * over the limit, as a cross-site cookie write, on a path with a trailing slash, with a method its
 * path does not serve, and once more after the caller's rate-limit windows are used up. Each answer's
 * status must be documented for that operation and its body must match the documented schema.
 */
let api: TestApi;
let document: OpenApiDocument;
let token: string;
/** A second session of the same player, for after the walk has logged the first one out. */
let laterToken: string;
/** The real in-process limiter, with the keys the routes used noted (to use their windows up). */
const limiter = createMemoryLimiter();
const usedKeys = new Set<string>();
const recordingLimiter: RateLimiter = {
  ...limiter,
  hit: (key, limit, windowSeconds) => {
    usedKeys.add(key);
    return limiter.hit(key, limit, windowSeconds);
  },
};

beforeAll(async () => {
  api = await startTestApi(
    { RATE_LIMIT_DISABLED: "false", PIXELSTREAMING_URL: "https://stream.jadeverse.test/s" },
    { limiter: recordingLimiter },
  );
  document = (await api.request("GET", "/api/openapi.json")).body;
  ({ token } = await api.signUp("walker@example.com"));
  const login = await api.request("POST", "/api/auth/login", {
    body: { email: "walker@example.com", password: "correct-horse-1" },
  });
  laterToken = login.body.access_token;
});
afterAll(() => api.close());

const BODY_LIMIT = 64 * 1024;
const writes = (method: Method) => method !== "get";

/** Logging out ends the walker's session: that call goes last. */
const operations = () =>
  operationsOf(document).sort(
    (a, b) => Number(a.path === "/api/auth/logout") - Number(b.path === "/api/auth/logout"),
  );

describe("the OpenAPI document against the live platform", () => {
  it("documents every answer of every operation, errors of the plumbing included", async () => {
    const problems: string[] = [];
    const seen = new Map<string, Set<number>>();
    const check = (method: Method, path: string, res: TestResponse, label: string) => {
      const where = `${method.toUpperCase()} ${path} (${label})`;
      seen.set(label, (seen.get(label) ?? new Set()).add(res.status));
      if (res.status === 500) problems.push(`${where}: 500 ${JSON.stringify(res.body).slice(0, 200)}`);
      try {
        expectDocumented(document, method, path, res);
      } catch (error) {
        problems.push(`${where}: ${(error as Error).message.split("\n")[0]}`);
      }
    };
    const call = (method: Method, path: string, options: Parameters<TestApi["request"]>[2] = {}) =>
      api.request(method.toUpperCase(), path, writes(method) ? { body: {}, ...options } : options);

    const all = operations();
    expect(all.length).toBeGreaterThan(40);
    for (const { path, method } of all) {
      const url = examplePath(path);
      check(method, path, await call(method, url), "anonymous");
      check(method, path, await call(method, `${url}/`), "trailing slash");
      if (writes(method)) {
        const oversize = await call(method, url, {
          token,
          body: undefined,
          raw: `"${"x".repeat(BODY_LIMIT)}"`,
        });
        check(method, path, oversize, "oversize body");
        const crossSite = await call(method, url, {
          headers: { cookie: `access_token=${token}`, origin: "https://elsewhere.example" },
        });
        check(method, path, crossSite, "cross-site cookie write");
      }
      check(method, path, await call(method, url, { token }), "with a session");
    }

    // A method the path does not serve: documented on each of the path's operations.
    for (const [path, item] of Object.entries(document.paths)) {
      const other = METHODS.find((method) => !item[method]);
      if (!other) continue;
      const res = await call(other, examplePath(path), { token: laterToken });
      for (const method of METHODS.filter((m) => item[m])) check(method, path, res, "another method");
    }

    // Every window this caller touched used up: the limited operations answer 429.
    for (const key of usedKeys) for (let i = 0; i < 2_000; i++) await limiter.hit(key, 1, 3600);
    const limited = new Set<string>();
    for (const { path, method } of operations()) {
      const res = await call(method, examplePath(path), { token: laterToken });
      check(method, path, res, "rate limited");
      if (res.status === 429) limited.add(`${method.toUpperCase()} ${path}`);
    }

    expect(problems).toEqual([]);
    // The walk reached what it means to check.
    expect(seen.get("oversize body")).toEqual(new Set([413]));
    expect(seen.get("cross-site cookie write")).toEqual(new Set([403]));
    expect(seen.get("another method")).toEqual(new Set([405]));
    // Under a prefix that needs a session, an anonymous caller hears 401 before the router's 404.
    expect([...(seen.get("trailing slash") ?? [])].sort()).toEqual([401, 404]);
    expect([...limited]).toEqual(
      expect.arrayContaining(["POST /api/auth/register", "POST /api/auth/login", "POST /api/wheel/spin"]),
    );
  });

  it("documents the answer to an unknown path: the error envelope", async () => {
    const envelope = {
      content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } },
    };
    const known = {
      paths: { "/api/x": { get: { responses: { 404: envelope } } } },
      components: document.components,
    };
    for (const path of ["/api/no-such-route", "/api"]) {
      const res = await api.request("GET", path);
      expect(res.status, path).toBe(404);
      expect(res.body.error.code).toBe("NOT_FOUND");
      expectDocumented(known, "get", "/api/x", res);
    }
  });
});
