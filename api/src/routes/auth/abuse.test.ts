import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";

const PASSWORD = "correct-horse-1";

let api: TestApi;
beforeAll(async () => {
  // Real rate limits, and client addresses from X-Forwarded-For so one test can be "anywhere".
  api = await startTestApi({
    RATE_LIMIT_DISABLED: "false",
    TRUST_PROXY: "true",
    RESEND_INTERVAL_SECONDS: "2",
  });
});
afterAll(() => api.close());

let ipCounter = 0;
const fromNewIp = () => ({ "x-forwarded-for": `198.51.100.${++ipCounter % 250}` });

describe("no account enumeration (A6)", () => {
  it("resend and next-token answer the same for unknown, unverified and verified addresses", async () => {
    await api.signUp("verified-e@example.com");
    await api.request("POST", "/api/auth/register", {
      headers: fromNewIp(),
      body: { email: "unverified-e@example.com", password: PASSWORD, country: "Europe" },
    });
    await Bun.sleep(2_100); // the registrations' intervals run out
    const addresses = ["nobody-e@example.com", "unverified-e@example.com", "verified-e@example.com"];
    const round = async () => {
      const out = [];
      for (const email of addresses) {
        const resend = await api.request("POST", "/api/auth/regenerate-email-token", {
          headers: fromNewIp(),
          body: { email },
        });
        const next = await api.request("GET", `/api/auth/next-token?email=${encodeURIComponent(email)}`, {
          headers: fromNewIp(),
        });
        out.push({ status: resend.status, body: resend.body, wait: next.body.waitSeconds });
      }
      return out;
    };
    const first = await round();
    expect(first).toEqual(
      addresses.map(() => ({ status: 200, body: { success: true, message: "Email sent!" }, wait: 2 })),
    );
    const second = await round();
    for (const answer of second) {
      expect(answer.status).toBe(429);
      expect(answer.body.error.code).toBe("VERIFICATION_TOKEN_INTERVAL_TOO_SMALL");
    }
    // Only the unverified account actually got a mail.
    expect((await api.lastMail("unverified-e@example.com"))?.subject).toBe("Verify your JadeVerse e-mail");
    expect(await api.lastMail("nobody-e@example.com")).toBeUndefined();
  });

  it("forgot-password answers before any address-dependent work, alike for known and unknown addresses", async () => {
    await api.signUp("known-f@example.com");
    // Hold the database's writer: an answer that waited for the token (the known address's work)
    // could not arrive until it is released.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holder = api.db.write(() => held);
    await Bun.sleep(50);
    const ask = (email: string) =>
      api.request("POST", "/api/auth/forgot-password", { headers: fromNewIp(), body: { email } });
    const answers = await Promise.race([
      Promise.all([ask("known-f@example.com"), ask("unknown-f@example.com")]),
      Bun.sleep(15_000).then(() => null), // generous: with the writer held, a waiting answer never comes
    ]);
    release();
    await holder;
    expect(answers).not.toBeNull();
    const [known, unknown] = answers!;
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
    expect(known.status).toBe(200);
    // The work still happens, after the answer: the known address gets its link, the unknown nothing.
    expect((await api.lastMail("known-f@example.com"))?.subject).toBe("Reset your JadeVerse password");
    expect(await api.lastMail("unknown-f@example.com")).toBeUndefined();
  });
});

describe("password guessing stays throttled, and strangers can't lock the owner out (A6)", () => {
  it("locks strangers after 10 failures from anywhere; the owner's browser still signs in", async () => {
    await api.signUp("locked@example.com");
    // The owner signed in before from this browser: it holds the device cookie.
    const owner = await api.request("POST", "/api/auth/login", {
      headers: fromNewIp(),
      body: { email: "locked@example.com", password: PASSWORD },
    });
    const device = owner.headers.get("set-cookie")?.match(/jv_device=([^;]+)/)?.[1];
    expect(device).toBeTruthy();

    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await api.request("POST", "/api/auth/login", {
        headers: fromNewIp(),
        body: { email: "locked@example.com", password: `guess-${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
    // Even the right password from a stranger's browser waits: the guesses stay capped.
    const stranger = await api.request("POST", "/api/auth/login", {
      headers: fromNewIp(),
      body: { email: "locked@example.com", password: PASSWORD },
    });
    expect(stranger.status).toBe(429);
    expect(stranger.body.error.code).toBe("LOGIN_TEMPORARILY_LOCKED");
    // The owner, on their own device, is not locked out.
    const back = await api.request("POST", "/api/auth/login", {
      headers: { ...fromNewIp(), cookie: `jv_device=${device}` },
      body: { email: "locked@example.com", password: PASSWORD },
    });
    expect(back.status).toBe(200);
  });

  it("a device cookie of another account earns no exemption, and a forged one neither", async () => {
    await api.signUp("other-dev@example.com");
    const other = await api.request("POST", "/api/auth/login", {
      headers: fromNewIp(),
      body: { email: "other-dev@example.com", password: PASSWORD },
    });
    const foreignDevice = other.headers.get("set-cookie")?.match(/jv_device=([^;]+)/)?.[1];
    await api.signUp("target-dev@example.com");
    for (let i = 0; i < 10; i++)
      await api.request("POST", "/api/auth/login", {
        headers: fromNewIp(),
        body: { email: "target-dev@example.com", password: `nope-${i}` },
      });
    for (const cookie of [`jv_device=${foreignDevice}`, `jv_device=${"A".repeat(43)}`]) {
      const res = await api.request("POST", "/api/auth/login", {
        headers: { ...fromNewIp(), cookie },
        body: { email: "target-dev@example.com", password: PASSWORD },
      });
      expect(res.status).toBe(429);
    }
  });

  it("one address guessing across many accounts is throttled per source", async () => {
    const ip = { "x-forwarded-for": "203.0.113.77" };
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await api.request("POST", "/api/auth/login", {
        headers: ip,
        body: { email: `spray-${i}@example.com`, password: "x" },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
