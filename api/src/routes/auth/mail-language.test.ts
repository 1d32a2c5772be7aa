import { TERMS_VERSION } from "@jadeverse/db/enums/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";

// E-mails in the player's language (docs/i18n.md): the account's saved choice, else the request's
// Accept-Language (the shells send the language they speak), else English; Arabic right to left.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const register = (email: string, acceptLanguage?: string) =>
  api.request("POST", "/api/auth/register", {
    body: { email, password: "correct-horse-1", country: "Europe", termsVersion: TERMS_VERSION, adult: true },
    headers: acceptLanguage ? { "accept-language": acceptLanguage } : {},
  });

describe("the verification and reset mails", () => {
  it("verify in the language the page sent, with its plural forms, and keep a working link", async () => {
    expect((await register("ru-mail@example.com", "ru")).status).toBe(201);
    const mail = await api.lastMail("ru-mail@example.com");
    expect(mail?.subject).toBe("Подтвердите эл. почту для JadeVerse");
    // 24 hours: Russian's "few" form.
    expect(mail?.text).toContain("истекает через 24 часа.");
    expect(mail?.html).toContain('<html lang="ru" dir="ltr">');
    const token = await api.mailedToken("ru-mail@example.com");
    expect((await api.request("POST", "/api/auth/verify-email", { body: { token } })).status).toBe(200);
  });

  it("write Arabic right to left, and English for a language we do not have or none", async () => {
    await register("ar-mail@example.com", "ar-EG,ar;q=0.9,en;q=0.5");
    const arabic = await api.lastMail("ar-mail@example.com");
    expect(arabic?.subject).toBe("أكّد بريدك الإلكتروني في JadeVerse");
    expect(arabic?.html).toContain('<html lang="ar" dir="rtl">');
    await register("de-mail@example.com", "de-DE,de;q=0.9");
    expect((await api.lastMail("de-mail@example.com"))?.subject).toBe("Verify your JadeVerse e-mail");
    await register("no-header@example.com");
    expect((await api.lastMail("no-header@example.com"))?.subject).toBe("Verify your JadeVerse e-mail");
  });

  it("reset in the account's saved language over the request's", async () => {
    const { token } = await api.signUp("es-reset@example.com");
    await api.request("PATCH", "/api/users/me", { token, body: { language: "es" } });
    await api.request("POST", "/api/auth/forgot-password", {
      body: { email: "es-reset@example.com" },
      headers: { "accept-language": "ru" },
    });
    const mail = await api.lastMail("es-reset@example.com");
    expect(mail?.subject).toBe("Restablece tu contraseña de JadeVerse");
    // 60 minutes (RESET_TOKEN_TTL_SECONDS 3,600).
    expect(mail?.text).toContain("caduca en 60 minutos.");
    expect(mail?.text).toMatch(/reset-password\?token=/);
  });
});
