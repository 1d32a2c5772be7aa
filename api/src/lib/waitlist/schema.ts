import { z } from "zod";
import { emailSchema } from "../auth/schemas.ts";
import { WAITLIST_NAME_MAX } from "./constants.ts";
import { COUNTRY_CODE_SET } from "./countries.ts";

/**
 * `POST /api/waitlist`: name and country are optional (empty strings allowed), the e-mail is
 * required, and both consents must be `true` (the popup only enables Subscribe when both are ticked).
 * Unknown fields are refused.
 */
export const waitlistBody = z
  .object({
    name: z.string().trim().max(WAITLIST_NAME_MAX).default(""),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .refine((code) => code === "" || COUNTRY_CODE_SET.has(code), { message: "Unknown country code" })
      .default(""),
    email: emailSchema,
    marketingConsent: z.literal(true, { message: "Please agree to receive news by e-mail" }),
    termsAccepted: z.literal(true, { message: "Please accept the terms and privacy policy" }),
  })
  .strict();

export type WaitlistBody = z.infer<typeof waitlistBody>;
