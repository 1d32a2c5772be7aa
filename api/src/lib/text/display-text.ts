import { z } from "zod";

/**
 * Text that other players see (nicknames, names). It must read as what it is:
 * - no control characters (C0/C1, incl. newlines and tabs) and no bidi controls, which can reverse how
 *   the rest of a line renders (U+202A–U+202E, U+2066–U+2069, U+200E/U+200F, U+061C);
 * - not invisible: at least one grapheme must be visible (zero-width spaces, joiners, fillers and
 *   whitespace alone are refused);
 * - its length is counted in graphemes, the characters a person sees (👩‍👩‍👧 is one, not eight).
 * Values are NFC-normalised and trimmed.
 */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;
/** Characters that render as nothing (format characters, separators, Hangul/Braille fillers, variation selectors). */
const INVISIBLE =
  /^(?:[\p{Cf}\p{Z}\s\u115F\u1160\u3164\uFFA0\u2800]|\u034F|\u180B|\u180C|\u180D|\u180F|[\uFE00-\uFE0F]|[\u{E0100}-\u{E01EF}])*$/u;

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** How many characters a person sees. */
export function graphemeLength(value: string): number {
  let count = 0;
  for (const _ of segmenter.segment(value)) count++;
  return count;
}

export type DisplayTextProblem = "control" | "bidi" | "invisible" | "too-long";

/** Why a display text is refused, or null when it is fine. `value` is expected normalised and trimmed. */
export function displayTextProblem(value: string, max: number): DisplayTextProblem | null {
  if (CONTROL.test(value)) return "control";
  if (BIDI.test(value)) return "bidi";
  if (value.length > 0 && INVISIBLE.test(value)) return "invisible";
  if (graphemeLength(value) > max) return "too-long";
  return null;
}

const MESSAGES: Record<DisplayTextProblem, (max: number) => string> = {
  control: () => "Must not contain control characters or line breaks",
  bidi: () => "Must not contain text-direction control characters",
  invisible: () => "Must contain visible characters",
  "too-long": (max) => `Must be at most ${max} characters long`,
};

/**
 * A zod schema for display text of at most `max` visible characters (`min` 1 unless said otherwise).
 * The raw input is bounded first (16 UTF-16 units a grapheme covers skin-toned family emoji) so huge strings never reach the segmenter.
 */
export function displayText(max: number, options: { min?: number } = {}) {
  const min = options.min ?? 1;
  return z
    .string()
    .max(max * 16, { message: MESSAGES["too-long"](max) })
    .transform((v) => v.normalize("NFC").trim())
    .superRefine((value, ctx) => {
      if (value.length < min) {
        ctx.addIssue({
          code: "custom",
          message: min === 1 ? "Must not be empty" : `At least ${min} characters`,
        });
        return;
      }
      const problem = displayTextProblem(value, max);
      if (problem) ctx.addIssue({ code: "custom", message: MESSAGES[problem](max) });
    });
}
