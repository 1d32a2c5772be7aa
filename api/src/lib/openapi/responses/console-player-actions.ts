import { BREAK_KINDS } from "@jadeverse/db/enums/users";
import { z } from "zod";

/** The console's actions on a player (routes/console/player-actions.ts). */

const userId = z.number().int().describe("The player acted on");

export const revokeSessionsResponse = z.strictObject({
  userId,
  revokedSessions: z.number().int().describe("How many live sessions ended"),
});

export const lockResponse = z.strictObject({
  userId,
  lockedAt: z.string().describe("When the account was (first) locked"),
  revokedSessions: z.number().int().describe("How many live sessions ended"),
});

export const unlockResponse = z.strictObject({
  userId,
  lockedAt: z.null(),
});

export const betaResponse = z.strictObject({
  userId,
  hasBetaAccess: z.boolean(),
});

export const consoleBreakResponse = z.strictObject({
  userId,
  break: z
    .strictObject({ kind: z.enum(BREAK_KINDS), until: z.string() })
    .nullable()
    .describe("The break now running (a permanent one ends 9999-12-31)"),
});
