import { fileURLToPath } from "node:url";
import { DEFAULT_LOCALE, type Locale } from "@jadeverse/db/i18n/locales";
import { loadMessageBook } from "@jadeverse/db/i18n/message-book";
import { type ApiError, ERROR_CODES, type ErrorBody } from "../errors.ts";
import english from "./messages/en.json" with { type: "json" };

/**
 * The error catalogue's messages in every language (docs/i18n.md "API error messages"). errors.ts
 * stays the one owner of the codes and of their English, which the front ends import as it is;
 * `messages/en.json` is that English again, for the translators and the catalogue check, and
 * localize.test.ts holds the two equal. The book is typed by English's ids, so a code without a
 * message there does not compile.
 */
export const errorMessages = loadMessageBook(fileURLToPath(new URL("./messages", import.meta.url)), english);

/**
 * Whether the error says its code's own catalogue text. An error thrown with a message written for its
 * situation ("No route for GET /api/x", a field's validation problem, a table's limits) keeps it: the
 * catalogue has no translation of it.
 */
export const saysCatalogueText = (error: ApiError): boolean => error.message === ERROR_CODES[error.code];

/** An error's envelope, and the language its message is in (the answer's `Content-Language`). */
export interface LocalizedError {
  body: ErrorBody;
  language: Locale;
}

/** The error's envelope with its message in `locale` when it is the catalogue's text, else as thrown (English). */
export function localizeError(error: ApiError, locale: Locale): LocalizedError {
  const body = error.toBody();
  if (locale === DEFAULT_LOCALE || !saysCatalogueText(error)) return { body, language: DEFAULT_LOCALE };
  body.error.message = errorMessages.t(locale, error.code);
  return { body, language: locale };
}
