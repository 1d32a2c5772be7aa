import { INSTANT_GAMES } from "@jadeverse/db/games/names";
import { z } from "zod";
import { IDEMPOTENCY_KEY_PATTERN } from "../store/constants.ts";
import { BLACKJACK_ACTIONS } from "./blackjack.ts";
import { MAX_STAKE } from "./common.ts";
import { GAME_HISTORY_DEFAULT_LIMIT, GAME_HISTORY_MAX_LIMIT, ROULETTE_LIMITS } from "./limits.ts";
import { ROULETTE_BET_KINDS } from "./roulette.ts";

// The games' request bodies. Shapes only: the table limits (lib/games/limits.ts) are checked by the
// services, which answer 400 GAME_BET_OUT_OF_LIMITS; a bet off the layout is 400 GAME_INVALID_BET.

/** The client's key of one write: a retry with the same key answers the same round and charges nothing. */
const requestKey = z
  .string()
  .regex(IDEMPOTENCY_KEY_PATTERN, "1-128 printable characters")
  .describe(
    "the client's key of this request (1-128 printable ASCII characters): a retry answers the same result",
  );

const coins = z.number().int().min(1).max(MAX_STAKE);

export const rouletteSpinBody = z.strictObject({
  bets: z
    .array(
      z.strictObject({
        kind: z.enum(ROULETTE_BET_KINDS),
        numbers: z
          .array(z.number().int().min(0).max(36))
          .max(12)
          .optional()
          .describe("the numbers covered (straight … six-line), or [1|2|3] for a dozen or column"),
        amount: coins,
      }),
    )
    .min(1)
    .max(ROULETTE_LIMITS.maxBets),
  requestKey,
});
export type RouletteSpinBody = z.infer<typeof rouletteSpinBody>;

export const baccaratDealBody = z.strictObject({
  bets: z
    .strictObject({ player: coins.optional(), banker: coins.optional(), tie: coins.optional() })
    .refine((b) => b.player !== undefined || b.banker !== undefined || b.tie !== undefined, {
      message: "place at least one of player, banker, tie",
    }),
  requestKey,
});
export type BaccaratDealBody = z.infer<typeof baccaratDealBody>;

export const slotsSpinBody = z.strictObject({ betPerLine: coins, requestKey });

export const blackjackDealBody = z.strictObject({ stake: coins, requestKey });

export const blackjackActionBody = z.strictObject({
  roundId: z.number().int().positive(),
  seq: z.number().int().min(0).describe("the hand's `seq` the action was chosen on"),
  action: z.enum(BLACKJACK_ACTIONS).describe("insurance / noInsurance accept or decline insurance"),
  requestKey,
});
export type BlackjackActionBody = z.infer<typeof blackjackActionBody>;

export const historyQuery = z.strictObject({
  game: z.enum(INSTANT_GAMES).optional(),
  limit: z.coerce.number().int().min(1).max(GAME_HISTORY_MAX_LIMIT).default(GAME_HISTORY_DEFAULT_LIMIT),
});
