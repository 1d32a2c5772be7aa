import type { ErrorCode, ErrorText } from "../errors.ts";
import { type ErrorMessageId, renderErrorText } from "./localize.ts";
import english from "./messages/en.json" with { type: "json" };

/**
 * Messages written for a situation rather than a code's own (docs/i18n.md "API error messages"): a
 * field's validation problem, a table's limits, an unknown route. Each is a message of
 * `messages/<locale>.json` (camelCase ids; the codes are UPPER_CASE), thrown as `errorText(id, values)`:
 * the error's `message` is its English, and the error answer renders it in the player's language.
 */
export type SituationId = Exclude<ErrorMessageId, ErrorCode>;
export type SituationValues = Readonly<Record<string, string | number | ErrorText>>;

export function errorText(id: SituationId, values?: SituationValues): ErrorText {
  const text = values ? { id, values } : { id };
  return { ...text, english: renderErrorText("en", text) };
}

// --- Texts known by their English ------------------------------------------------------------------
// A validation problem is zod's words or a schema's (`problem…` ids), an engine's refusal an engine's
// (`rule…` ids, api/src/lib/games, shared with the front ends' verifier): both arrive as English text.
// Their English in the catalogue is that text with plain `{name}` arguments, so it is read back into an
// id and values; a reading counts only when it renders the very same English.

/** Arguments read as numbers (so a language picks their plural form and groups their digits). */
const NUMERIC = new Set(["min", "max", "length", "count", "best"]);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface Template {
  id: SituationId;
  pattern: RegExp;
  names: string[];
  /** Letters outside the arguments: the most specific template is tried first. */
  literal: number;
}

function template(id: SituationId): Template {
  const parts = english[id].split(/\{(\w+)\}/);
  const names = parts.filter((_, i) => i % 2 === 1);
  const source = parts
    .map((part, i) =>
      i % 2 === 0 ? escapeRegExp(part) : NUMERIC.has(part) ? "(-?\\d+(?:\\.\\d+)?)" : "(.+?)",
    )
    .join("");
  const literal = parts.filter((_, i) => i % 2 === 0).join("").length;
  return { id, pattern: new RegExp(`^${source}$`, "s"), names, literal };
}

const templates = (prefix: string): Template[] =>
  (Object.keys(english) as ErrorMessageId[])
    .filter((id): id is SituationId => id.startsWith(prefix))
    .map(template)
    .sort((a, b) => b.literal - a.literal);

/** The validation problems (zod's and our schemas') and the engines' table rules the catalogue knows. */
export const PROBLEM_TEMPLATES = templates("problem");
export const RULE_TEMPLATES = templates("rule");

const argumentValue = (text: string): string | number =>
  /^-?\d+(\.\d+)?$/.test(text) && String(Number(text)) === text ? Number(text) : text;

function recognise(message: string, among: readonly Template[]): ErrorText | undefined {
  for (const { id, pattern, names } of among) {
    const match = pattern.exec(message);
    if (!match) continue;
    const text = errorText(
      id,
      Object.fromEntries(names.map((name, i) => [name, argumentValue(match[i + 1]!)])),
    );
    if (text.english === message) return text;
  }
  return undefined;
}

/** A validation problem ("Invalid email address") as the catalogue's text, or as it is when unknown. */
export const problemText = (problem: string): string | ErrorText =>
  recognise(problem, PROBLEM_TEMPLATES) ?? problem;

/** An engine's refusal ("hit is not allowed now") as the catalogue's text, or as it is when unknown. */
export const ruleText = (message: string): string | ErrorText =>
  recognise(message, RULE_TEMPLATES) ?? message;

/**
 * A validation error's message, `<field>: <problem>` (the front ends read the field's key before the
 * colon): in the player's language when the problem is known, the field's key as it is.
 */
export function fieldProblem(field: string, problem: string): string | ErrorText {
  const known = problemText(problem);
  return typeof known === "string"
    ? `${field}: ${problem}`
    : errorText("fieldProblem", { field, problem: known });
}
