import { z } from "zod";
import { EMAIL_MAX, PASSWORD_MAX } from "../accounts/constants.ts";

/** A standard e-mail, trimmed and lower-cased. */
export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX)
  .pipe(z.email({ message: "Invalid email address" }))
  .transform((v) => v.toLowerCase());

export const passwordSchema = (min: number) =>
  z
    .string()
    .min(min, { message: `Password must be at least ${min} characters long` })
    .max(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters long` });

/** Opaque tokens we issue are base64url; anything else is rejected before touching the database. */
export const tokenSchema = z
  .string()
  .min(16)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, { message: "Malformed token" });
