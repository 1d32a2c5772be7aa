import { fileURLToPath } from "node:url";
import { DEFAULT_LOCALE, type Locale } from "@jadeverse/db/i18n/locales";
import { loadMessageBook, type MessageValues } from "@jadeverse/db/i18n/message-book";
import { type ApiError, ERROR_CODES, type ErrorBody, type ErrorText } from "../errors.ts";
import english from "./messages/en.json" with { type: "json" };

/**
 * The error messages in every language (docs/i18n.md "API error messages"): each code's own message, and
 * the messages written for a situation (texts.ts, ids in camelCase). errors.ts stays the one owner of the
 * codes and of their English, which the front ends import as it is; `messages/en.json` holds that
 * English again, for the translators and the catalogue check, and localize.test.ts holds the two equal.
 * The book is typed by English's ids, so a code without a message there does not compile.
 */
export const errorMessages = loadMessageBook(fileURLToPath(new URL("./messages", import.meta.url)), english);
export type ErrorMessageId = keyof typeof english;

/** A situation's message in `locale`; a value that is a text itself is rendered first, in the same language. */
export function renderErrorText(locale: Locale, text: Pick<ErrorText, "id" | "values">): string {
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(text.values ?? {}))
    values[name] = typeof value === "object" ? renderErrorText(locale, value) : value;
  return errorMessages.t(locale, text.id as ErrorMessageId, values);
}

/** Whether the error says its code's own catalogue text. */
export const saysCatalogueText = (error: ApiError): boolean => error.message === ERROR_CODES[error.code];

/** Whether the error says a situation's text of the catalogue (thrown with `errorText`, texts.ts). */
const saysSituationText = (error: ApiError): error is ApiError & { text: ErrorText } =>
  error.text !== undefined && error.text.english === error.message;

/**
 * Whether the error's message can be said in another language: its code's text, or a situation's. A
 * message written for its situation without an id (an engine's or a library's words) stays English.
 */
export const isTranslatable = (error: ApiError): boolean =>
  saysSituationText(error) || saysCatalogueText(error);

/** An error's envelope, and the language its message is in (the answer's `Content-Language`). */
export interface LocalizedError {
  body: ErrorBody;
  language: Locale;
}

/** The error's envelope with its message in `locale` when the catalogue has it, else as thrown (English). */
export function localizeError(error: ApiError, locale: Locale): LocalizedError {
  const body = error.toBody();
  if (locale === DEFAULT_LOCALE || !isTranslatable(error)) return { body, language: DEFAULT_LOCALE };
  body.error.message = saysSituationText(error)
    ? renderErrorText(locale, error.text)
    : errorMessages.t(locale, error.code);
  return { body, language: locale };
}
