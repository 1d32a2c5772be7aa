import { isApiError } from "../../lib/api-client.ts";
import type { AccountNote } from "./messages.ts";

/**
 * A server message worth showing (our API always sends one, in the player's language; a bare network
 * failure does not count).
 */
const serverMessage = (error: unknown): AccountNote | null =>
  isApiError(error) && error.status !== 0 && error.message ? { text: error.message } : null;

/** docs/product/platform.md §8 "Register". */
export function registerErrorMessage(error: unknown): AccountNote {
  if (isApiError(error, "USER_WITH_THIS_EMAIL_ALREADY_CREATED_ERROR")) return { id: "emailTaken" };
  if (isApiError(error) && error.status === 400) return serverMessage(error) ?? { id: "registerBadRequest" };
  return { id: "registerFailed" };
}

/** docs/product/platform.md §8 "Reset request failure": the server's message, else ours. */
export function resetRequestErrorMessage(error: unknown): AccountNote {
  return serverMessage(error) ?? { id: "resetRequestFailed" };
}

/** docs/product/platform.md §8 "Resend". */
export function resendErrorMessage(error: unknown): AccountNote {
  if (isApiError(error, "VERIFICATION_TOKEN_INTERVAL_TOO_SMALL")) return { id: "resendTooSoon" };
  if (isApiError(error) && error.status === 400) return serverMessage(error) ?? { id: "resendBadRequest" };
  return { id: "genericError" };
}

/** docs/product/economy.md §8 "Reset". */
export function resetPasswordErrorMessage(error: unknown): AccountNote {
  if (isApiError(error) && error.status === 400) return serverMessage(error) ?? { id: "resetInvalidToken" };
  return { id: "resetFailed" };
}

/** Login: the server's message (e.g. "Invalid e-mail or password."), shown under the red fields. */
export function loginErrorMessage(error: unknown): AccountNote {
  return serverMessage(error) ?? { id: "genericError" };
}
