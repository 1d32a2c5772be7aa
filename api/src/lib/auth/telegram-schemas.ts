import { z } from "zod";

/**
 * Names Telegram sends are cleaned on sign-in (`namesFromTelegram`), never refused: a sign-in must not
 * fail because of a name. This only bounds the work (initData itself is at most 4096 characters).
 */
export const TELEGRAM_NAME_RAW_MAX = 4096;

/** The Telegram Login Widget's payload as the browser posts it (the signature is checked separately). */
export const loginWidgetSchema = z.object({
  id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,20}$/)]),
  first_name: z.string().max(TELEGRAM_NAME_RAW_MAX).optional(),
  last_name: z.string().max(TELEGRAM_NAME_RAW_MAX).optional(),
  username: z.string().max(TELEGRAM_NAME_RAW_MAX).optional(),
  photo_url: z.string().max(1024).optional(),
  auth_date: z.union([z.number().int().positive(), z.string().regex(/^\d{1,12}$/)]),
  hash: z.string().regex(/^[0-9a-f]{64}$/i, { message: "Malformed hash" }),
});
