// The API for front ends: the whole error catalogue (its own entry: the pages that quote a code's
// message import it; the shells' first load carries only SPEC_ERROR_MESSAGES, from `client`).

export { ERROR_CODES } from "./lib/errors.ts";
