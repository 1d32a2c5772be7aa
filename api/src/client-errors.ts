// The API for front ends: the whole error catalogue (its own entry: the pages that quote a code's
// message import it; the server's answers carry their code's message, so no first load needs it).

export { ERROR_CODES } from "./lib/errors.ts";
