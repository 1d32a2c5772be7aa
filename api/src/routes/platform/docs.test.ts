import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi, type TestResponse } from "../../../test/harness.ts";
import { expectDocumented as expectDocumentedIn } from "../../../test/openapi-check.ts";
import { ERROR_CODES } from "../../lib/errors.ts";

/**
 * The OpenAPI document may not drift from the API: live answers are validated against the schemas
 * the document itself publishes (success bodies and the error envelope of each status).
 */
let api: TestApi;
let document: any;
beforeAll(async () => {
  api = await startTestApi({ PIXELSTREAMING_URL: "https://stream.jadeverse.test/s" });
  document = (await api.request("GET", "/api/openapi.json")).body;
});
afterAll(() => api.close());

const METHODS = ["get", "post", "put", "patch", "delete"] as const;
const operations = () =>
  Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ path, method, op: item[method] })),
  );

/** Asserts that the answer's status is documented for the operation and its body matches the schema. */
const expectDocumented = (method: string, path: string, res: TestResponse) =>
  expectDocumentedIn(document, method, path, res);

/** Example inputs of GET routes with required query parameters. */
const QUERY_EXAMPLES: Record<string, string> = { "/api/auth/next-token": "?email=docs-reader@example.com" };

describe("the OpenAPI document", () => {
  it("describes every operation's success body and its error statuses with the real envelope", () => {
    const codes = Object.keys(ERROR_CODES).sort();
    expect(
      [...document.components.schemas.ErrorEnvelope.properties.error.properties.code.enum].sort(),
    ).toEqual(codes);
    expect(operations().length).toBeGreaterThan(20);
    for (const { path, method, op } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      const statuses = Object.keys(op.responses);
      expect(statuses, where).not.toContain("4XX");
      const success = statuses.filter((s) => s.startsWith("2"));
      expect(success, where).toHaveLength(1);
      expect(op.responses[success[0]!].content?.["application/json"]?.schema, where).toBeTruthy();
      expect(op.responses["500"]?.content["application/json"].schema.properties.error, where).toBeTruthy();
      for (const status of statuses.filter((s) => Number(s) >= 400)) {
        const envelope = op.responses[status].content["application/json"].schema;
        if (path === "/api/health" && status === "503") continue; // the probe's own answer
        expect(envelope.required, `${where} ${status}`).toEqual(["error"]);
        for (const code of envelope.properties.error.properties.code.enum)
          expect(codes, `${where} ${status}`).toContain(code);
      }
      if (op.requestBody) expect(statuses, `${where} validates its body`).toContain("400");
    }
  });

  it("matches the live answer of every GET route that needs no session", async () => {
    const open = operations().filter(
      ({ method, op }) => method === "get" && (op.security ?? []).length === 0,
    );
    expect(open.map((o) => o.path)).toEqual(
      expect.arrayContaining(["/api/health", "/api/banners", "/api/streaming-config", "/api/public-config"]),
    );
    for (const { path, op } of open) {
      const required = (op.parameters ?? []).filter((p: any) => p.required);
      const query = QUERY_EXAMPLES[path] ?? "";
      expect(required.length === 0 || query !== "", `GET ${path} needs an example in QUERY_EXAMPLES`).toBe(
        true,
      );
      const res = await api.request("GET", path + query);
      expect(res.status, `GET ${path}`).toBeLessThan(300);
      expectDocumented("get", path, res);
    }
    // And an error answer of the same kind: a malformed query.
    expectDocumented("get", "/api/auth/next-token", await api.request("GET", "/api/auth/next-token?email=x"));
  });

  it("matches the live answers of the session routes, with and without a session", async () => {
    const { token } = await api.signUp("docs-user@example.com");
    // Routes with a path parameter (`/api/payments/stars/invoice/{paymentId}`) need a row of their own:
    // their suites check their documented answers (payments/stars.test.ts).
    // Console calls take an operator's console token, not a player's session: routes/console/console.test.ts.
    const secured = operations().filter(
      ({ path, method, op }) =>
        method === "get" &&
        (op.security ?? []).length > 0 &&
        !(op.security ?? []).some((scheme: object) => "consoleToken" in scheme) &&
        !path.includes("{"),
    );
    expect(secured.length).toBeGreaterThanOrEqual(6);
    for (const { path } of secured) {
      const res = await api.request("GET", path, { token });
      expect(res.status, `GET ${path}`).toBe(200);
      expectDocumented("get", path, res);
      const anonymous = await api.request("GET", path);
      expect(anonymous.status).toBe(401);
      expectDocumented("get", path, anonymous);
    }
    const patched = await api.request("PATCH", "/api/users/me", { token, body: { nickname: "Docs" } });
    expectDocumented("patch", "/api/users/me", patched);
    expectDocumented(
      "patch",
      "/api/users/me",
      await api.request("PATCH", "/api/users/me", { token, body: {} }),
    );
    expectDocumented(
      "patch",
      "/api/users/wallet-address",
      await api.request("PATCH", "/api/users/wallet-address", { token, body: { walletAddress: "" } }),
    );
    expectDocumented("post", "/api/auth/logout", await api.request("POST", "/api/auth/logout", { token }));
  });

  it("matches the live answers of the account calls, errors included", async () => {
    const email = "docs-account@example.com";
    const register = (body: unknown) => api.request("POST", "/api/auth/register", { body });
    const created = await register({ email, password: "docs-pass-123", country: "Asia" });
    expect(created.status).toBe(201);
    expectDocumented("post", "/api/auth/register", created);
    const taken = await register({ email, password: "docs-pass-123", country: "Asia" });
    expect(taken.status).toBe(409);
    expectDocumented("post", "/api/auth/register", taken);
    const invalid = await register({ email: "nope", password: "1", country: "Mars" });
    expect(invalid.body.error.details.issues.length).toBeGreaterThan(0);
    expectDocumented("post", "/api/auth/register", invalid);
    expectDocumented(
      "post",
      "/api/auth/register",
      await api.request("POST", "/api/auth/register", { raw: "{not json" }),
    );

    const unverified = await api.request("POST", "/api/auth/login", {
      body: { email, password: "docs-pass-123" },
    });
    expect(unverified.status).toBe(401);
    expectDocumented("post", "/api/auth/login", unverified);
    const verify = await api.request("POST", "/api/auth/verify-email", {
      body: { token: await api.mailedToken(email) },
    });
    expectDocumented("post", "/api/auth/verify-email", verify);
    const login = await api.request("POST", "/api/auth/login", {
      body: { email, password: "docs-pass-123" },
    });
    expect(login.status).toBe(200);
    expectDocumented("post", "/api/auth/login", login);
    expectDocumented(
      "post",
      "/api/auth/forgot-password",
      await api.request("POST", "/api/auth/forgot-password", { body: { email } }),
    );
    expectDocumented(
      "post",
      "/api/auth/reset-password",
      await api.request("POST", "/api/auth/reset-password", {
        body: { token: "x".repeat(43), password: "new-pass-1" },
      }),
    );
    expectDocumented(
      "post",
      "/api/auth/login-demo",
      await api.request("POST", "/api/auth/login-demo", { body: { id: "no-such-demo" } }),
    );
    expectDocumented(
      "post",
      "/api/auth/telegram-miniapp",
      await api.request("POST", "/api/auth/telegram-miniapp", { headers: { authorization: "tma x" } }),
    );
    expectDocumented(
      "post",
      "/api/waitlist",
      await api.request("POST", "/api/waitlist", { body: { email: "docs-wait@example.com" } }),
    );
  });
});
