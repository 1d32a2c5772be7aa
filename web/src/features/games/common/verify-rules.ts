import { type GameHistoryEntry, type RoundVerification, verifyGameRound } from "@jadeverse/api/client/games";
import { GAMES_TEXT } from "./constants.ts";
import { roundSummary } from "./history-rules.ts";

export type VerifyState =
  | { status: "not-revealed" }
  | {
      status: "checked";
      verification: RoundVerification;
      checks: VerifyCheck[];
      recomputedSummary: string | null;
    }
  | { status: "unreadable"; reason: string };

export interface VerifyCheck {
  label: string;
  ok: boolean;
}

/**
 * A past round recomputed here, in the browser, from its revealed server seed with the shared
 * engines and float stream (`verifyGameRound`): the seed against its commitment, the outcome and
 * the money against the record. Not possible until a rotation reveals the seed.
 */
export function verifyRound(entry: GameHistoryEntry): VerifyState {
  if (entry.serverSeed === null) return { status: "not-revealed" };
  let verification: RoundVerification;
  try {
    verification = verifyGameRound(entry, entry.serverSeed);
  } catch (error) {
    // An engine refusing the record (a bet it cannot read) is a failed verification, said as such.
    return {
      status: "unreadable",
      reason: error instanceof Error ? error.message : GAMES_TEXT.verifyUnreadable,
    };
  }
  const checks: VerifyCheck[] = [
    {
      label: "The server seed hashes to the commitment shown before the round",
      ok: verification.seedHashMatches,
    },
    { label: "The recomputed outcome equals the recorded one", ok: verification.outcomeMatches },
    { label: "The recomputed stake and payout equal the recorded ones", ok: verification.moneyMatches },
  ];
  return {
    status: "checked",
    verification,
    checks,
    recomputedSummary: recomputedSummary(entry, verification),
  };
}

/** The recomputed outcome in the history's words, when it reads as this game's outcome. */
function recomputedSummary(entry: GameHistoryEntry, verification: RoundVerification): string | null {
  try {
    return roundSummary({ ...entry, outcome: verification.recomputed } as GameHistoryEntry);
  } catch {
    return null;
  }
}

/** The verdict in words. */
export function verdictText(state: VerifyState): string {
  if (state.status === "not-revealed") return GAMES_TEXT.verifyNotRevealed;
  if (state.status === "unreadable") return `${GAMES_TEXT.verifyMismatch} ${state.reason}`;
  return state.verification.match ? GAMES_TEXT.verifyMatch : GAMES_TEXT.verifyMismatch;
}
