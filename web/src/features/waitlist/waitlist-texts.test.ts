import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../lib/api-client.ts";
import { WAITLIST_NAME_MAX } from "./content.ts";
import { type WaitlistMessage, waitlistMessages } from "./messages.ts";
import { waitlistErrorMessage } from "./use-waitlist-signup.ts";

const english = (id: WaitlistMessage, values?: Record<string, number>) =>
  waitlistMessages.english._(id, values);

describe("the waitlist popup's texts", () => {
  it("read in English as the popup always did", () => {
    expect(english("title")).toBe("Join the JadeVerse waitlist");
    expect(english("terms")).toBe("I accept the <0>Terms and Conditions and Privacy Policy</0>.");
    expect(english("nameTooLong", { max: WAITLIST_NAME_MAX })).toBe(
      "Please keep your name under 100 characters.",
    );
    expect(english("successBody")).toBe(
      "We'll write to <0/> as soon as early access opens. Meanwhile, come and say hello:",
    );
  });

  it("say why a sign-up failed: rate limit, a refused address, the network, anything else", () => {
    const said = (error: unknown) => english(waitlistErrorMessage(error));
    expect(said(new ApiRequestError(429, "RATE_LIMITED", "x"))).toBe(
      "Too many sign-ups from your connection. Please wait a few minutes and try again.",
    );
    expect(said(new ApiRequestError(400, "VALIDATION_ERROR", "x"))).toBe(
      "Please check your e-mail address and try again.",
    );
    expect(said(new ApiRequestError(0, "NETWORK_ERROR", "x"))).toBe(
      "Network error. Please check your connection and try again.",
    );
    expect(said(new ApiRequestError(500, null, "x"))).toBe(
      "We couldn't add you to the waitlist right now. Please try again.",
    );
    expect(said(new Error("boom"))).toBe("We couldn't add you to the waitlist right now. Please try again.");
  });
});
