import { TERMS_VERSION } from "@jadeverse/db/enums/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../test/harness.ts";
import { ERROR_CODES } from "../lib/errors.ts";

// Error messages in the player's language (docs/i18n.md "API error messages"): the account's saved
// choice, else the request's Accept-Language, else English; the code never changes.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const wrongLogin = (acceptLanguage?: string) =>
  api.request("POST", "/api/auth/login", {
    body: { email: "nobody@example.com", password: "wrong-pass-1" },
    headers: acceptLanguage ? { "accept-language": acceptLanguage } : {},
  });

/** An error answer with this code and message, saying which language it is in (and that it varies by the request's). */
function expectAnswer(
  res: { status: number; body: any; headers: Headers },
  status: number,
  error: { code: string; message: string },
  language: string,
) {
  expect(res.status).toBe(status);
  expect(res.body.error).toEqual(error);
  expect(res.headers.get("content-language")).toBe(language);
  expect(res.headers.get("vary")).toMatch(/Accept-Language/);
}

describe("error messages", () => {
  it("answer a wrong login in the request's language, the code unchanged", async () => {
    const res = await wrongLogin("ru-RU,ru;q=0.9,en;q=0.5");
    expectAnswer(
      res,
      401,
      { code: "INVALID_CREDENTIALS", message: "Неверный адрес эл. почты или пароль." },
      "ru",
    );
  });

  it("speak English for a language we do not have, or none", async () => {
    for (const header of ["de-DE,de;q=0.9", undefined]) {
      const res = await wrongLogin(header);
      expect(res.body.error.message).toBe(ERROR_CODES.INVALID_CREDENTIALS);
      expect(res.headers.get("content-language")).toBe("en");
    }
  });

  it("speak Arabic", async () => {
    const res = await api.request("GET", "/api/payments/orders/1", {
      headers: { "accept-language": "ar-EG" },
    });
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({ code: "UNAUTHORIZED", message: "غير مصرّح" });
    expect(res.headers.get("content-language")).toBe("ar");
  });

  it("follow a signed-in player's saved language over the request's", async () => {
    const { token } = await api.signUp("es-errors@example.com");
    await api.request("PATCH", "/api/users/me", { token, body: { language: "es" } });
    const res = await api.request("GET", "/api/payments/orders/999999", {
      token,
      headers: { "accept-language": "ru" },
    });
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: "PAYMENT_NOT_FOUND", message: "No hay ningún pago con este ID." });
    expect(res.headers.get("content-language")).toBe("es");
  });

  it("say a message written for its situation in the player's language too, the code unchanged", async () => {
    const route = await api.request("GET", "/api/no-such-route", { headers: { "accept-language": "ru" } });
    expectAnswer(
      route,
      404,
      { code: "NOT_FOUND", message: "Маршрут GET /api/no-such-route не найден" },
      "ru",
    );

    const verify = await api.request("POST", "/api/auth/verify-email", {
      body: { token: "never-issued-token-0001" },
      headers: { "accept-language": "ru-RU,ru;q=0.9" },
    });
    expect(verify.status).toBe(400);
    expect(verify.body.error).toEqual({
      code: "INVALID_TOKEN",
      message: "Не удалось подтвердить эл. почту!",
    });

    // English as it always was.
    const english = await api.request("POST", "/api/auth/verify-email", {
      body: { token: "never-issued-token-0002" },
    });
    expect(english.body.error).toEqual({ code: "INVALID_TOKEN", message: "Email verification failed!" });
    expect(english.headers.get("content-language")).toBe("en");
  });

  it("translate a validation error's problem and keep its field's key", async () => {
    const register = (acceptLanguage: string) =>
      api.request("POST", "/api/auth/register", {
        body: {
          email: "not-an-address",
          password: "correct-horse-1",
          country: "Europe",
          termsVersion: TERMS_VERSION,
          adult: true,
        },
        headers: { "accept-language": acceptLanguage },
      });
    const ru = await register("ru");
    expect(ru.status).toBe(400);
    expect(ru.body.error).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "email: Неверный адрес эл. почты",
    });
    expect(ru.body.error.details.issues[0]).toEqual({ path: "email", message: "Invalid email address" });
    expect(ru.headers.get("content-language")).toBe("ru");
    expect((await register("ar")).body.error.message).toBe("email: عنوان بريد إلكتروني غير صالح");
    expect((await register("en")).body.error.message).toBe("email: Invalid email address");
  });

  it("keep the operator console in English, its own messages too", async () => {
    const { token } = await api.signUp("ru-not-operator@example.com");
    await api.request("PATCH", "/api/users/me", { token, body: { language: "ru" } });
    const res = await api.request("GET", "/api/console/me", { token, headers: { "accept-language": "ru" } });
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: "FORBIDDEN", message: "This is for the operators of JadeVerse." });
    expect(res.headers.get("content-language")).toBe("en");
  });
});
