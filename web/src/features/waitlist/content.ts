/**
 * The waitlist popup's rules (docs/product/platform.md §2 "Waitlist popup", §5); its texts are the
 * waitlist catalogue's (messages/). Field limits, the server's (api/src/lib/waitlist).
 */
export { WAITLIST_NAME_MAX } from "@jadeverse/api/client";
export const WAITLIST_EMAIL_MAX = 254;

/**
 * The simple e-mail pattern of docs/product/platform.md §5: something@domain.tld, the same shape the server accepts,
 * so an address the button allows is never refused afterwards.
 */
export const WAITLIST_EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
