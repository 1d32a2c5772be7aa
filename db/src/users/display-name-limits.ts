/**
 * The lengths of the text other players see, on their own: the front ends' forms import them (through
 * the API's client package) without the rules of `display-name.ts`, whose patterns they never run.
 */

/** docs/product/platform.md §9: nickname at most 25 characters. */
export const NICKNAME_MAX = 25;
/** First and last names. */
export const NAME_MAX = 50;
