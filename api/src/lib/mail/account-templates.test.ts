import { describe, expect, it } from "vitest";
import {
  addressTakenMail,
  confirmNewEmailMail,
  emailChangedMail,
  emailChangeRequestedMail,
} from "./account-templates.ts";

// The e-mail change notices (docs/i18n.md "E-mails"): English word for word as they always were, and
// every other language its own words, plural forms and writing direction.
const LINK = "https://jadeverse.example/?token=abc";

describe("the e-mail change notices", () => {
  it("say in English what they always said", () => {
    const confirm = confirmNewEmailMail("new@example.com", LINK, 24);
    expect(confirm.subject).toBe("Confirm your new JadeVerse e-mail");
    expect(confirm.text).toBe(
      `You asked to use this address for your JadeVerse account. Confirm it to make it your login.\n\nConfirm your new e-mail: ${LINK}\n\nUntil you confirm, your current address stays your login. This link works once and expires in 24 hours.`,
    );
    expect(confirm.html).toContain(
      "Until you confirm, your current address stays your login. This link works once and expires in 24 hours. Link:<br>",
    );
    expect(confirm.html).toContain(">Confirm e-mail</a>");
    expect(emailChangeRequestedMail("old@example.com", "jane.doe@example.com").text).toBe(
      "Someone signed in to your JadeVerse account asked to change its e-mail to ja***@example.com.\n\n" +
        "Your other sessions were signed out. Until the new address is confirmed, this address stays your login.\n\n" +
        "If this was not you, reset your password now from the login screen: that cancels the change.",
    );
    const changed = emailChangedMail("old@example.com", "jane.doe@example.com");
    expect([changed.subject, changed.text]).toEqual([
      "Your JadeVerse e-mail was changed",
      "The login of your JadeVerse account is now ja***@example.com. This address no longer signs in.\n\nIf this was not you, contact support at once.",
    ]);
    const taken = addressTakenMail("taken@example.com");
    expect([taken.subject, taken.text]).toEqual([
      "Someone tried to use your e-mail on JadeVerse",
      "A JadeVerse player asked to use this address for their account, but it already belongs to an account.\n\nNothing was changed. If this was you, sign in with this address instead.",
    ]);
    expect(taken.html).toContain('<html lang="en" dir="ltr">');
    expect(taken.html).toContain(">Your address is already in use</h1>");
  });

  it("write every other language in its own words and plural forms", () => {
    expect(confirmNewEmailMail("n@example.com", LINK, 1, "ru").text).toContain("истекает через 1 час.");
    expect(confirmNewEmailMail("n@example.com", LINK, 48, "ru").text).toContain("истекает через 48 часов.");
    expect(confirmNewEmailMail("n@example.com", LINK, 24, "pt-BR").subject).toBe(
      "Confirme seu novo e-mail do JadeVerse",
    );
    expect(confirmNewEmailMail("n@example.com", LINK, 2, "ar").text).toContain("تنتهي صلاحيته بعد ساعتين.");
    expect(emailChangedMail("o@example.com", "jane@example.com", "id").text).toContain(
      "Login akun JadeVerse-mu sekarang ja***@example.com.",
    );
  });

  it("write Arabic right to left, the link and the masked address as they are", () => {
    const requested = emailChangeRequestedMail("old@example.com", "jane@example.com", "ar");
    expect(requested.html).toContain('<html lang="ar" dir="rtl">');
    expect(requested.text).toContain("ja***@example.com");
    const confirm = confirmNewEmailMail("n@example.com", LINK, 24, "ar");
    expect(confirm.html).toContain('<html lang="ar" dir="rtl">');
    expect(confirm.html).toContain(`href="${LINK}"`);
  });
});
