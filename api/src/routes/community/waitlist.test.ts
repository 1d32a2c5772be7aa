import { waitlistEntries } from "@jadeverse/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { createLogger } from "../../lib/logger.ts";
import { WAITLIST_NAME_MAX, WAITLIST_SUCCESS_MESSAGE } from "../../lib/waitlist/constants.ts";
import { COUNTRY_CODES } from "../../lib/waitlist/countries.ts";
import { type ForwardedContact, forwardWaitlistContact } from "../../lib/waitlist/forwarder.ts";

const signUp = (email: string, extra: Record<string, unknown> = {}) => ({
  name: "Mei Lin",
  country: "SG",
  email,
  marketingConsent: true,
  termsAccepted: true,
  ...extra,
});

async function rowsFor(api: TestApi, email: string) {
  return api.db.orm.select().from(waitlistEntries).where(eq(waitlistEntries.email, email));
}

/** Polls until `check` returns a value (the forwarder runs after the answer); a generous deadline. */
async function eventually<T>(check: () => T | undefined | Promise<T | undefined>, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error("timed out waiting");
    await Bun.sleep(20);
  }
}

describe("POST /api/waitlist", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it("stores a sign-up with both consents, the e-mail lower-cased", async () => {
    const res = await api.request("POST", "/api/waitlist", {
      body: signUp("  Mei.Lin@Example.COM ", { name: "  Mei Lin  " }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: WAITLIST_SUCCESS_MESSAGE });
    const [row] = await rowsFor(api, "mei.lin@example.com");
    expect(row).toMatchObject({
      email: "mei.lin@example.com",
      name: "Mei Lin",
      country: "SG",
      source: "web",
      forwardedAt: null,
    });
    expect(row?.marketingConsentAt).toBeInstanceOf(Date);
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
  });

  it("keeps name and country optional (empty strings or absent)", async () => {
    const empty = await api.request("POST", "/api/waitlist", {
      body: signUp("nameless@example.com", { name: "", country: "" }),
    });
    expect(empty.status).toBe(200);
    const absent = await api.request("POST", "/api/waitlist", {
      body: { email: "absent@example.com", marketingConsent: true, termsAccepted: true },
    });
    expect(absent.status).toBe(200);
    for (const email of ["nameless@example.com", "absent@example.com"]) {
      const [row] = await rowsFor(api, email);
      expect(row).toMatchObject({ name: null, country: null });
    }
  });

  it("answers a repeat sign-up exactly like a new one and changes nothing", async () => {
    const first = await api.request("POST", "/api/waitlist", { body: signUp("twice@example.com") });
    const [before] = await rowsFor(api, "twice@example.com");
    const again = await api.request("POST", "/api/waitlist", {
      body: signUp("TWICE@example.com", { name: "Someone Else", country: "FR" }),
    });
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    const rows = await rowsFor(api, "twice@example.com");
    expect(rows).toEqual([before]);
  });

  it("stores concurrent duplicates once, and every caller gets the success answer", async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api.request("POST", "/api/waitlist", {
          body: signUp(i % 2 ? "race@example.com" : "RACE@Example.com"),
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(await rowsFor(api, "race@example.com")).toHaveLength(1);
  });

  it.each([
    ["a missing e-mail", { name: "A", marketingConsent: true, termsAccepted: true }, "email"],
    ["an invalid e-mail", signUp("not-an-email"), "email"],
    ["an e-mail without a domain", signUp("someone@"), "email"],
    ["an oversized e-mail", signUp(`${"a".repeat(250)}@example.com`), "email"],
    ["an oversized name", signUp("long@example.com", { name: "n".repeat(WAITLIST_NAME_MAX + 1) }), "name"],
    ["an unknown country", signUp("xx@example.com", { country: "XX" }), "country"],
    ["a country name instead of a code", signUp("xx@example.com", { country: "Singapore" }), "country"],
    ["news consent not given", signUp("c1@example.com", { marketingConsent: false }), "marketingConsent"],
    ["terms not accepted", signUp("c2@example.com", { termsAccepted: undefined }), "termsAccepted"],
    ["an unknown field", signUp("extra@example.com", { referrer: "x" }), ""],
    ["a non-string name", signUp("typed@example.com", { name: 42 }), "name"],
  ])("refuses %s with 400 VALIDATION_ERROR and stores nothing", async (_label, body, field) => {
    const before = await api.db.orm.$count(waitlistEntries);
    const res = await api.request("POST", "/api/waitlist", { body });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_ERROR");
    if (field) expect(res.body.error.details.issues.map((i: { path: string }) => i.path)).toContain(field);
    expect(await api.db.orm.$count(waitlistEntries)).toBe(before);
  });

  it("refuses a body that is not JSON", async () => {
    const res = await api.request("POST", "/api/waitlist", { raw: "email=a@b.co" });
    expect(res.status).toBe(400);
  });

  it("accepts every listed country and only those", async () => {
    expect(COUNTRY_CODES.length).toBeGreaterThan(200);
    const listed = await api.request("POST", "/api/waitlist", {
      body: signUp("zw@example.com", { country: "ZW" }),
    });
    expect(listed.status).toBe(200);
    const unlisted = await api.request("POST", "/api/waitlist", {
      body: signUp("xx@example.com", { country: "XX" }),
    });
    expect(unlisted.status).toBe(400);
  });
});

describe("waitlist rate limit", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ RATE_LIMIT_DISABLED: "false" });
  });
  afterAll(() => api.close());

  it("answers 429 RATE_LIMITED with Retry-After after 10 sign-ups from one IP", async () => {
    for (let i = 0; i < 10; i++) {
      const res = await api.request("POST", "/api/waitlist", { body: signUp(`flood${i}@example.com`) });
      expect(res.status).toBe(200);
    }
    const blocked = await api.request("POST", "/api/waitlist", { body: signUp("flood10@example.com") });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe("RATE_LIMITED");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await rowsFor(api, "flood10@example.com")).toHaveLength(0);
  });
});

