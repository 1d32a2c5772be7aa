import { z } from "zod";

/** The Telegram Login Widget's payload as the browser posts it (the signature is checked separately). */
export const loginWidgetSchema = z.object({
  id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,20}$/)]),
  first_name: z.string().max(256).optional(),
  last_name: z.string().max(256).optional(),
  username: z.string().max(64).optional(),
  photo_url: z.string().max(1024).optional(),
  auth_date: z.union([z.number().int().positive(), z.string().regex(/^\d{1,12}$/)]),
  hash: z.string().regex(/^[0-9a-f]{64}$/i, { message: "Malformed hash" }),
});
