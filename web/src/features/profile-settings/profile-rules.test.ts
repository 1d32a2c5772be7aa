import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../lib/api-client.ts";
import { NETWORK_ERROR_MESSAGE } from "../../lib/error-messages.ts";
import { PROFILE_FAILURE, PROFILE_RULE_MESSAGES } from "./constants.ts";
import {
  identityLock,
  joinName,
  passwordChangeProblem,
  profileErrorMessage,
  splitName,
  walletProblem,
} from "./profile-rules.ts";

describe("splitName (docs/product/economy.md §5)", () => {
  it.each([
    ["Ada Lovelace", { firstName: "Ada", lastName: "Lovelace" }],
    ["Mary Jane van der Berg", { firstName: "Mary", lastName: "Jane van der Berg" }],
    ["Cher", { firstName: "Cher", lastName: "" }],
    ["  Ada   Lovelace  ", { firstName: "Ada", lastName: "Lovelace" }],
    ["", { firstName: "", lastName: "" }],
    ["   ", { firstName: "", lastName: "" }],
  ])("splits %j at the first space", (name, expected) => {
    expect(splitName(name)).toEqual(expected);
  });

  it("joins stored names back into the one field", () => {
    expect(joinName("Mary", "Jane van der Berg")).toBe("Mary Jane van der Berg");
    expect(joinName("Cher", "")).toBe("Cher");
    expect(joinName(null, null)).toBe("");
    expect(splitName(joinName("Ada", "Lovelace King"))).toEqual({
      firstName: "Ada",
      lastName: "Lovelace King",
    });
  });
});

describe("passwordChangeProblem (docs/product/economy.md §5, in the spec's order)", () => {
  const ok = { oldPassword: "old-password", newPassword: "brand-new-1", repeatPassword: "brand-new-1" };
  it.each([
    [{ ...ok, oldPassword: "" }, PROFILE_RULE_MESSAGES.oldPasswordRequired],
    [{ oldPassword: "", newPassword: "", repeatPassword: "" }, PROFILE_RULE_MESSAGES.oldPasswordRequired],
    [{ ...ok, newPassword: "" }, PROFILE_RULE_MESSAGES.allPasswordFields],
    [{ ...ok, repeatPassword: "" }, PROFILE_RULE_MESSAGES.allPasswordFields],
    [{ ...ok, repeatPassword: "brand-new-2" }, PROFILE_RULE_MESSAGES.passwordsMismatch],
    [{ ...ok, newPassword: "short-1", repeatPassword: "short-1" }, PROFILE_RULE_MESSAGES.passwordTooShort],
  ])("refuses %j", (fields, message) => {
    expect(passwordChangeProblem(fields)).toBe(message);
  });

  it("accepts three filled fields with a matching new password of 8 characters", () => {
    expect(passwordChangeProblem(ok)).toBeNull();
    expect(passwordChangeProblem({ ...ok, newPassword: "12345678", repeatPassword: "12345678" })).toBeNull();
  });

  it("has the spec's messages", () => {
    expect(PROFILE_RULE_MESSAGES).toMatchObject({
      oldPasswordRequired: "Please enter your old password",
      allPasswordFields: "Please fill in all password fields",
      passwordsMismatch: "New passwords do not match",
      passwordTooShort: "New password must be at least 8 characters long",
    });
  });
});

describe("walletProblem (docs/product/economy.md §5)", () => {
  it("accepts nothing (the address is optional) and 0x plus 40 hex characters in any case", () => {
    expect(walletProblem("")).toBeNull();
    expect(walletProblem("   ")).toBeNull();
    expect(walletProblem("0x52908400098527886E0F7030069857D2E4169EE7")).toBeNull();
    expect(walletProblem(" 0xabcdef0123456789abcdef0123456789abcdef01 ")).toBeNull();
  });

  it.each([
    "0x123",
    "52908400098527886E0F7030069857D2E4169EE7",
    "0x52908400098527886E0F7030069857D2E4169EE7aa",
    "0xZZ908400098527886E0F7030069857D2E4169EE7",
    "1x52908400098527886E0F7030069857D2E4169EE7",
  ])("refuses %j with the spec's message", (address) => {
    expect(walletProblem(address)).toBe("Please enter a valid Ethereum wallet address");
  });
});

describe("profileErrorMessage", () => {
  it("shows a typed refusal's message", () => {
    const demo = new ApiRequestError(
      403,
      "DEMO_IDENTITY_LOCKED",
      "Demo accounts cannot change their e-mail, password or Telegram link.",
    );
    expect(profileErrorMessage(demo, PROFILE_FAILURE.password)).toBe(
      "Demo accounts cannot change their e-mail, password or Telegram link.",
    );
    const raced = new ApiRequestError(
      409,
      "PASSWORD_CHANGED_CONCURRENTLY",
      "Your password was just changed in another request. Please try again.",
    );
    expect(profileErrorMessage(raced, PROFILE_FAILURE.password)).toBe(
      "Your password was just changed in another request. Please try again.",
    );
  });

  it("names a refused field by the page's label", () => {
    const blank = new ApiRequestError(400, "VALIDATION_ERROR", "nickname: Must not be empty");
    expect(profileErrorMessage(blank, PROFILE_FAILURE.profile)).toBe("Nickname: Must not be empty");
    const long = new ApiRequestError(400, "VALIDATION_ERROR", "lastName: Must be at most 50 characters long");
    expect(profileErrorMessage(long, PROFILE_FAILURE.profile)).toBe(
      "Name: Must be at most 50 characters long",
    );
    const other = new ApiRequestError(
      400,
      "VALIDATION_ERROR",
      "The new password must differ from the old one.",
    );
    expect(profileErrorMessage(other, PROFILE_FAILURE.password)).toBe(
      "The new password must differ from the old one.",
    );
  });

  it("keeps the spec's default for unexpected failures and the network message when nothing answered", () => {
    expect(
      profileErrorMessage(new ApiRequestError(500, "INTERNAL_ERROR", "Internal"), PROFILE_FAILURE.profile),
    ).toBe("Failed to update profile.");
    expect(profileErrorMessage(new ApiRequestError(502, null, "Bad gateway"), PROFILE_FAILURE.wallet)).toBe(
      "Failed to update wallet address.",
    );
    expect(profileErrorMessage(new Error("boom"), PROFILE_FAILURE.password)).toBe(
      "Failed to change password. Please check your old password and try again.",
    );
    expect(profileErrorMessage(new ApiRequestError(0, "NETWORK_ERROR", ""), PROFILE_FAILURE.profile)).toBe(
      NETWORK_ERROR_MESSAGE,
    );
  });
});

describe("identityLock", () => {
  it("locks a demo player, explains a Telegram-only account and leaves an e-mail account free", () => {
    expect(identityLock({ identityLocked: true, email: null, telegram: null })).toBe("demo");
    expect(identityLock({ identityLocked: false, email: null, telegram: { id: "7" } })).toBe("telegram");
    expect(identityLock({ identityLocked: false, email: "a@example.com", telegram: { id: "7" } })).toBeNull();
    expect(identityLock({ identityLocked: false, email: "a@example.com", telegram: null })).toBeNull();
    // With Telegram's launch data (the Mini App) a Telegram-only player may add an e-mail; a demo may not.
    expect(identityLock({ identityLocked: false, email: null, telegram: { id: "7" } }, true)).toBeNull();
    expect(identityLock({ identityLocked: true, email: null, telegram: null }, true)).toBe("demo");
  });
});
