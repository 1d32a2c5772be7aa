import type { Db } from "@jadeverse/db/client";
import { errorText } from "../../errors/texts.ts";
import { ROULETTE_LIMITS } from "../limits.ts";
import { type RouletteBetRecord, type RouletteOutcome, rouletteRound } from "../outcomes.ts";
import type { RouletteSpinBody } from "../requests.ts";
import type { RouletteSpin } from "../responses.ts";
import { POCKETS, ROULETTE_FLOATS, type RouletteBet, settle, validateBets } from "../roulette.ts";
import { instantAnswer } from "./answers.ts";
import { outOfLimits, withGameErrors } from "./errors.ts";
import { type InstantPlan, playInstant } from "./instant.ts";

type Bets = RouletteBetRecord;
type Outcome = RouletteOutcome;

/** Throws 400 `GAME_BET_OUT_OF_LIMITS` unless every bet, their total and the best pocket's payout are within the limits. */
function assertWithinLimits(bets: readonly RouletteBet[]): void {
  const { minBet, maxBet, maxTotalBet, maxWin } = ROULETTE_LIMITS;
  for (const bet of bets)
    if (bet.amount < minBet || bet.amount > maxBet)
      throw outOfLimits(errorText("limitRouletteBet", { min: minBet, max: maxBet }));
  if (bets.reduce((sum, bet) => sum + bet.amount, 0) > maxTotalBet)
    throw outOfLimits(errorText("limitRouletteTotal", { max: maxTotalBet }));
  let best = 0;
  for (let pocket = 0; pocket < POCKETS; pocket++) best = Math.max(best, settle(bets, pocket).totalPayout);
  if (best > maxWin) throw outOfLimits(errorText("limitRouletteMaxWin", { max: maxWin, best }));
}

/** The spin's plan: bets normalised (numbers ascending) and checked against the layout, then the limits. */
export function rouletteSpinPlan(body: Pick<RouletteSpinBody, "bets">): InstantPlan<Bets, Outcome> {
  const bets = body.bets.map((b) => ({
    kind: b.kind,
    numbers: [...(b.numbers ?? [])].sort((x, y) => x - y),
    amount: b.amount,
  }));
  validateBets(bets);
  assertWithinLimits(bets);
  return {
    game: "roulette",
    bet: { bets },
    floats: ROULETTE_FLOATS,
    play: (floats) => rouletteRound({ bets }, floats),
  };
}

/** `POST /api/games/roulette/spin`. */
export const spinRoulette = (db: Db, userId: number, body: RouletteSpinBody): Promise<RouletteSpin> =>
  withGameErrors(async () => {
    const round = await playInstant(db, userId, body.requestKey, rouletteSpinPlan(body));
    return instantAnswer<Outcome>(round);
  });
