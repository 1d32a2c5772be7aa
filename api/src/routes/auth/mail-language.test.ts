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

describe("the e-mail change notices", () => {
  const change = (token: string, email: string, acceptLanguage?: string) =>
    api.request("PATCH", "/api/users/me", {
      token,
      body: { email, currentPassword: "correct-horse-1" },
      headers: acceptLanguage ? { "accept-language": acceptLanguage } : {},
    });

  it("write to both addresses in the language the page sent, and the done notice in the account's", async () => {
    const { token } = await api.signUp("ru-move-old@example.com");
    expect((await change(token, "ru-move-new@example.com", "ru-RU,ru;q=0.9")).status).toBe(200);
    const requested = await api.lastMail("ru-move-old@example.com");
    expect(requested?.subject).toBe("Эл. почта вашего аккаунта JadeVerse меняется");
    expect(requested?.text).toContain("попросил сменить его эл. почту на ru***@example.com.");
    expect(requested?.html).toContain('<html lang="ru" dir="ltr">');
    const confirm = await api.lastMail("ru-move-new@example.com");
    expect(confirm?.subject).toBe("Подтвердите новую эл. почту для JadeVerse");
    // 24 hours (EMAIL_TOKEN_TTL_SECONDS 86,400): Russian's "few" form.
    expect(confirm?.text).toContain("её срок истекает через 24 часа.");

    // The player chose Spanish meanwhile: the done notice follows the account, not the request.
    await api.request("PATCH", "/api/users/me", { token, body: { language: "es" } });
    const verified = await api.request("POST", "/api/auth/verify-email", {
      body: { token: await api.mailedToken("ru-move-new@example.com") },
      headers: { "accept-language": "ru" },
    });
    expect(verified.status).toBe(200);
    const changed = await api.lastMail("ru-move-old@example.com");
    expect(changed?.subject).toBe("Se cambió el correo de tu cuenta de JadeVerse");
    expect(changed?.text).toContain("ahora es ru***@example.com.");
  });

  it("tell a taken address's owner in their own language, right to left in Arabic", async () => {
    const owner = await api.signUp("ar-taken@example.com");
    await api.request("PATCH", "/api/users/me", { token: owner.token, body: { language: "ar" } });
    const { token } = await api.signUp("wants-ar-taken@example.com");
    expect((await change(token, "ar-taken@example.com", "es")).status).toBe(200);
    const taken = await api.lastMail("ar-taken@example.com");
    expect(taken?.subject).toBe("حاول أحدهم استخدام بريدك الإلكتروني في JadeVerse");
    expect(taken?.html).toContain('<html lang="ar" dir="rtl">');
    // The requester's own address hears in the language the page sent.
    expect((await api.lastMail("wants-ar-taken@example.com"))?.subject).toBe(
      "Se está cambiando el correo de tu cuenta de JadeVerse",
    );
  });

  it("stay in English, word for word, without a language of ours", async () => {
    const { token } = await api.signUp("en-move-old@example.com");
    await change(token, "en-move-new@example.com", "de-DE");
    const requested = await api.lastMail("en-move-old@example.com");
    expect(requested?.subject).toBe("Your JadeVerse e-mail is being changed");
    expect(requested?.text).toBe(
      [
        "Someone signed in to your JadeVerse account asked to change its e-mail to en***@example.com.",
        "Your other sessions were signed out. Until the new address is confirmed, this address stays your login.",
        "If this was not you, reset your password now from the login screen: that cancels the change.",
      ].join("\n\n"),
    );
    const confirm = await api.lastMail("en-move-new@example.com");
    expect(confirm?.subject).toBe("Confirm your new JadeVerse e-mail");
    expect(confirm?.text).toMatch(
      /^You asked to use this address for your JadeVerse account\. Confirm it to make it your login\.\n\nConfirm your new e-mail: http\S+token=\S+\n\nUntil you confirm, your current address stays your login\. This link works once and expires in 24 hours\.$/,
    );
  });
});