describe("forwarding to the e-mail-marketing provider", () => {
  const TOKEN = "provider-secret-token-123";
  interface Received {
    method: string;
    path: string;
    headers: Headers;
    body: unknown;
  }
  const received: Received[] = [];
  let mode: "ok" | "fail" | "silent" = "ok";
  /** The e-mails of forwards the provider held without answering until the forwarder gave up. */
  const abandoned: string[] = [];
  let provider: ReturnType<typeof Bun.serve>;
  let api: TestApi;

  beforeAll(async () => {
    provider = Bun.serve({
      port: 0,
      hostname: "127.0.0.1",
      idleTimeout: 255, // a silent answer is held for as long as the forwarder waits
      async fetch(req) {
        const url = new URL(req.url);
        const body = (await req.json()) as ForwardedContact;
        received.push({ method: req.method, path: url.pathname, headers: req.headers, body });
        if (mode === "silent") {
          // Never answers: only the forwarder's own timeout ends the request.
          await new Promise((resolve) => req.signal.addEventListener("abort", resolve));
          abandoned.push(body.email);
        }
        if (mode === "fail") return Response.json({ error: "quota exceeded" }, { status: 503 });
        return Response.json({ id: "contact-1" }, { status: 201 });
      },
    });
    api = await startTestApi({
      WAITLIST_FORWARD_URL: `http://127.0.0.1:${provider.port}/v1/contacts`,
      WAITLIST_FORWARD_TOKEN: TOKEN,
      WAITLIST_FORWARD_TIMEOUT_MS: "300",
    });
  });
  afterAll(async () => {
    await api.close();
    provider.stop(true);
  });

  it("posts the stored contact as JSON with bearer auth, then marks the row forwarded", async () => {
    mode = "ok";
    received.length = 0;
    const res = await api.request("POST", "/api/waitlist", { body: signUp("Fwd@Example.com") });
    expect(res.status).toBe(200);
    const hit = await eventually(() => received[0]);
    const [row] = await rowsFor(api, "fwd@example.com");
    expect(hit.method).toBe("POST");
    expect(hit.path).toBe("/v1/contacts");
    expect(hit.headers.get("authorization")).toBe(`Bearer ${TOKEN}`);
    expect(hit.headers.get("content-type")).toBe("application/json");
    expect(hit.body).toEqual({
      email: "fwd@example.com",
      name: "Mei Lin",
      country: "SG",
      source: "web",
      marketingConsent: true,
      subscribedAt: row!.createdAt.toISOString(),
    });
    const forwarded = await eventually(
      async () => (await rowsFor(api, "fwd@example.com"))[0]?.forwardedAt ?? undefined,
    );
    expect(forwarded).toBeInstanceOf(Date);
  });

  it("does not forward a repeat sign-up again", async () => {
    mode = "ok";
    await api.request("POST", "/api/waitlist", { body: signUp("once@example.com") });
    await eventually(() => received.find((r) => (r.body as ForwardedContact).email === "once@example.com"));
    const before = received.length;
    await api.request("POST", "/api/waitlist", { body: signUp("ONCE@example.com") });
    await Bun.sleep(200);
    expect(received.length).toBe(before);
  });

  it("a failing provider never fails the sign-up; the row stays unforwarded", async () => {
    mode = "fail";
    received.length = 0;
    const res = await api.request("POST", "/api/waitlist", { body: signUp("fail@example.com") });
    expect(res.status).toBe(200);
    await eventually(() => received[0]);
    await Bun.sleep(100);
    const [row] = await rowsFor(api, "fail@example.com");
    expect(row?.forwardedAt).toBeNull();
  });

  it("a provider that does not answer neither delays nor fails the sign-up, and is given up after the timeout", async () => {
    mode = "silent";
    received.length = 0;
    // With the longest timeout the configuration allows (60 s, beyond this test's own deadline), a
    // sign-up that waited for the forward could not answer in time: this one answers at once.
    const patient = await startTestApi({
      WAITLIST_FORWARD_URL: `http://127.0.0.1:${provider.port}/v1/contacts`,
      WAITLIST_FORWARD_TOKEN: TOKEN,
      WAITLIST_FORWARD_TIMEOUT_MS: "60000",
    });
    try {
      const held = await patient.request("POST", "/api/waitlist", { body: signUp("held@example.com") });
      expect(held.status).toBe(200);
      await eventually(() => received[0]);
      expect(abandoned).not.toContain("held@example.com");
    } finally {
      await patient.close();
    }
    // With a 300 ms timeout the forwarder gives the request up: the provider sees it closed.
    received.length = 0;
    const res = await api.request("POST", "/api/waitlist", { body: signUp("slow@example.com") });
    expect(res.status).toBe(200);
    await eventually(() => received[0]);
    await eventually(() => (abandoned.includes("slow@example.com") ? true : undefined));
    const [row] = await rowsFor(api, "slow@example.com");
    expect(row?.forwardedAt).toBeNull();
  });

  it("logs a failure with the provider's host and status, never the token", async () => {
    mode = "fail";
    const lines: string[] = [];
    const log = createLogger("debug", {}, (line) => lines.push(line));
    await forwardWaitlistContact(api.deps, log, 0, {
      email: "log@example.com",
      name: null,
      country: null,
      source: "web",
      marketingConsent: true,
      subscribedAt: new Date().toISOString(),
    });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({ level: "warn", host: `127.0.0.1:${provider.port}`, status: 503 });
    expect(lines[0]).not.toContain(TOKEN);
  });

  it("an unreachable provider is logged as a failure, without the token", async () => {
    const lines: string[] = [];
    const log = createLogger("debug", {}, (line) => lines.push(line));
    const deps = {
      ...api.deps,
      env: { ...api.deps.env, WAITLIST_FORWARD_URL: "http://127.0.0.1:1/contacts" },
    };
    await forwardWaitlistContact(deps, log, 0, {
      email: "down@example.com",
      name: null,
      country: null,
      source: "web",
      marketingConsent: true,
      subscribedAt: new Date().toISOString(),
    });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: "warn", msg: "waitlist forward failed" });
    expect(lines[0]).not.toContain(TOKEN);
  });
});
