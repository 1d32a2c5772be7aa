import { useMutation } from "@tanstack/react-query";
import { isApiError, unwrap } from "../../lib/api-client.ts";
import { usePlatform } from "../../lib/platform.ts";
import type { WaitlistMessage } from "./messages.ts";

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

/**
 * The inline message for a failed sign-up (the spec does not show it): the form keeps every input so
 * the visitor can simply try again.
 */
export function waitlistErrorMessage(error: unknown): WaitlistMessage {
  if (!isApiError(error)) return "generic";
  if (error.status === 0) return "network";
  if (error.status === 429) return "rateLimited";
  if (error.status === 400) return "invalid";
  return "generic";
}
