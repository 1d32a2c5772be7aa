/** Waitlist rules the spec leaves to us (docs/product/platform.md §2 "Waitlist popup", §5), named once. */

/** Longest name we keep; longer input is refused, not cut. */
export const WAITLIST_NAME_MAX = 100;

/** Sign-ups per client IP per window: enough for a shared household or office, not for a script. */
export const WAITLIST_RATE_LIMIT = { limit: 10, windowSeconds: 900 } as const;

/** The same answer for a new and a repeat sign-up: nobody learns whether an address is listed. */
export const WAITLIST_SUCCESS_MESSAGE = "You're on the waitlist!";

/** Where the sign-ups of this form come from (the `source` column and the forwarded payload). */
export const WAITLIST_SOURCE = "web";
