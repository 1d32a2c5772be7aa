import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../test/harness.ts";

const logLines: string[] = [];
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ RATE_LIMIT_DISABLED: "false" }, { logLines });
});
afterAll(() => api.close());

const entries = () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe("request context", () => {
  it("logs each request once with its id, method, path, status and duration", async () => {
    logLines.length = 0;
    const res = await api.request("GET", "/api/health", { headers: { "x-request-id": "trace-abcdef12" } });
    expect(res.headers.get("x-request-id")).toBe("trace-abcdef12");
    const lines = entries().filter((e) => e.msg === "request");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: "info",
      reqId: "trace-abcdef12",
      method: "GET",
      path: "/api/health",
      status: 200,
    });
    expect(typeof lines[0]?.ms).toBe("number");
  });

  it("gives a line written during the request (here: a rate limit's warning) the request's id", async () => {
    const ask = () =>
      api.request("POST", "/api/auth/forgot-password", { body: { email: "someone@jadeverse.test" } });
    let res = await ask();
    for (let i = 0; i < 10 && res.status !== 429; i++) res = await ask();
    expect(res.status).toBe(429);
    const id = res.headers.get("x-request-id");
    const mine = entries().filter((e) => e.reqId === id);
    expect(mine.map((e) => [e.level, e.msg])).toEqual([
      ["warn", "rate limited"],
      ["info", "request"],
    ]);
    expect(mine[0]).toMatchObject({ rule: "forgot-password" });
  });
});
