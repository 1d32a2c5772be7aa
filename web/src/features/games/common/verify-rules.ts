import { type GameHistoryEntry, type RoundVerification, verifyGameRound } from "@jadeverse/api/client/games";
import type { GamesMessage, GamesTranslate } from "../messages.ts";
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
  label: GamesMessage;
  ok: boolean;
}

/**
 * A past round recomputed here, in the browser, from its revealed server seed with the shared
 * engines and float stream (`verifyGameRound`): the seed against its commitment, the outcome and
 * the money against the record. Not possible until a rotation reveals the seed.
 */
export function verifyRound(t: GamesTranslate, entry: GameHistoryEntry): VerifyState {
  if (entry.serverSeed === null) return { status: "not-revealed" };
  let verification: RoundVerification;
  try {
    verification = verifyGameRound(entry, entry.serverSeed);
  } catch (error) {
    // An engine refusing the record (a bet it cannot read) is a failed verification, said as such.
    return {
      status: "unreadable",
      reason: error instanceof Error ? error.message : t("verifyUnreadable"),
    };
  }
  const checks: VerifyCheck[] = [
    { label: "checkSeedHash", ok: verification.seedHashMatches },
    { label: "checkOutcome", ok: verification.outcomeMatches },
    { label: "checkMoney", ok: verification.moneyMatches },
  ];
  return {
    status: "checked",
    verification,
    checks,
    recomputedSummary: recomputedSummary(t, entry, verification),
  };
}

/** The recomputed outcome in the history's words, when it reads as this game's outcome. */
function recomputedSummary(
  t: GamesTranslate,
  entry: GameHistoryEntry,
  verification: RoundVerification,
): string | null {
  try {
    return roundSummary(t, { ...entry, outcome: verification.recomputed } as GameHistoryEntry);
  } catch {
    return null;
  }
}

/** The verdict in words. */
export function verdictText(t: GamesTranslate, state: VerifyState): string {
  if (state.status === "not-revealed") return t("verifyNotRevealed");
  if (state.status === "unreadable") return `${t("verifyMismatch")} ${state.reason}`;
  return state.verification.match ? t("verifyMatch") : t("verifyMismatch");
}
