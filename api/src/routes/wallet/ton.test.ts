import { users } from "@jadeverse/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { createTestTonWallet } from "../../lib/ton/test-wallet.ts";
import { tonProofDomains } from "./ton.ts";

const DOMAIN = "play.example";
let api: TestApi;
let player: TestPlayer;
let stranger: TestPlayer;

beforeAll(async () => {
  api = await startTestApi({ TON_PROOF_DOMAINS: `${DOMAIN}, ton.example` });
  [player, stranger] = (await createPlayers(api, 2)) as [TestPlayer, TestPlayer];
});
afterAll(() => api.close());

async function payloadFor(token: string): Promise<string> {
  const res = await api.request<{ payload: string; expiresInSeconds: number }>(
    "POST",
    "/api/ton/proof/payload",
    {
      token,
    },
  );
  expect(res.status).toBe(200);
  expect(res.body.expiresInSeconds).toBe(900);
  return res.body.payload;
}
const verify = (token: string, body: unknown) =>
  api.request("POST", "/api/ton/proof/verify", { token, body });
const tonAddressOf = async (userId: number) =>
  (await api.db.orm.select({ a: users.tonAddress }).from(users).where(eq(users.id, userId)))[0]?.a;

describe("tonProofDomains", () => {
  it("is TON_PROOF_DOMAINS when set, else the public URL's host and port", () => {
    expect(
      tonProofDomains({ TON_PROOF_DOMAINS: " a.example, b.example:8443 ", PUBLIC_URL: "https://x.example" }),
    ).toEqual(["a.example", "b.example:8443"]);
    expect(tonProofDomains({ TON_PROOF_DOMAINS: undefined, PUBLIC_URL: "http://localhost:3000" })).toEqual([
      "localhost:3000",
    ]);
  });
});

describe("TON Connect ton_proof", () => {
  it("needs a session", async () => {
    expect((await api.request("POST", "/api/ton/proof/payload")).status).toBe(401);
  });

  it("saves the TON address of a wallet that signed our payload on our domain, shown in /users/me", async () => {
    const wallet = createTestTonWallet();
    const res = await verify(player.token, wallet.prove(await payloadFor(player.token), DOMAIN));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ tonAddress: wallet.address });
    expect(await tonAddressOf(player.userId)).toBe(wallet.address);
    const me = await api.request("GET", "/api/users/me", { token: player.token });
    expect(me.body.tonAddress).toBe(wallet.address);
  });

  it("refuses a replayed payload, and a payload issued to another player", async () => {
    const wallet = createTestTonWallet();
    const payload = await payloadFor(player.token);
    const proof = wallet.prove(payload, DOMAIN);
    expect((await verify(player.token, proof)).status).toBe(200);
    const replay = await verify(player.token, proof);
    expect(replay.status).toBe(400);
    expect(replay.body.error.code).toBe("TON_PROOF_PAYLOAD_INVALID");
    const theirs = await verify(stranger.token, wallet.prove(await payloadFor(player.token), DOMAIN));
    expect(theirs.body.error.code).toBe("TON_PROOF_PAYLOAD_INVALID");
    expect(await tonAddressOf(stranger.userId)).toBeNull();
  });

  it("refuses an expired payload and a made-up one", async () => {
    const wallet = createTestTonWallet();
    const payload = await payloadFor(stranger.token);
    await api.db.execute("UPDATE ton_proof_payloads SET expires_at = 0");
    const expired = await verify(stranger.token, wallet.prove(payload, DOMAIN));
    expect(expired.body.error.code).toBe("TON_PROOF_PAYLOAD_INVALID");
    const madeUp = await verify(stranger.token, wallet.prove("not-issued-by-us", DOMAIN));
    expect(madeUp.body.error.code).toBe("TON_PROOF_PAYLOAD_INVALID");
  });

  it("refuses a wrong domain, an old proof and a bad signature, spending the payload each time", async () => {
    const wallet = createTestTonWallet();
    const wrongDomain = await verify(
      stranger.token,
      wallet.prove(await payloadFor(stranger.token), "evil.example"),
    );
    expect(wrongDomain.body.error).toMatchObject({
      code: "TON_PROOF_INVALID",
      details: { reason: "WRONG_DOMAIN" },
    });
    const old = Math.floor(Date.now() / 1000) - 3_600;
    const expired = await verify(stranger.token, wallet.prove(await payloadFor(stranger.token), DOMAIN, old));
    expect(expired.body.error.details.reason).toBe("EXPIRED");
    const forged = wallet.prove(await payloadFor(stranger.token), DOMAIN);
    forged.proof.signature = createTestTonWallet().prove(forged.proof.payload, DOMAIN).proof.signature;
    const bad = await verify(stranger.token, forged);
    expect(bad.body.error.details.reason).toBe("BAD_SIGNATURE");
    expect((await verify(stranger.token, wallet.prove(forged.proof.payload, DOMAIN))).body.error.code).toBe(
      "TON_PROOF_PAYLOAD_INVALID",
    );
    expect(await tonAddressOf(stranger.userId)).toBeNull();
  });

  it("validates the body and forgets the wallet on disconnect", async () => {
    const invalid = await verify(player.token, { address: "x" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.code).toBe("VALIDATION_ERROR");
    const res = await api.request("DELETE", "/api/ton/wallet", { token: player.token });
    expect(res.body).toEqual({ tonAddress: null });
    expect(await tonAddressOf(player.userId)).toBeNull();
  });
});
