import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi, usingSqld } from "../test/harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ CORS_ORIGINS: "https://app.jadeverse.test" });
});
afterAll(() => api.close());

describe("platform plumbing", () => {
  it("reports health and which database mode it runs", async () => {
    const res = await api.request("GET", "/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "ok", database: usingSqld ? "server" : "embedded" });
    expect(api.db.embedded).toBe(!usingSqld);
  });

  it("answers unknown routes with the error shape", async () => {
    const res = await api.request("GET", "/api/nope");
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("NOT_FOUND");
  });

  it("sets security headers and a request id, honouring a sane incoming one", async () => {
    const res = await api.request("GET", "/api/health", { headers: { "x-request-id": "trace-1234567" } });
    expect(res.headers.get("x-request-id")).toBe("trace-1234567");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-site");
    // HSTS only when the platform is served over https (this one is http://localhost:3000).
    expect(res.headers.get("strict-transport-security")).toBeNull();
    const injected = await api.request("GET", "/api/health", {
      headers: { "x-request-id": "bad id\twith spaces" },
    });
    expect(injected.headers.get("x-request-id")).not.toContain(" ");
  });

  it("allows CORS only for our origins", async () => {
    const ours = await api.request("OPTIONS", "/api/auth/login", {
      headers: { origin: "https://app.jadeverse.test", "access-control-request-method": "POST" },
    });
    expect(ours.headers.get("access-control-allow-origin")).toBe("https://app.jadeverse.test");
    expect(ours.headers.get("access-control-allow-credentials")).toBe("true");
    const theirs = await api.request("OPTIONS", "/api/auth/login", {
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(theirs.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("publishes an OpenAPI document covering every auth and user call, and a self-hosted reference", async () => {
    const doc = await api.request("GET", "/api/openapi.json");
    expect(doc.body.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.body.paths);
    for (const path of [
      "/api/auth/register",
      "/api/auth/login",
      "/api/auth/verify-email",
      "/api/auth/regenerate-email-token",
      "/api/auth/next-token",
      "/api/auth/forgot-password",
      "/api/auth/reset-password",
      "/api/auth/login-demo",
      "/api/auth/telegram-login",
      "/api/auth/telegram-miniapp",
      "/api/auth/logout",
      "/api/users/me",
      "/api/users/me/xp",
      "/api/xp/rank",
      "/api/users/change-password",
      "/api/users/wallet-address",
      "/api/streaming-config",
      "/api/banners",
    ]) {
      expect(paths).toContain(path);
    }
    expect(doc.body.paths["/api/auth/register"].post.requestBody).toBeTruthy();
    const page = await api.request("GET", "/api/docs");
    expect(page.status).toBe(200);
    expect(page.body).toContain("/api/docs/assets/swagger-ui-bundle.js");
    expect(page.body).not.toMatch(/https?:\/\/(cdn|unpkg)/);
    const bundle = await fetch(`${api.url}/api/docs/assets/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
    expect((await api.request("GET", "/api/docs/assets/..%2F..%2Fpackage.json")).status).toBe(404);
  });

  it("gives the API reference page a strict CSP that allows exactly what the page loads", async () => {
    const page = await api.request("GET", "/api/docs");
    const csp = Object.fromEntries(
      (page.headers.get("content-security-policy") ?? "").split(";").map((d) => {
        const [name = "", ...sources] = d.trim().split(/\s+/);
        return [name, sources];
      }),
    );
    expect(csp["default-src"]).toEqual(["'none'"]);
    expect(csp["script-src"]).toEqual(["'self'"]); // no inline script, no eval, no other origin
    expect(csp["connect-src"]).toEqual(["'self'"]); // the document and "Try it out"
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'none'"]);
    expect(csp["form-action"]).toEqual(["'none'"]);
    // Everything the page names is same-origin, and its init script turns the validator badge off
    // (an image from validator.swagger.io).
    const sources = [...String(page.body).matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source).toMatch(/^\/api\/docs\/assets\//);
    expect(String(page.body)).not.toMatch(/<script>|<style>|style="/);
    const init = await fetch(`${api.url}/api/docs/assets/init.js`);
    expect(await init.text()).toContain("validatorUrl: null");
    // The JSON answers keep their own policy.
    const json = await api.request("GET", "/api/openapi.json");
    expect(json.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
