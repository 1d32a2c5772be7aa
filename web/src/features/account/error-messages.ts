import { isApiError } from "../../lib/api-client.ts";
import { REGISTER_ERRORS, RESEND_MESSAGES, RESET_PAGE, RESET_REQUEST_ERROR } from "./content.ts";

/** A server message worth showing (our API always sends one; a bare network failure does not count). */
const serverMessage = (error: unknown): string | null =>
  isApiError(error) && error.status !== 0 && error.message ? error.message : null;

/** docs/product/platform.md §8 "Register". */
export function registerErrorMessage(error: unknown): string {
  if (isApiError(error, "USER_WITH_THIS_EMAIL_ALREADY_CREATED_ERROR")) return REGISTER_ERRORS.alreadyCreated;
  if (isApiError(error) && error.status === 400) return serverMessage(error) ?? REGISTER_ERRORS.badRequest;
  return REGISTER_ERRORS.other;
}

/** docs/product/platform.md §8 "Reset request failure": the server's message, else ours. */
export function resetRequestErrorMessage(error: unknown): string {
  return serverMessage(error) ?? RESET_REQUEST_ERROR;
}

/** docs/product/platform.md §8 "Resend". */
export function resendErrorMessage(error: unknown): string {
  if (isApiError(error, "VERIFICATION_TOKEN_INTERVAL_TOO_SMALL")) return RESEND_MESSAGES.tooSoon;
  if (isApiError(error) && error.status === 400) return serverMessage(error) ?? RESEND_MESSAGES.badRequest;
  return RESEND_MESSAGES.other;
}

/** docs/product/economy.md §8 "Reset". */
export function resetPasswordErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 400) return serverMessage(error) ?? RESET_PAGE.invalidToken;
  return RESET_PAGE.other;
}

/** Login: the server's message (e.g. "Invalid e-mail or password."), shown under the red fields. */
export function loginErrorMessage(error: unknown): string {
  return serverMessage(error) ?? RESEND_MESSAGES.other;
}
