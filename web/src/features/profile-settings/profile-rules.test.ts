import { describe, expect, it } from "vitest";
import type { MessageValues } from "../../i18n/messages.ts";
import { ApiRequestError } from "../../lib/api-client.ts";
import { type ProfileMessage, profileMessages } from "./messages.ts";
import {
  identityLock,
  joinName,
  passwordChangeProblem,
  profileErrorMessage,
  splitName,
  walletProblem,
} from "./profile-rules.ts";

/** The area's English, as a player reading English sees it. */
const t = (id: ProfileMessage, values?: MessageValues) => profileMessages.english._(id, values);

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
    [{ ...ok, oldPassword: "" }, "Please enter your old password"],
    [{ oldPassword: "", newPassword: "", repeatPassword: "" }, "Please enter your old password"],
    [{ ...ok, newPassword: "" }, "Please fill in all password fields"],
    [{ ...ok, repeatPassword: "" }, "Please fill in all password fields"],
    [{ ...ok, repeatPassword: "brand-new-2" }, "New passwords do not match"],
    [
      { ...ok, newPassword: "short-1", repeatPassword: "short-1" },
      "New password must be at least 8 characters long",
    ],
  ])("refuses %j with the spec's message", (fields, message) => {
    const problem = passwordChangeProblem(fields);
    expect(problem && t(problem.id, problem.values)).toBe(message);
  });

  it("accepts three filled fields with a matching new password of 8 characters", () => {
    expect(passwordChangeProblem(ok)).toBeNull();
    expect(passwordChangeProblem({ ...ok, newPassword: "12345678", repeatPassword: "12345678" })).toBeNull();
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
    const problem = walletProblem(address);
    expect(problem && t(problem)).toBe("Please enter a valid Ethereum wallet address");
  });
});

describe("profileErrorMessage", () => {
  it("shows a typed refusal's message", () => {
    const demo = new ApiRequestError(
      403,
      "DEMO_IDENTITY_LOCKED",
      "Demo accounts cannot change their e-mail, password or Telegram link.",
    );
    expect(profileErrorMessage(demo, "failurePassword", t)).toBe(
      "Demo accounts cannot change their e-mail, password or Telegram link.",
    );
    const raced = new ApiRequestError(
      409,
      "PASSWORD_CHANGED_CONCURRENTLY",
      "Your password was just changed in another request. Please try again.",
    );
    expect(profileErrorMessage(raced, "failurePassword", t)).toBe(
      "Your password was just changed in another request. Please try again.",
    );
  });

  it("names a refused field by the page's label", () => {
    const blank = new ApiRequestError(400, "VALIDATION_ERROR", "nickname: Must not be empty");
    expect(profileErrorMessage(blank, "failureProfile", t)).toBe("Nickname: Must not be empty");
    const long = new ApiRequestError(400, "VALIDATION_ERROR", "lastName: Must be at most 50 characters long");
    expect(profileErrorMessage(long, "failureProfile", t)).toBe("Name: Must be at most 50 characters long");
    const other = new ApiRequestError(
      400,
      "VALIDATION_ERROR",
      "The new password must differ from the old one.",
    );
    expect(profileErrorMessage(other, "failurePassword", t)).toBe(
      "The new password must differ from the old one.",
    );
  });

  it("keeps the spec's default for unexpected failures and the network message when nothing answered", () => {
    expect(
      profileErrorMessage(new ApiRequestError(500, "INTERNAL_ERROR", "Internal"), "failureProfile", t),
    ).toBe("Failed to update profile.");
    expect(profileErrorMessage(new ApiRequestError(502, null, "Bad gateway"), "failureWallet", t)).toBe(
      "Failed to update wallet address.",
    );
    expect(profileErrorMessage(new Error("boom"), "failurePassword", t)).toBe(
      "Failed to change password. Please check your old password and try again.",
    );
    expect(profileErrorMessage(new ApiRequestError(0, "NETWORK_ERROR", ""), "failureProfile", t)).toBe(
      "Network error. Please check your connection and try again.",
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
