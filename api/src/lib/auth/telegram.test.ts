import { describe, expect, it } from "vitest";
import { signInitData, verifyInitData } from "./telegram.ts";

// Mini App initData as Telegram signs it: the HMAC (`hash`) covers every other field, `signature`
// included when the client sends it (Bot API 8.0+); older clients send no `signature` at all.

const BOT_TOKEN = "123456:init-data-unit-test";
const MAX_AGE = 86_400;
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const authDate = String(Math.floor(NOW / 1000) - 60);
const user = JSON.stringify({ id: 4242, first_name: "Mei", username: "mei4242" });

const withSignature = () =>
  signInitData(
    { query_id: "AAE4242", user, auth_date: authDate, start_param: "wheel", signature: "ed25519-sig" },
    BOT_TOKEN,
  );
const withoutSignature = () => signInitData({ query_id: "AAE4242", user, auth_date: authDate }, BOT_TOKEN);

describe("verifyInitData", () => {
  it("accepts initData carrying `signature` when its hash is right", () => {
    const check = verifyInitData(withSignature(), BOT_TOKEN, MAX_AGE, NOW);
    expect(check).toEqual({
      ok: true,
      user: { id: 4242, first_name: "Mei", username: "mei4242" },
      authDate: Number(authDate),
      startParam: "wheel",
    });
  });

  it("accepts initData from an older client that sends no `signature`", () => {
    const raw = withoutSignature();
    expect(new URLSearchParams(raw).has("signature")).toBe(false);
    const check = verifyInitData(raw, BOT_TOKEN, MAX_AGE, NOW);
    expect(check).toMatchObject({ ok: true, user: { id: 4242 }, startParam: undefined });
  });

  it("refuses tampered initData, with or without `signature`", () => {
    for (const raw of [withSignature(), withoutSignature()]) {
      const forged = raw.replace("4242", "4243");
      expect(forged).not.toBe(raw);
      expect(verifyInitData(forged, BOT_TOKEN, MAX_AGE, NOW)).toEqual({ ok: false, reason: "invalid" });
    }
    // Dropping `signature` from signed initData breaks the hash (it covers the field).
    const stripped = new URLSearchParams(withSignature());
    stripped.delete("signature");
    expect(verifyInitData(stripped.toString(), BOT_TOKEN, MAX_AGE, NOW)).toEqual({
      ok: false,
      reason: "invalid",
    });
    // Another start_param slipped in after signing.
    const retargeted = new URLSearchParams(withoutSignature());
    retargeted.set("start_param", "ref_ATTACKER1");
    expect(verifyInitData(retargeted.toString(), BOT_TOKEN, MAX_AGE, NOW).ok).toBe(false);
  });

  it("refuses initData signed with another bot's token, without a hash, or stale", () => {
    expect(verifyInitData(withoutSignature(), "654321:other-bot", MAX_AGE, NOW).ok).toBe(false);
    const noHash = new URLSearchParams(withoutSignature());
    noHash.delete("hash");
    expect(verifyInitData(noHash.toString(), BOT_TOKEN, MAX_AGE, NOW)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(verifyInitData(withoutSignature(), BOT_TOKEN, 30, NOW)).toEqual({ ok: false, reason: "expired" });
  });
});
