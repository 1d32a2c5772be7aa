import type { Db } from "@jadeverse/db/client";
import { findOpenRound, insertRound, setRoundBalance } from "@jadeverse/db/games/rounds";
import { findUserById } from "@jadeverse/db/users/find";
import { errorText } from "../../errors/texts.ts";
import { conflict } from "../../errors.ts";
import { BLACKJACK_FLOATS, deal } from "../blackjack.ts";
import { BLACKJACK_LIMITS } from "../limits.ts";
import { blackjackOutcomeOf } from "../outcomes.ts";
import type { BlackjackHandAnswer } from "../responses.ts";
import { blackjackAnswer } from "./blackjack-answer.ts";
import { outOfLimits, withGameErrors } from "./errors.ts";
import { debitStake, roundKeys, settleRound } from "./ledger.ts";
import { drawRound, earlierRound, oncePerKey } from "./rounds.ts";

/**
 * `POST /api/games/blackjack/deal`: opens a hand in one write transaction: refused (409
 * `BLACKJACK_HAND_OPEN`) while the player has an open hand; takes the next nonce and the round's 104
 * floats, deals, debits the stake. A hand decided at once (a natural, a dealer blackjack on the peek)
 * settles in the same transaction. A retry with the same `requestKey` answers that hand as it stands.
 */
export const dealBlackjack = (
  db: Db,
  userId: number,
  body: { stake: number; requestKey: string },
): Promise<BlackjackHandAnswer> =>
  withGameErrors(async () => {
    const { stake, requestKey } = body;
    const { minStake, maxStake } = BLACKJACK_LIMITS;
    if (stake < minStake || stake > maxStake)
      throw outOfLimits(errorText("limitBlackjackStake", { min: minStake, max: maxStake }));
    const request = { game: "blackjack" as const, bet: { stake } };
    const round = await oncePerKey(db, userId, requestKey, request, () =>
      db.write(async (tx) => {
        const earlier = await earlierRound(tx, userId, requestKey, request);
        if (earlier) return earlier;
        if (await findOpenRound(tx, userId)) throw conflict("BLACKJACK_HAND_OPEN");
        const { provenance, floats } = await drawRound(tx, userId, BLACKJACK_FLOATS);
        const state = deal(stake, floats);
        const settlement = state.phase === "done" ? state.settlement : null;
        const opened = await insertRound(tx, {
          userId,
          game: "blackjack",
          requestKey,
          ...provenance,
          bet: request.bet,
          state: settlement ? null : state,
          outcome: settlement ? blackjackOutcomeOf(state) : null,
          seq: state.actions.length,
          totalBet: stake,
          totalWin: settlement?.totalPayout ?? 0,
          status: settlement ? "settled" : "open",
          balanceAfter: 0,
          settledAt: settlement ? new Date() : null,
        });
        const afterStake = await debitStake(tx, opened, roundKeys(opened.id).bet, stake);
        const afterWin = settlement ? await settleRound(tx, opened, stake, settlement.totalPayout) : null;
        return setRoundBalance(tx, opened.id, afterWin ?? afterStake);
      }),
    );
    return blackjackAnswer(round);
  });

/** `GET /api/games/blackjack/current`: the player's open hand with their coins now, or null. */
export async function currentBlackjack(db: Db, userId: number): Promise<BlackjackHandAnswer | null> {
  const round = await findOpenRound(db.orm, userId);
  if (!round) return null;
  const coins = (await findUserById(db.orm, userId))?.coins ?? round.balanceAfter;
  return blackjackAnswer(round, coins);
}
