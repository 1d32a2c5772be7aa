import { z } from "zod";
import { isoDateTime } from "./common.ts";

/** A new session (docs/product/platform.md §3 login response); the token is also set as the `access_token` cookie. */
export const sessionResponse = z
  .object({
    access_token: z.string().min(16),
    message: z.string(),
    email: z.string().nullable(),
  })
  .meta({ id: "SessionResponse" });

export const registerResponse = z.strictObject({ message: z.string(), email: z.string() });

export const nextTokenResponse = z.strictObject({
  nextTokenAt: isoDateTime,
  waitSeconds: z.number().int().min(0),
});
