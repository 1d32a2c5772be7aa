import { ROUTES } from "../../lib/constants.ts";

/** Copy and rules of the waitlist popup (docs/product/platform.md §2 "Waitlist popup", §5). */
export const WAITLIST_COPY = {
  title: "Join the JadeVerse waitlist",
  description: "Be first in line for early access, launch rewards and the first PvP tournaments.",
  nameLabel: "Name",
  namePlaceholder: "Your name",
  countryLabel: "Country",
  emailLabel: "E-mail",
  emailPlaceholder: "you@example.com",
  newsConsent:
    "I agree to receive JadeVerse news and early-access invitations by e-mail. I can unsubscribe at any time.",
  termsBefore: "I accept the ",
  termsLink: "Terms and Conditions and Privacy Policy",
  termsAfter: ".",
  termsHref: ROUTES.terms,
  subscribe: "Subscribe",
  subscribeHint: "Enter a valid e-mail address and tick both boxes to subscribe.",
  nameTooLong: "Please keep your name under 100 characters.",
  emailTooLong: "This e-mail address is too long.",
  successTitle: "You're on the waitlist!",
  successBody: (email: string) =>
    `We'll write to ${email} as soon as early access opens. Meanwhile, come and say hello:`,
  done: "Done",
} as const;

/**
 * What the visitor reads when the sign-up fails (the spec does not show it): the form keeps every
 * input so they can simply try again.
 */
export const WAITLIST_ERRORS = {
  rateLimited: "Too many sign-ups from your connection. Please wait a few minutes and try again.",
  invalid: "Please check your e-mail address and try again.",
  network: "Network error. Please check your connection and try again.",
  generic: "We couldn't add you to the waitlist right now. Please try again.",
} as const;

/** Field limits, the server's (api/src/lib/waitlist). */
export { WAITLIST_NAME_MAX } from "@jadeverse/api/client";
export const WAITLIST_EMAIL_MAX = 254;

/**
 * The simple e-mail pattern of docs/product/platform.md §5: something@domain.tld, the same shape the server accepts,
 * so an address the button allows is never refused afterwards.
 */
export const WAITLIST_EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
