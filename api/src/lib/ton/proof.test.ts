import { describe, expect, it } from "vitest";
import { checkTonProof, type TonProofRequest } from "./proof.ts";
import { createTestTonWallet } from "./test-wallet.ts";

const DOMAIN = "play.example";
const policy = { allowedDomains: [DOMAIN], maxAgeSeconds: 900 };
const reason = (request: TonProofRequest, p = policy) => {
  const check = checkTonProof(request, p);
  return check.ok ? "ok" : check.reason;
};

describe("checkTonProof", () => {
  it("accepts a proof signed by a v4r2 and by a v5r1 wallet, returning the wallet's address", () => {
    for (const version of ["v4r2", "v5r1"] as const) {
      const wallet = createTestTonWallet(version);
      const check = checkTonProof(wallet.prove("payload-1", DOMAIN), policy);
      expect(check.ok).toBe(true);
      if (check.ok) expect(check.address.toRawString()).toBe(wallet.address);
    }
  });

  it("refuses a domain that is not ours, or whose length does not match", () => {
    const wallet = createTestTonWallet();
    expect(reason(wallet.prove("p", "evil.example"))).toBe("WRONG_DOMAIN");
    const proof = wallet.prove("p", DOMAIN);
    proof.proof.domain.lengthBytes += 1;
    expect(reason(proof)).toBe("WRONG_DOMAIN");
  });

  it("refuses a proof older than 15 minutes or from the future", () => {
    const wallet = createTestTonWallet();
    const now = Math.floor(Date.now() / 1000);
    expect(reason(wallet.prove("p", DOMAIN, now - 901))).toBe("EXPIRED");
    expect(reason(wallet.prove("p", DOMAIN, now + 600))).toBe("EXPIRED");
    expect(reason(wallet.prove("p", DOMAIN, now - 800))).toBe("ok");
  });

  it("refuses a bad signature: another key, a changed payload or timestamp", () => {
    const wallet = createTestTonWallet();
    const other = createTestTonWallet();
    const forged = wallet.prove("p", DOMAIN);
    forged.proof.signature = other.prove("p", DOMAIN).proof.signature;
    expect(reason(forged)).toBe("BAD_SIGNATURE");
    const changed = wallet.prove("p", DOMAIN);
    changed.proof.payload = "q";
    expect(reason(changed)).toBe("BAD_SIGNATURE");
    const claimedKey = wallet.prove("p", DOMAIN);
    claimedKey.public_key = other.publicKeyHex;
    expect(reason(claimedKey)).toBe("BAD_SIGNATURE");
  });

  it("refuses a state init that is not the claimed address's, or not a standard wallet", () => {
    const wallet = createTestTonWallet();
    const other = createTestTonWallet();
    const swapped = wallet.prove("p", DOMAIN);
    swapped.address = other.address; // someone else's address with our key's state init
    expect(reason(swapped)).toBe("BAD_STATE_INIT");
    const garbage = wallet.prove("p", DOMAIN);
    garbage.proof.state_init = "te6ccgEBAQEAAgAAAA==";
    expect(reason(garbage)).toBe("BAD_STATE_INIT");
    const badAddress = wallet.prove("p", DOMAIN);
    badAddress.address = "0:zz";
    expect(reason(badAddress)).toBe("BAD_ADDRESS");
  });
});
