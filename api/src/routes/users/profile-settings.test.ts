import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";

// What the Profile Settings tab (web/src/features/profile-settings) sends and maps, over real HTTP:
// its name split, nickname and e-mail rules, the wallet form, the password refusals.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe("PATCH /api/users/me from the Profile Settings tab", () => {
  it("saves the chosen language on the account, answers it on every device, and refuses one we do not speak", async () => {
    const { token } = await api.signUp("language@example.com");
    expect((await api.request("GET", "/api/users/me", { token })).body.language).toBeNull();
    const chosen = await api.request("PATCH", "/api/users/me", { token, body: { language: "pt-BR" } });
    expect(chosen.status).toBe(200);
    expect(chosen.body.user.language).toBe("pt-BR");
    // Another device: a session of its own.
    const login = await api.request("POST", "/api/auth/login", {
      body: { email: "language@example.com", password: "correct-horse-1" },
    });
    const elsewhere = login.body.access_token as string;
    expect(elsewhere).not.toBe(token);
    expect((await api.request("GET", "/api/users/me", { token: elsewhere })).body.language).toBe("pt-BR");
    for (const language of ["de", "pt", "en-XA", ""]) {
      const refused = await api.request("PATCH", "/api/users/me", { token, body: { language } });
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe("VALIDATION_ERROR");
    }
    expect((await api.request("GET", "/api/users/me", { token })).body.language).toBe("pt-BR");
  });

  it("takes the page's name split: first name, the rest as last name, both clearable", async () => {
    const { token } = await api.signUp("split@example.com");
    const split = await api.request("PATCH", "/api/users/me", {
      token,
      body: { firstName: "Mary", lastName: "Jane van der Berg" },
    });
    expect(split.status).toBe(200);
    expect(split.body.user).toMatchObject({ firstName: "Mary", lastName: "Jane van der Berg" });
    const single = await api.request("PATCH", "/api/users/me", {
      token,
      body: { firstName: "Cher", lastName: "" },
    });
    expect(single.body.user).toMatchObject({ firstName: "Cher", lastName: "" });
    const cleared = await api.request("PATCH", "/api/users/me", {
      token,
      body: { firstName: "", lastName: "" },
    });
    expect(cleared.body.user).toMatchObject({ firstName: "", lastName: "" });
  });

  it("counts a 25-grapheme nickname as 25 and refuses a 51-character name with the field's message", async () => {
    const { token } = await api.signUp("graphemes@example.com");
    const family = "👩‍👩‍👧";
    const ok = await api.request("PATCH", "/api/users/me", { token, body: { nickname: family.repeat(25) } });
    expect(ok.status).toBe(200);
    const long = await api.request("PATCH", "/api/users/me", { token, body: { firstName: "a".repeat(51) } });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "firstName: Must be at most 50 characters long",
    });
  });

  it("refuses an e-mail change without or with a wrong current password and then changes nothing else", async () => {
    const { token } = await api.signUp("proof@example.com");
    const before = (await api.request("GET", "/api/users/me", { token })).body;
    const missing = await api.request("PATCH", "/api/users/me", {
      token,
      body: { nickname: "NoProof", email: "proof-new@example.com" },
    });
    expect(missing.status).toBe(401);
    expect(missing.body.error.code).toBe("REAUTHENTICATION_REQUIRED");
    const wrong = await api.request("PATCH", "/api/users/me", {
      token,
      body: { nickname: "WrongProof", email: "proof-new@example.com", currentPassword: "not-it-123" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe("INVALID_PASSWORD");
    expect((await api.request("GET", "/api/users/me", { token })).body).toEqual(before);
  });

  it("shows a requested address as pending, with the page's other fields saved in the same call", async () => {
    const { token } = await api.signUp("pending@example.com");
    const res = await api.request("PATCH", "/api/users/me", {
      token,
      body: { nickname: "Pending", email: "pending-new@example.com", currentPassword: "correct-horse-1" },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      "Profile updated successfully! Check your inbox at the new address to confirm it.",
    );
    expect(res.body.user).toMatchObject({
      nickname: "Pending",
      email: "pending@example.com",
      pendingEmail: "pending-new@example.com",
    });
  });
});

describe("PATCH /api/users/wallet-address from the Profile Settings tab", () => {
  it("clears the address with an empty string and trims a padded one", async () => {
    const { token } = await api.signUp("wallet-clear@example.com");
    const address = "0x52908400098527886E0F7030069857D2E4169EE7";
    const padded = await api.request("PATCH", "/api/users/wallet-address", {
      token,
      body: { walletAddress: `  ${address} ` },
    });
    expect(padded.status).toBe(200);
    expect((await api.request("GET", "/api/users/me", { token })).body.walletAddress).toBe(
      address.toLowerCase(),
    );
    const cleared = await api.request("PATCH", "/api/users/wallet-address", {
      token,
      body: { walletAddress: "" },
    });
    expect(cleared.body).toEqual({ success: true, message: "Wallet address updated successfully!" });
    expect((await api.request("GET", "/api/users/me", { token })).body.walletAddress).toBeNull();
  });

  it("refuses a malformed address with the spec's message", async () => {
    const { token } = await api.signUp("wallet-message@example.com");
    const res = await api.request("PATCH", "/api/users/wallet-address", {
      token,
      body: { walletAddress: "0x12345" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_ERROR");
    expect(res.body.error.message).toContain("Please enter a valid Ethereum wallet address");
  });
});

describe("PATCH /api/users/change-password refusals the Profile Settings tab maps", () => {
  it("refuses the old password as the new one and leaves the password as it was", async () => {
    const { token } = await api.signUp("same-password@example.com", "original-1");
    const same = await api.request("PATCH", "/api/users/change-password", {
      token,
      body: { oldPassword: "original-1", newPassword: "original-1" },
    });
    expect(same.status).toBe(400);
    expect(same.body.error).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "The new password must differ from the old one.",
    });
    const login = await api.request("POST", "/api/auth/login", {
      body: { email: "same-password@example.com", password: "original-1" },
    });
    expect(login.status).toBe(200);
  });
});
