import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { signatureTimestamp, verifyWebhook, WEBHOOK_TOLERANCE_SECONDS } from "./stripe-client.ts";

// The webhook's signature check on a fixed clock: the HMAC under our secret, and its `t=` within
// 300 s of ours in the past and in the future (docs/payments.md).
const secret = "whsec_unit_0123456789";
const rail = { stripe: new Stripe("sk_test_unit", { telemetry: false }), webhookSecret: secret };
const body = JSON.stringify({
  id: "evt_test_1",
  type: "customer.created",
  data: { object: { id: "cus_1" } },
});
const signedAt = 1_750_000_000;
const header = (timestamp = signedAt, key = secret, payload = body) =>
  Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: key,
    timestamp,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
const at = (seconds: number) => seconds * 1000;

describe("verifyWebhook", () => {
  it("accepts a `t=` up to 300 s either side of our clock and refuses one second more", async () => {
    expect(WEBHOOK_TOLERANCE_SECONDS).toBe(300);
    const signed = await header();
    for (const offset of [-300, -299, 0, 299, 300])
      expect(await verifyWebhook(rail, body, signed, at(signedAt + offset)), `now ${offset}`).toEqual({
        ok: true,
        payload: JSON.parse(body),
      });
    // Our clock 301 s after the signature: it is old; 301 s before it: it is dated in the future.
    for (const offset of [-400, -301, 301, 400])
      expect(await verifyWebhook(rail, body, signed, at(signedAt + offset)), `now ${offset}`).toEqual({
        ok: false,
        refusal: "outside_tolerance",
      });
    // Within the second: 300.999 s still counts as 300 (the SDK floors too).
    expect((await verifyWebhook(rail, body, signed, at(signedAt - 300) - 1)).ok).toBe(false);
    expect((await verifyWebhook(rail, body, signed, at(signedAt + 300) + 999)).ok).toBe(true);
  });

  it("refuses a missing or wrong signature, and tells an unreadable signed body apart", async () => {
    const now = at(signedAt);
    const bad = { ok: false, refusal: "bad_signature" };
    expect(await verifyWebhook(rail, body, undefined, now)).toEqual(bad);
    expect(await verifyWebhook(rail, body, "", now)).toEqual(bad);
    expect(await verifyWebhook(rail, body, await header(signedAt, "whsec_other"), now)).toEqual(bad);
    expect(await verifyWebhook(rail, `${body} `, await header(), now)).toEqual(bad);
    expect(await verifyWebhook(rail, "{", await header(signedAt, secret, "{"), now)).toEqual({
      ok: false,
      refusal: "unreadable",
    });
    expect(await verifyWebhook(rail, "null", await header(signedAt, secret, "null"), now)).toEqual({
      ok: true,
      payload: null,
    });
  });
});

describe("signatureTimestamp", () => {
  it("reads the `t=` the SDK reads (the last one), or null", () => {
    expect(signatureTimestamp("t=12,v1=ab")).toBe(12);
    expect(signatureTimestamp("v1=ab,t=1,t=99")).toBe(99);
    expect(signatureTimestamp("v1=ab")).toBeNull();
    expect(signatureTimestamp("t=soon,v1=ab")).toBeNull();
  });
});
