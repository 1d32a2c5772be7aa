import { createHmac } from "node:crypto";
import Stripe from "stripe";
import { afterAll, describe, expect, it } from "vitest";
import { testEnv } from "../../env.ts";
import { signatureTimestamp, stripeRail, verifyWebhook } from "./stripe-client.ts";

// The Stripe rail's client as configured (docs/payments.md): on only with the key AND the webhook
// secret, one client per configuration, Stripe's API by default or STRIPE_API_BASE's host, a bounded
// request (10 s, two retries), no telemetry sent to Stripe.
const keys = { STRIPE_SECRET_KEY: "sk_test_rail_0123", STRIPE_WEBHOOK_SECRET: "whsec_rail_0123" };
const api = (rail: ReturnType<typeof stripeRail>) => {
  if (!rail) throw new Error("Stripe is not configured");
  const field = <K extends "host" | "port" | "protocol">(key: K) => rail.stripe.getApiField(key);
  return { host: field("host"), port: field("port"), protocol: field("protocol") };
};

describe("stripeRail", () => {
  it("is off without the secret key or without the webhook secret", () => {
    expect(stripeRail(testEnv())).toBeNull();
    expect(stripeRail(testEnv({ STRIPE_WEBHOOK_SECRET: keys.STRIPE_WEBHOOK_SECRET }))).toBeNull();
  });

  it("talks to Stripe's own API by default, bounded and without telemetry", () => {
    const rail = stripeRail(testEnv(keys));
    expect(rail?.webhookSecret).toBe(keys.STRIPE_WEBHOOK_SECRET);
    expect(api(rail)).toEqual({ host: "api.stripe.com", port: "443", protocol: "https" });
    expect(rail?.stripe.getMaxNetworkRetries()).toBe(2);
    expect(rail?.stripe.getApiField("timeout")).toBe(10_000);
    expect(rail?.stripe.getTelemetryEnabled()).toBe(false);
    expect(rail?.stripe.getApiField("httpClient").getClientName()).toBe("fetch");
  });

  it("is made once per configuration", () => {
    const env = testEnv(keys);
    const first = stripeRail(env);
    expect(stripeRail(env)).toBe(first);
    expect(stripeRail(testEnv(keys))).not.toBe(first);
    const off = testEnv();
    expect(stripeRail(off)).toBeNull();
    expect(stripeRail(off)).toBeNull();
  });

  it("takes STRIPE_API_BASE's host, with the default port of its scheme unless it names one", () => {
    const at = (base: string) => api(stripeRail(testEnv({ ...keys, STRIPE_API_BASE: base })));
    expect(at("https://stripe.example.test")).toEqual({
      host: "stripe.example.test",
      port: 443,
      protocol: "https",
    });
    expect(at("http://stripe.example.test")).toEqual({
      host: "stripe.example.test",
      port: 80,
      protocol: "http",
    });
    expect(at("https://stripe.example.test:8443")).toEqual({
      host: "stripe.example.test",
      port: "8443",
      protocol: "https",
    });
    expect(at("http://127.0.0.1:12111")).toEqual({ host: "127.0.0.1", port: "12111", protocol: "http" });
  });
});

describe("stripeRail against a local API", () => {
  const seen: { path: string; authorization: string | null; telemetry: string | null }[] = [];
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch: (request) => {
      seen.push({
        path: new URL(request.url).pathname,
        authorization: request.headers.get("authorization"),
        telemetry: request.headers.get("x-stripe-client-telemetry"),
      });
      // Stripe answers every call with its request id (what a client's telemetry would report back).
      return Response.json(
        { id: "cs_test_local", object: "checkout.session", url: null },
        { headers: { "request-id": `req_${seen.length}` } },
      );
    },
  });
  afterAll(() => server.stop(true));

  it("sends its calls over plain http to that host and port, with the key and no telemetry", async () => {
    const rail = stripeRail(testEnv({ ...keys, STRIPE_API_BASE: `http://127.0.0.1:${server.port}` }))!;
    expect((await rail.stripe.checkout.sessions.retrieve("cs_test_local")).id).toBe("cs_test_local");
    expect((await rail.stripe.checkout.sessions.retrieve("cs_test_local")).id).toBe("cs_test_local");
    expect(seen).toEqual([
      {
        path: "/v1/checkout/sessions/cs_test_local",
        authorization: `Bearer ${keys.STRIPE_SECRET_KEY}`,
        telemetry: null,
      },
      {
        path: "/v1/checkout/sessions/cs_test_local",
        authorization: `Bearer ${keys.STRIPE_SECRET_KEY}`,
        telemetry: null,
      },
    ]);
  });
});

describe("verifyWebhook without a readable timestamp", () => {
  it("refuses a correctly signed delivery whose `t=` is not a number, whatever our clock reads", async () => {
    const rail = {
      stripe: new Stripe("sk_test_unit", { telemetry: false }),
      webhookSecret: keys.STRIPE_WEBHOOK_SECRET,
    };
    const body = JSON.stringify({ id: "evt_1", type: "customer.created", data: { object: { id: "cus_1" } } });
    // The SDK signs and checks `${t}.${body}`; a `t=` it cannot read is NaN there.
    const hmac = createHmac("sha256", keys.STRIPE_WEBHOOK_SECRET).update(`NaN.${body}`).digest("hex");
    const header = `t=soon,v1=${hmac}`;
    // Even at the epoch, where a missing `t=` taken as 0 would be "now".
    for (const nowMs of [0, 100_000, Date.now()])
      expect(await verifyWebhook(rail, body, header, nowMs), `now ${nowMs}`).toEqual({
        ok: false,
        refusal: "outside_tolerance",
      });
  });
});

describe("signatureTimestamp of a bare `t`", () => {
  it("reads a `t` without a value as no timestamp, as the SDK does, even after a good one", () => {
    expect(signatureTimestamp("t,v1=ab")).toBeNull();
    expect(signatureTimestamp("t=5,v1=ab,t")).toBeNull();
    expect(signatureTimestamp("t=,v1=ab")).toBeNull();
    expect(signatureTimestamp("t=0,v1=ab")).toBe(0);
  });
});
