import { z } from "zod";
import { IDEMPOTENCY_KEY_PATTERN } from "../../store/constants.ts";
import { MAX_STAKE } from "../common.ts";
import { MAX_CASHOUT } from "../crash.ts";
import { CRASH_HISTORY_MAX, MIN_AUTO_CASHOUT } from "./limits.ts";

// Crash's request bodies and answers (the contract: the client parses with these).

const requestKey = z
  .string()
  .regex(IDEMPOTENCY_KEY_PATTERN, "1-128 printable characters")
  .describe("the client's key of this request: a retry answers the same result and charges nothing");

export const crashBetBody = z.strictObject({
  stake: z.number().int().min(1).max(MAX_STAKE),
  autoCashout: z
    .number()
    .int()
    .min(MIN_AUTO_CASHOUT)
    .max(MAX_CASHOUT)
    .optional()
    .describe("cash out automatically when the multiplier reaches this many hundredths (250 = 2.50×)"),
  requestKey,
});
export type CrashBetBody = z.infer<typeof crashBetBody>;

export const crashCashoutBody = z.strictObject({ roundId: z.number().int().positive(), requestKey });
export type CrashCashoutBody = z.infer<typeof crashCashoutBody>;

export const crashHistoryQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(CRASH_HISTORY_MAX).default(50),
});

const phase = z.enum(["betting", "running", "crashed"]);

/** The round as anyone may see it: its hash and point only once it crashed. */
export const crashRoundView = z.object({
  roundId: z.number().int(),
  gameNumber: z.number().int(),
  phase,
  bettingEndsAt: z.number().int(),
  startedAt: z.number().int().nullable(),
  crashedAt: z.number().int().nullable(),
  /** Hundredths; null until the round crashed. */
  point: z.number().int().nullable(),
  hash: z.string().nullable(),
  /** The live multiplier now (hundredths) while running. */
  multiplier: z.number().int().nullable(),
  players: z.array(
    z.object({
      nickname: z.string().nullable(),
      stake: z.number().int(),
      status: z.enum(["open", "won", "lost"]),
      cashedOutAt: z.number().int().nullable(),
      payout: z.number().int(),
    }),
  ),
});
export type CrashRoundView = z.infer<typeof crashRoundView>;

export const crashStateResponse = z.union([
  z.object({ configured: z.literal(false) }),
  z.object({
    configured: z.literal(true),
    salt: z.string(),
    terminatingHash: z.string(),
    chainLength: z.number().int(),
    bettingMs: z.number().int(),
    tickMs: z.number().int(),
    growthRate: z.number(),
    rtp: z.number().describe("the return of any cash-out target over the long run (0.99)"),
    limits: z.object({ minBet: z.number().int(), maxBet: z.number().int(), maxWin: z.number().int() }),
    serverTime: z.number().int(),
    round: crashRoundView.nullable(),
  }),
]);
export type CrashStateResponse = z.infer<typeof crashStateResponse>;

export const crashBetResponse = z.object({
  betId: z.number().int(),
  roundId: z.number().int(),
  gameNumber: z.number().int(),
  stake: z.number().int(),
  /** The automatic cash-out the bet carries (the player's target, or the maximum win's). */
  autoCashout: z.number().int().nullable(),
  status: z.enum(["open", "won", "lost"]),
  cashedOutAt: z.number().int().nullable(),
  payout: z.number().int(),
  /** The player's coins now. */
  balance: z.number().int(),
});
export type CrashBetResponse = z.infer<typeof crashBetResponse>;

/** `GET /api/games/crash/bet`: the player's bet on the round now (taking bets or running), or null. */
export const crashMyBetResponse = z.object({ bet: crashBetResponse.nullable() });
export type CrashMyBetResponse = z.infer<typeof crashMyBetResponse>;

export const crashHistoryResponse = z.object({
  rounds: z.array(
    z.object({
      gameNumber: z.number().int(),
      hash: z.string(),
      point: z.number().int(),
      crashedAt: z.number().int(),
    }),
  ),
});
