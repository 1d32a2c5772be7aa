import { useMutation } from "@tanstack/react-query";
import { isApiError, unwrap } from "../../lib/api-client.ts";
import { usePlatform } from "../../lib/platform.ts";
import { WAITLIST_ERRORS } from "./content.ts";

export interface WaitlistSignup {
  name: string;
  country: string;
  email: string;
}

/** `POST /api/waitlist`; both consents are sent as given (the form only submits once both are ticked). */
export function useWaitlistSignup() {
  const { api } = usePlatform();
  return useMutation({
    mutationFn: (signup: WaitlistSignup) =>
      unwrap(
        api.api.waitlist.$post({
          json: { ...signup, marketingConsent: true, termsAccepted: true },
        }),
      ),
  });
}

/** The inline message for a failed sign-up. */
export function waitlistErrorMessage(error: unknown): string {
  if (!isApiError(error)) return WAITLIST_ERRORS.generic;
  if (error.status === 0) return WAITLIST_ERRORS.network;
  if (error.status === 429) return WAITLIST_ERRORS.rateLimited;
  if (error.status === 400) return WAITLIST_ERRORS.invalid;
  return WAITLIST_ERRORS.generic;
}
