import { type DisplayTextProblem, normaliseDisplayText } from "@jadeverse/db/users/display-name";
import { z } from "zod";

/**
 * Display text (nicknames, names) at the API's edge: the rules are `@jadeverse/db/users/display-name`'s,
 * the same every entrance applies (a Telegram sign-in cleans what this refuses). Here text that breaks
 * one is refused with a message saying which; text that passes is stored normalised.
 */
const MESSAGES: Record<DisplayTextProblem, (max: number) => string> = {
  control: () => "Must not contain control characters or line breaks",
  bidi: () => "Must not contain text-direction control characters",
  "zero-width": () => "Must not contain invisible characters",
  combining: () => "Must not stack accents or contain accents without a letter",
  invisible: () => "Must contain visible characters",
  "too-long": (max) => `Must be at most ${max} characters long`,
};

/**
 * A zod schema for display text of at most `max` visible characters (`min` 1 unless said otherwise).
 * The raw input is bounded first (16 UTF-16 units a grapheme covers skin-toned family emoji) so huge
 * strings never reach the segmenter.
 */
export function displayText(max: number, options: { min?: number } = {}) {
  const min = options.min ?? 1;
  return z
    .string()
    .max(max * 16, { message: MESSAGES["too-long"](max) })
    .transform((raw, ctx) => {
      const { value, problem } = normaliseDisplayText(raw, max);
      if (problem) {
        ctx.addIssue({ code: "custom", message: MESSAGES[problem](max) });
        return z.NEVER;
      }
      if (value.length < min) {
        ctx.addIssue({
          code: "custom",
          message: min === 1 ? "Must not be empty" : `At least ${min} characters`,
        });
        return z.NEVER;
      }
      return value;
    });
}
