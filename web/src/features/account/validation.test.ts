import { ERROR_CODES } from "@jadeverse/api/client/errors";
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../lib/api-client.ts";
import { uiMessages } from "../../ui/messages.ts";
import { REGION_LABELS } from "./content.ts";
import { loginErrorMessage, registerErrorMessage, resendErrorMessage } from "./error-messages.ts";
import { type AccountNote, accountMessages, noteText } from "./messages.ts";
import { emailError, passwordError, passwordPairErrors } from "./validation.ts";

const english = (note: AccountNote | null) =>
  note && noteText(note, (id, values) => accountMessages.english._(id, values));

describe("the account forms' checks", () => {
  it("name each problem by its message, which reads in English as the forms always said", () => {
    expect(english(emailError(""))).toBe("Please enter your e-mail address.");
    expect(english(emailError("player@"))).toBe("Please enter a valid e-mail address.");
    expect(english(emailError(`${"a".repeat(250)}@x.io`))).toBe(
      "E-mail addresses are at most 254 characters.",
    );
    expect(emailError(" player@jadeverse.io ")).toBeNull();
    expect(english(passwordError("", 8))).toBe("Please enter your password.");
    expect(english(passwordError("short", 8))).toBe("Password must be at least 8 characters.");
    expect(english(passwordError("x".repeat(129), 8))).toBe("Passwords are at most 128 characters.");
    expect(passwordError("long enough", 8)).toBeNull();
  });

  it("check the pair: the confirmation is asked for, then must match", () => {
    expect(english(passwordPairErrors("secret1", "", 6).confirm)).toBe("Please confirm your password.");
    expect(english(passwordPairErrors("secret1", "secret2", 6).confirm)).toBe("Passwords do not match.");
    expect(passwordPairErrors("secret1", "secret1", 6)).toEqual({ password: null, confirm: null });
  });

  it("keep the spec's messages for the API's codes, and show the server's own text otherwise", () => {
    expect(accountMessages.english._("emailTaken")).toBe(
      ERROR_CODES.USER_WITH_THIS_EMAIL_ALREADY_CREATED_ERROR,
    );
    expect(accountMessages.english._("resendTooSoon")).toBe(
      ERROR_CODES.VERIFICATION_TOKEN_INTERVAL_TOO_SMALL,
    );
    expect(accountMessages.english._("genericError")).toBe(uiMessages.english._("err"));
    expect(loginErrorMessage(new Error("offline"))).toEqual({ id: "genericError" });
    expect(registerErrorMessage(new Error("offline"))).toEqual({ id: "registerFailed" });
    expect(resendErrorMessage(new Error("offline"))).toEqual({ id: "genericError" });
    const taken = new ApiRequestError(
      409,
      "USER_WITH_THIS_EMAIL_ALREADY_CREATED_ERROR",
      "Ya existe un usuario",
    );
    expect(registerErrorMessage(taken)).toEqual({ id: "emailTaken" });
    const refused = new ApiRequestError(400, "VALIDATION_ERROR", "email: Некорректный адрес", "ru");
    expect(registerErrorMessage(refused)).toEqual({ text: "email: Некорректный адрес" });
    expect(registerErrorMessage(new ApiRequestError(400, "VALIDATION_ERROR", ""))).toEqual({
      id: "registerBadRequest",
    });
  });

  it("name every region the API knows", () => {
    expect(Object.values(REGION_LABELS).map((id) => accountMessages.english._(id))).toEqual(
      Object.keys(REGION_LABELS),
    );
  });
});
