/**
 * Play time and sessions from recorded rounds (docs/product/economy.md §2 Statistics: "play time", "sessions").
 *
 * A **session** is a run of one player's rounds of one game with no pause longer than
 * `PLAY_SESSION_GAP_MS` between one round's end and the next round's start. **Play time** is the
 * length of those sessions: from the first round's start to the last round's end, in whole seconds.
 * A round that starts a session adds one session and its own length (a blackjack hand from deal to
 * settle, a crash bet from placing it to its settle, an instant spin nothing); a round inside a
 * session adds the time since the previous round ended. Seconds are counted on whole-second
 * boundaries (`floor(ms / 1000)`), so a session's increments sum to exactly its length, whatever
 * the number of rounds. Rounds reported out of order never take time back (an increment is ≥ 0).
 */

/** Ten minutes without a round closes a session: the next round starts another. */
export const PLAY_SESSION_GAP_MS = 10 * 60 * 1000;

export interface PlayTimeStep {
  /** 1 when this round opens a session, else 0. */
  sessions: 0 | 1;
  /** Whole seconds this round adds to play time. */
  seconds: number;
  /** The end of the latest round played (the next round's reference). */
  lastPlayedAt: number;
}

const wholeSeconds = (ms: number) => Math.floor(ms / 1000);

/**
 * What one played round adds, given the end of the previous round of the same player and game
 * (`lastPlayedAt`, null before the first one), this round's start and its end (epoch ms).
 */
export function playTimeStep(lastPlayedAt: number | null, startedAt: number, endedAt: number): PlayTimeStep {
  const start = Math.min(startedAt, endedAt);
  if (lastPlayedAt === null || start - lastPlayedAt > PLAY_SESSION_GAP_MS)
    return {
      sessions: 1,
      seconds: wholeSeconds(endedAt) - wholeSeconds(start),
      lastPlayedAt: Math.max(lastPlayedAt ?? endedAt, endedAt),
    };
  return {
    sessions: 0,
    seconds: Math.max(0, wholeSeconds(endedAt) - wholeSeconds(lastPlayedAt)),
    lastPlayedAt: Math.max(lastPlayedAt, endedAt),
  };
}
