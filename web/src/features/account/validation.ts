import type { ClipboardEvent } from "react";
import { EMAIL_MAX, FIELD_ERRORS, PASSWORD_MAX } from "./content.ts";

/** A standard e-mail shape (docs/product/platform.md §5): something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The e-mail's problem, or null when it may be sent (non-empty, the pattern, within the API's limit). */
export function emailError(value: string): string | null {
  const email = value.trim();
  if (!email) return FIELD_ERRORS.emailEmpty;
  if (email.length > EMAIL_MAX) return FIELD_ERRORS.emailTooLong;
  if (!EMAIL_PATTERN.test(email)) return FIELD_ERRORS.emailInvalid;
  return null;
}

/** A password's problem against a minimum (and the API's maximum), or null. */
export function passwordError(value: string, min: number): string | null {
  if (!value) return FIELD_ERRORS.passwordEmpty;
  if (value.length > PASSWORD_MAX) return FIELD_ERRORS.passwordTooLong;
  if (value.length < min) return FIELD_ERRORS.passwordShort(min);
  return null;
}

export interface PasswordPairErrors {
  password: string | null;
  confirm: string | null;
}

/** New password plus confirmation: each checked, then they must match (flagged on the confirmation). */
export function passwordPairErrors(password: string, confirm: string, min: number): PasswordPairErrors {
  const first = passwordError(password, min);
  if (!confirm) return { password: first, confirm: FIELD_ERRORS.confirmEmpty };
  if (!first && password !== confirm) return { password: null, confirm: FIELD_ERRORS.mismatch };
  return { password: first, confirm: null };
}

/**
 * `onPaste` guard for a field with `maxLength`: the browser would silently cut an oversized paste,
 * which for a password means an account with a different password than the player thinks. We
 * refuse the paste instead and say why.
 */
export function refuseOversizedPaste(max: number, onRefused: () => void) {
  return (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const pasted = event.clipboardData.getData("text");
    const selected = (input.selectionEnd ?? 0) - (input.selectionStart ?? 0);
    if (input.value.length - selected + pasted.length > max) {
      event.preventDefault();
      onRefused();
    }
  };
}
