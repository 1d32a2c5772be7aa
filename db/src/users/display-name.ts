/**
 * The one set of rules for text other players see (nicknames, first and last names), whichever way it
 * enters: `PATCH /api/users/me` refuses text that breaks them; a Telegram sign-in (Mini App initData,
 * Login Widget) stores the cleaned text instead and never fails because of a name. Plain code, no
 * database: the API and the bot import it alike.
 *
 * Text must read as what it is:
 * - no control characters (C0/C1, line breaks, tabs) and no bidi or shaping controls, which can reverse
 *   or reshape how the rest of a line renders (U+202A–U+202E, U+2066–U+2069, U+206A–U+206F,
 *   U+200E/U+200F, U+061C);
 * - no zero-width characters between letters (U+200B, U+2060–U+2064, U+FEFF, soft hyphen…); the joiners
 *   that emoji and some scripts need (U+200C, U+200D, variation selectors, tag characters) stay;
 * - at most `COMBINING_MARKS_MAX` accents on one character, and no accent without a letter ("zalgo" and
 *   combining-only text);
 * - something visible (whitespace, fillers and format characters alone are refused);
 * - at most `max` characters as a person counts them (graphemes: 👩‍👩‍👧 is one, not five).
 * Values are NFC-normalised and trimmed, and runs of whitespace become one space. Empty text breaks no
 * rule here: whether a field may be empty is the caller's to say.
 */

import { NAME_MAX, NICKNAME_MAX } from "./display-name-limits.ts";

export { NAME_MAX, NICKNAME_MAX };

/**
 * Accents one character may carry. Ordinary text in every script stays under it (Vietnamese, Thai
 * tone marks, pointed Hebrew, Indic conjuncts); stacked "zalgo" text does not.
 */
export const COMBINING_MARKS_MAX = 3;
/** The nickname of a Telegram player none of whose names has anything visible left. */
export const FALLBACK_NICKNAME = "Player";

export type DisplayTextProblem = "control" | "bidi" | "zero-width" | "combining" | "invisible" | "too-long";

export interface NormalisedDisplayText {
  /** The text made safe: what is stored. Empty when nothing visible is left. */
  value: string;
  /** Why the text as given breaks a rule (null: it is fine as given, and `value` is it, normalised). */
  problem: DisplayTextProblem | null;
}

const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const LINE_BREAKS_AND_TABS = /[\t\n\v\f\r\u0085\u2028\u2029]/gu;
const CONTROLS = /[\p{Cc}]/gu;
const BIDI_CHARS = "\\u202A-\\u202E\\u2066-\\u2069\\u206A-\\u206F\\u200E\\u200F\\u061C";
const BIDI = new RegExp(`[${BIDI_CHARS}]`, "u");
const BIDIS = new RegExp(`[${BIDI_CHARS}]`, "gu");
/** Characters that render as nothing and join nothing a script needs. */
const ZERO_WIDTH_CHARS =
  "\\u00AD\\u034F\\u115F\\u1160\\u17B4\\u17B5\\u180E\\u200B\\u2060-\\u2064\\u3164\\uFEFF\\uFFA0\\u{1D173}-\\u{1D17A}";
const ZERO_WIDTH = new RegExp(`[${ZERO_WIDTH_CHARS}]`, "u");
const ZERO_WIDTHS = new RegExp(`[${ZERO_WIDTH_CHARS}]`, "gu");
/** A grapheme that shows nothing: format characters, separators, whitespace, blank braille, selectors. */
const BLANK = /^(?:[\p{Cf}\p{Z}\s\u2800]|[\uFE00-\uFE0F]|[\u{E0100}-\u{E01EF}])*$/u;
/** Accents as counted per character: non-spacing and enclosing marks, variation selectors excepted. */
const ACCENT = /(?![\uFE00-\uFE0F\u{E0100}-\u{E01EF}])[\p{Mn}\p{Me}]/u;
const MARK = /\p{M}/u;
const MARKS = /\p{M}/gu;
const WHITESPACE_RUNS = /\s+/gu;

/**
 * Made on first use, not when the module loads: building a segmenter loads ICU's break-iterator data,
 * ~100 ms on a phone-class CPU, and the front ends import this module for its limits alone (the landing
 * paid it in its first script before this was lazy; bench:lighthouse).
 */
let graphemeSegmenter: Intl.Segmenter | undefined;
const segmenter = (): Intl.Segmenter => {
  graphemeSegmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  return graphemeSegmenter;
};

