/**
 * Verifies a settled round (`GET /api/games/history`) once its server seed is revealed: the seed
 * hashes to the commitment the round carried, and the engines, fed the floats of
 * `HMAC_SHA256(serverSeed, "${clientSeed}:${nonce}:${round}")`, give back the recorded outcome and
 * money. The code that settled the round (./outcomes.ts, the engines, the float stream) runs here
 * too, in Bun or the browser.
 */
import { floatStream, type HmacSha256 } from "../fairness/float-stream.ts";
import { serverSeedCommitment } from "../fairness/verify.ts";
import {
  baccaratRound,
  blackjackRound,
  GAME_FLOATS,
  type InstantResult,
  rouletteRound,
  slotsRound,
} from "./outcomes.ts";
import type { GameHistoryEntry } from "./responses.ts";

export interface RoundVerification {
  seedHashMatches: boolean;
  /** The outcome recomputed from the revealed seed. */
  recomputed: unknown;
  outcomeMatches: boolean;
  /** Stake and payout recomputed equal the recorded `totalBet` and `totalWin`. */
  moneyMatches: boolean;
  match: boolean;
}

/** JSON with object keys sorted, so two equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? // Stryker disable next-line EqualityOperator: an object's keys are distinct and both sides go through the same sort, so these still give one fixed key order
        Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

function recompute(entry: GameHistoryEntry, floats: readonly number[]): InstantResult<unknown> {
  switch (entry.game) {
    case "roulette":
      return rouletteRound(entry.bet, floats);
    case "baccarat":
      return baccaratRound(entry.bet, floats);
    case "slots":
      return slotsRound(entry.bet, floats);
    case "blackjack": {
      const outcome = blackjackRound(entry.bet, entry.outcome.actions, floats);
      const settlement = outcome.hand.settlement;
      // Stryker disable next-line UnaryOperator: a recorded amount is never negative, and the other sentinel stays -1, so an unsettled replay never matches either way
      return { totalBet: settlement?.totalStake ?? -1, totalWin: settlement?.totalPayout ?? -1, outcome };
    }
  }
}

/** Recomputes a round from its revealed server seed and compares it with the record. */
export function verifyGameRound(
  entry: GameHistoryEntry,
  serverSeed: string,
  hmac?: HmacSha256,
): RoundVerification {
  const seeds = { serverSeed, clientSeed: entry.clientSeed, nonce: entry.nonce };
  const result = recompute(entry, floatStream(seeds, GAME_FLOATS[entry.game], hmac));
  const checks = {
    seedHashMatches: serverSeedCommitment(serverSeed) === entry.serverSeedHash,
    recomputed: result.outcome,
    outcomeMatches: canonical(result.outcome) === canonical(entry.outcome),
    moneyMatches: result.totalBet === entry.totalBet && result.totalWin === entry.totalWin,
  };
  return { ...checks, match: checks.seedHashMatches && checks.outcomeMatches && checks.moneyMatches };
}
