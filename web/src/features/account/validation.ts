import type { ClipboardEvent } from "react";
import { EMAIL_MAX, EMAIL_TOO_LONG, PASSWORD_MAX, PASSWORD_TOO_LONG } from "./content.ts";
import type { AccountNote } from "./messages.ts";

/** A standard e-mail shape (docs/product/platform.md §5): something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The e-mail's problem, or null when it may be sent (non-empty, the pattern, within the API's limit). */
export function emailError(value: string): AccountNote | null {
  const email = value.trim();
  if (!email) return { id: "emailEmpty" };
  if (email.length > EMAIL_MAX) return EMAIL_TOO_LONG;
  if (!EMAIL_PATTERN.test(email)) return { id: "emailInvalid" };
  return null;
}

/** A password's problem against a minimum (and the API's maximum), or null. */
export function passwordError(value: string, min: number): AccountNote | null {
  if (!value) return { id: "passwordEmpty" };
  if (value.length > PASSWORD_MAX) return PASSWORD_TOO_LONG;
  if (value.length < min) return { id: "passwordShort", values: { min } };
  return null;
}

export interface PasswordPairErrors {
  password: AccountNote | null;
  confirm: AccountNote | null;
}

/** The confirmation's problem when the two passwords differ (the reset page flags both fields then). */
export const MISMATCH: AccountNote = { id: "mismatch" };

/** New password plus confirmation: each checked, then they must match (flagged on the confirmation). */
export function passwordPairErrors(password: string, confirm: string, min: number): PasswordPairErrors {
  const first = passwordError(password, min);
  if (!confirm) return { password: first, confirm: { id: "confirmEmpty" } };
  if (!first && password !== confirm) return { password: null, confirm: MISMATCH };
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
