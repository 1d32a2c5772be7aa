import { LOCALES } from "@jadeverse/db/i18n/locales";
import { describe, expect, it } from "vitest";
import { ApiError, ERROR_CODES, type ErrorCode } from "../errors.ts";
import { errorMessages, localizeError } from "./localize.ts";
import english from "./messages/en.json" with { type: "json" };
import { errorText, fieldProblem } from "./texts.ts";

const codes = Object.keys(ERROR_CODES) as ErrorCode[];

const isCode = (id: string): id is ErrorCode => id in ERROR_CODES;

describe("the error messages' catalogue", () => {
  it("is the catalogue of codes in English, text for text, and renders each exactly (no ICU escape lost)", () => {
    expect(Object.fromEntries(Object.entries(english).filter(([id]) => isCode(id)))).toEqual(ERROR_CODES);
    for (const code of codes) expect(errorMessages.t("en", code), code).toBe(ERROR_CODES[code]);
  });

  it("holds the situations' messages beside the codes, told apart by their camelCase ids", () => {
    const situations = Object.keys(english).filter((id) => !isCode(id));
    expect(situations.length).toBeGreaterThan(0);
    for (const id of situations) expect(id, id).toMatch(/^[a-z][A-Za-z0-9]*$/);
    for (const code of codes) expect(code, code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });

  it("has a text of its own in every other language for every code", () => {
    for (const locale of LOCALES.filter((l) => l !== "en"))
      for (const code of codes) {
        const text = errorMessages.t(locale, code);
        expect(text, `${locale} ${code}`).not.toBe("");
        expect(text, `${locale} ${code}`).not.toBe(code);
      }
  });
});

describe("localizeError", () => {
  it("renders a code's catalogue message in the language, code, status and details unchanged", () => {
    const error = new ApiError(409, "DAILY_BONUS_CLAIMED", undefined, {
      nextClaimAt: "2026-12-01T00:00:00Z",
    });
    expect(localizeError(error, "ru")).toEqual({
      language: "ru",
      body: {
        error: {
          code: "DAILY_BONUS_CLAIMED",
          message: "Вы уже получили сегодняшний бонус. Следующий будет доступен в полночь по UTC.",
          details: { nextClaimAt: "2026-12-01T00:00:00Z" },
        },
      },
    });
    expect(error.message).toBe(ERROR_CODES.DAILY_BONUS_CLAIMED);
  });

  it("keeps a message written for its situation without an id, in English, and says so", () => {
    const error = new ApiError(400, "VALIDATION_ERROR", "email: Invalid email address");
    expect(localizeError(error, "es")).toEqual({ language: "en", body: error.toBody() });
  });

  it("renders a situation's message thrown with its id in the language, its English as thrown", () => {
    const error = new ApiError(400, "VALIDATION_ERROR", fieldProblem("email", "Invalid email address"));
    expect(error.message).toBe("email: Invalid email address");
    expect(localizeError(error, "es")).toEqual({
      language: "es",
      body: { error: { code: "VALIDATION_ERROR", message: "email: Dirección de correo no válida" } },
    });
    expect(localizeError(error, "en")).toEqual({ language: "en", body: error.toBody() });
    const methodError = new ApiError(
      405,
      "METHOD_NOT_ALLOWED",
      errorText("methodNotAllowedHere", { method: "PUT" }),
    );
    expect(localizeError(methodError, "pt-BR").body.error.message).toBe("PUT não é permitido aqui.");
  });
});
