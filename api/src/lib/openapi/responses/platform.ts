import { z } from "zod";
import { successMessage } from "./common.ts";

export const healthResponse = z.strictObject({
  status: z.literal("ok"),
  database: z.enum(["embedded", "server"]),
  databaseLatencyMs: z.number().min(0),
  uptimeSeconds: z.number().int().min(0),
});

/** `GET /api/health` when the database does not answer (not the error envelope: a probe's answer). */
export const healthDownResponse = z.strictObject({
  status: z.literal("error"),
  database: z.literal("unreachable"),
});

export const waitlistResponse = successMessage;

export const feedbackResponse = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  id: z.number().int(),
});

export const accessResponse = z.object({
  country: z
    .string()
    .nullable()
    .describe("The visitor's country (ISO 3166-1 alpha-2) as the server tells it, or null when it cannot"),
  restricted: z
    .boolean()
    .describe(
      "Whether the Terms restrict this country: sign-up, sign-in, purchases, swaps, games, the wheel and the airdrop claim are refused (451 COUNTRY_RESTRICTED)",
    ),
});
