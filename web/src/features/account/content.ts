/**
 * Copy and constants of the account popups and the reset page (docs/product/platform.md §2, §4, §5, §8; docs/product/economy.md
 * §2, §8, §9). Spec strings are verbatim; the rest is ours where the spec shows none.
 */
import {
  EMAIL_MAX,
  PASSWORD_MAX,
  REFERRAL_CODE_MAX,
  REGISTER_PASSWORD_MIN,
  RESET_PASSWORD_MIN,
} from "@jadeverse/api/client";
import { ERROR_MESSAGES, GENERIC_ERROR_MESSAGE } from "../../lib/error-messages.ts";

export { EMAIL_MAX, PASSWORD_MAX, REFERRAL_CODE_MAX, REGISTER_PASSWORD_MIN, RESET_PASSWORD_MIN };

/** docs/product/economy.md §9: after a successful reset, `/?login=true` after 3 s. */
export const RESET_REDIRECT_MS = 3_000;
export const RESET_REDIRECT_TO = "/?login=true";

/** Telegram's Login Widget script: the one external script the spec requires (docs/product/platform.md §2 step 1). */
export const TELEGRAM_WIDGET_SCRIPT = "https://telegram.org/js/telegram-widget.js?22";
/** Global function the widget calls with the signed user (`data-onauth`). */
export const TELEGRAM_AUTH_CALLBACK = "onJadeVerseTelegramAuth";

export const REGISTER_ERRORS = {
  alreadyCreated: ERROR_MESSAGES.USER_WITH_THIS_EMAIL_ALREADY_CREATED_ERROR,
  badRequest: "Registration failed. Please check your information.",
  other: "Registration failed. Please try again.",
} as const;

export const RESET_REQUEST_ERROR = "Failed to send reset email. Please try again.";

export const RESEND_MESSAGES = {
  sent: "Email sent!",
  tooSoon: ERROR_MESSAGES.VERIFICATION_TOKEN_INTERVAL_TOO_SMALL,
  badRequest: "Invalid email address. Please try again.",
  other: GENERIC_ERROR_MESSAGE,
  missingEmail: "Email address is missing. Please try logging in again.",
} as const;

export const RESET_PAGE = {
  title: "Reset Your Password",
  placeholder: "min 6 characters",
  success: "Password Reset Successful!",
  invalidToken: "Invalid or expired reset token. Please request a new password reset.",
  other: "Failed to reset password. Please try again.",
} as const;

/** Field messages of our own (the spec flags the fields; it shows no wording). */
export const FIELD_ERRORS = {
  emailEmpty: "Please enter your e-mail address.",
  emailInvalid: "Please enter a valid e-mail address.",
  emailTooLong: `E-mail addresses are at most ${EMAIL_MAX} characters.`,
  passwordEmpty: "Please enter your password.",
  passwordTooLong: `Passwords are at most ${PASSWORD_MAX} characters.`,
  passwordShort: (min: number) => `Password must be at least ${min} characters.`,
  confirmEmpty: "Please confirm your password.",
  mismatch: "Passwords do not match.",
  region: "Please choose your region.",
  adult: "Please confirm that you are over 18.",
  terms: "Please accept the Terms and Conditions.",
  referralTooLong: `Referral codes are at most ${REFERRAL_CODE_MAX} characters.`,
} as const;

export const TELEGRAM_COPY = {
  hint: "To continue with Telegram, your Telegram account needs a username, a first name and a last name.",
  incomplete:
    "Your Telegram account needs a username, a first name and a last name. Add them in Telegram's settings, then try again.",
  failed: "Telegram login failed. Please try again.",
  unavailable: "The Telegram login button could not be loaded. Please try again later.",
} as const;
