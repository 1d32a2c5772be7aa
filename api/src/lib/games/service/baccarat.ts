import type { Db } from "@jadeverse/db/client";
import { errorText } from "../../errors/texts.ts";
import { BACCARAT_FLOATS } from "../baccarat.ts";
import { BACCARAT_LIMITS } from "../limits.ts";
import { type BaccaratBetRecord, type BaccaratOutcome, baccaratRound } from "../outcomes.ts";
import type { BaccaratDealBody } from "../requests.ts";
import type { BaccaratDeal } from "../responses.ts";
import { instantAnswer } from "./answers.ts";
import { outOfLimits, withGameErrors } from "./errors.ts";
import { type InstantPlan, playInstant } from "./instant.ts";

type Bets = BaccaratBetRecord;
type Outcome = BaccaratOutcome;

/** The coup's plan: one bet per side placed (player, banker, tie, in that order), each within the limits. */
export function baccaratDealPlan(body: Pick<BaccaratDealBody, "bets">): InstantPlan<Bets, Outcome> {
  const { minBet, maxBet, maxWin } = BACCARAT_LIMITS;
  const record: Bets = {};
  for (const kind of ["player", "banker", "tie"] as const) {
    const amount = body.bets[kind];
    if (amount === undefined) continue;
    if (amount < minBet || amount > maxBet)
      throw outOfLimits(errorText("limitBaccaratBet", { min: minBet, max: maxBet }));
    record[kind] = amount;
  }
  // The best coup for these bets: a tie pays 9× the tie bet and returns player and banker.
  // Stryker disable ArithmeticOperator,LogicalOperator,MethodExpression: the stake limits above cap every bet at maxBet, so even the true best (110,000 with every side at maxBet) never exceeds maxWin; a smaller or NaN `best` cannot be told apart
  const best = Math.max(
    (record.tie ?? 0) * 9 + (record.player ?? 0) + (record.banker ?? 0),
    (record.player ?? 0) * 2,
    (record.banker ?? 0) * 2,
  );
  // Stryker restore ArithmeticOperator,LogicalOperator,MethodExpression
  // Stryker disable next-line ConditionalExpression: unreachable guard, the stake limits keep `best` at most maxWin (settlement-limits.test.ts plays exactly maxWin)
  if (best > maxWin) throw outOfLimits(errorText("limitBaccaratMaxWin", { max: maxWin }));
  return {
    game: "baccarat",
    bet: record,
    floats: BACCARAT_FLOATS,
    play: (floats) => baccaratRound(record, floats),
  };
}

/** `POST /api/games/baccarat/deal`. */
export const dealBaccarat = (db: Db, userId: number, body: BaccaratDealBody): Promise<BaccaratDeal> =>
  withGameErrors(async () => {
    const round = await playInstant(db, userId, body.requestKey, baccaratDealPlan(body));
    return instantAnswer<Outcome>(round);
  });
