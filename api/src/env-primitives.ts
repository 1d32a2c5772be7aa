import { z } from "zod";

/** A switch variable: `true`/`1` on; `false`, `0`, empty or unset off. */
export const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

/** A text variable that is unset when empty or blank (trimmed otherwise). */
export const optionalString = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));