const graphemes = (value: string): string[] => Array.from(segmenter().segment(value), (s) => s.segment);

/** How many characters a person sees. */
export function graphemeLength(value: string): number {
  let count = 0;
  for (const _ of segmenter().segment(value)) count++;
  return count;
}

/** A grapheme's accents beyond the cap, or a grapheme of accents with no visible letter under them. */
function combiningProblem(grapheme: string): "too-many" | "no-base" | null {
  if (!MARK.test(grapheme)) return null;
  if (BLANK.test(grapheme.replace(MARKS, ""))) return "no-base";
  let accents = 0;
  for (const char of grapheme) if (ACCENT.test(char) && ++accents > COMBINING_MARKS_MAX) return "too-many";
  return null;
}

/** Keeps a grapheme's first `COMBINING_MARKS_MAX` accents; drops one that has no letter. */
function tidyGrapheme(grapheme: string): string {
  const problem = combiningProblem(grapheme);
  if (problem === "no-base") return "";
  if (problem === null) return grapheme;
  let accents = 0;
  let kept = "";
  for (const char of grapheme) {
    if (ACCENT.test(char) && ++accents > COMBINING_MARKS_MAX) continue;
    kept += char;
  }
  return kept;
}

function firstProblem(text: string, parts: string[], max: number): DisplayTextProblem | null {
  if (CONTROL.test(text)) return "control";
  if (BIDI.test(text)) return "bidi";
  if (ZERO_WIDTH.test(text)) return "zero-width";
  if (parts.some((g) => combiningProblem(g) !== null)) return "combining";
  if (parts.every((g) => BLANK.test(g))) return "invisible";
  if (parts.length > max) return "too-long";
  return null;
}

/**
 * Checks and cleans display text of at most `max` characters. `problem` says why the text as given is
 * refused (PATCH answers 400 with it); `value` is the cleaned text (a Telegram sign-in stores it):
 * controls and line breaks become spaces or go, bidi and zero-width characters go, accents beyond the
 * cap and accents without a letter go, whitespace runs become one space, and the result is cut to `max`
 * characters. `value` is empty when nothing visible is left; cleaning `value` again changes nothing.
 */
export function normaliseDisplayText(raw: string, max: number): NormalisedDisplayText {
  const text = raw.normalize("NFC").trim();
  if (text === "") return { value: "", problem: null };
  const problem = firstProblem(text, graphemes(text), max);
  if (problem === null) return { value: text.replace(WHITESPACE_RUNS, " "), problem };
  const stripped = text
    .replace(LINE_BREAKS_AND_TABS, " ")
    .replace(CONTROLS, "")
    .replace(BIDIS, "")
    .replace(ZERO_WIDTHS, "")
    .normalize("NFC");
  const kept = graphemes(stripped)
    .map(tidyGrapheme)
    .join("")
    .normalize("NFC")
    .replace(WHITESPACE_RUNS, " ")
    .trim();
  const parts = graphemes(kept);
  if (parts.every((g) => BLANK.test(g))) return { value: "", problem };
  return { value: parts.slice(0, max).join("").trim(), problem };
}

export interface TelegramNames {
  first_name?: string | undefined;
  last_name?: string | undefined;
  username?: string | undefined;
}

export interface PlayerNames {
  nickname: string;
  firstName: string | null;
  lastName: string | null;
  /** The Telegram @username when it is one (letters, digits, underscores), else null. */
  telegramUsername: string | null;
}

const TELEGRAM_USERNAME = /^[A-Za-z0-9_]{1,64}$/;

/**
 * The names a Telegram identity brings, cleaned by the same rules: the nickname is the username, else
 * the full name, else "Player"; first and last names are kept when anything visible is left of them.
 */
export function namesFromTelegram(tg: TelegramNames): PlayerNames {
  const username = tg.username && TELEGRAM_USERNAME.test(tg.username) ? tg.username : null;
  const firstName = normaliseDisplayText(tg.first_name ?? "", NAME_MAX).value || null;
  const lastName = normaliseDisplayText(tg.last_name ?? "", NAME_MAX).value || null;
  const fullName = [tg.first_name, tg.last_name].filter(Boolean).join(" ");
  const nickname =
    normaliseDisplayText(username ?? "", NICKNAME_MAX).value ||
    normaliseDisplayText(fullName, NICKNAME_MAX).value ||
    FALLBACK_NICKNAME;
  return { nickname, firstName, lastName, telegramUsername: username };
}
