import type { CrashRoundView } from "@jadeverse/api/client/games";
import type { CrashPhase } from "./crash-rules.ts";

/** The round as the page draws it, moved on by the socket's events between the server's views. */
export interface LiveRound {
  roundId: number;
  gameNumber: number;
  phase: CrashPhase;
  bettingEndsAt: number;
  startedAt: number | null;
  /** Hundredths. */
  multiplier: number;
  elapsedMs: number;
  point: number | null;
  hash: string | null;
}

export function fromView(view: CrashRoundView, serverTime: number): LiveRound {
  return {
    roundId: view.roundId,
    gameNumber: view.gameNumber,
    phase: view.phase,
    bettingEndsAt: view.bettingEndsAt,
    startedAt: view.startedAt,
    multiplier: view.phase === "crashed" ? (view.point ?? 100) : (view.multiplier ?? 100),
    elapsedMs: view.startedAt === null ? 0 : Math.max(0, serverTime - view.startedAt),
    point: view.point,
    hash: view.hash,
  };
}
