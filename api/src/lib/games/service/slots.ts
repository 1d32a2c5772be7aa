import type { Db } from "@jadeverse/db/client";
import { errorText } from "../../errors/texts.ts";
import { SLOTS_LIMITS, SLOTS_MAX_LINE_MULTIPLE } from "../limits.ts";
import { type SlotsBetRecord, type SlotsOutcome, slotsRound } from "../outcomes.ts";
import type { SlotsSpin } from "../responses.ts";
import { SLOTS_FLOATS } from "../slots.ts";
import { instantAnswer } from "./answers.ts";
import { outOfLimits, withGameErrors } from "./errors.ts";
import { type InstantPlan, playInstant } from "./instant.ts";

type Bet = SlotsBetRecord;
type Outcome = SlotsOutcome;

/** The spin's plan: every line played at `betPerLine`, within the limits. */
export function slotsSpinPlan(betPerLine: number): InstantPlan<Bet, Outcome> {
  const { minBetPerLine, maxBetPerLine, maxWin, lines } = SLOTS_LIMITS;
  if (betPerLine < minBetPerLine || betPerLine > maxBetPerLine)
    throw outOfLimits(errorText("limitSlotsLineBet", { min: minBetPerLine, max: maxBetPerLine }));
  // Stryker disable next-line ConditionalExpression,ArithmeticOperator: unreachable guard, maxWin is SLOTS_MAX_LINE_MULTIPLE × maxBetPerLine and the line above refuses any larger line bet
  if (betPerLine * SLOTS_MAX_LINE_MULTIPLE > maxWin)
    throw outOfLimits(errorText("limitSlotsMaxWin", { max: maxWin }));
  return {
    game: "slots",
    bet: { betPerLine, lines },
    floats: SLOTS_FLOATS,
    play: (floats) => slotsRound({ betPerLine, lines }, floats),
  };
}

/** `POST /api/games/slots/spin`. */
export const spinSlots = (
  db: Db,
  userId: number,
  body: { betPerLine: number; requestKey: string },
): Promise<SlotsSpin> =>
  withGameErrors(async () => {
    const round = await playInstant(db, userId, body.requestKey, slotsSpinPlan(body.betPerLine));
    return { ...instantAnswer<Outcome>(round), betPerLine: (round.bet as Bet).betPerLine };
  });
