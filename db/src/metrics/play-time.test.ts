import { describe, expect, it } from "vitest";
import { PLAY_SESSION_GAP_MS, playTimeStep } from "./play-time.ts";

const T = Date.UTC(2026, 10, 26, 12, 0, 0);
const s = (seconds: number) => T + seconds * 1000;

describe("playTimeStep", () => {
  it("opens a session with a first round and counts its own length", () => {
    expect(playTimeStep(null, s(0), s(42.7))).toEqual({ sessions: 1, seconds: 42, lastPlayedAt: s(42.7) });
    // An instant round: one session, no time.
    expect(playTimeStep(null, s(5), s(5))).toEqual({ sessions: 1, seconds: 0, lastPlayedAt: s(5) });
  });

  it("continues a session while the pause is at most the gap, counting the time since the last round ended", () => {
    const atGap = s(100) + PLAY_SESSION_GAP_MS;
    expect(playTimeStep(s(100), atGap, atGap + 3000)).toEqual({
      sessions: 0,
      seconds: PLAY_SESSION_GAP_MS / 1000 + 3,
      lastPlayedAt: atGap + 3000,
    });
  });

  it("starts another session after a longer pause, without counting the pause", () => {
    const after = s(100) + PLAY_SESSION_GAP_MS + 1;
    expect(playTimeStep(s(100), after, after + 10_000)).toMatchObject({ sessions: 1, seconds: 10 });
  });

  it("sums a session's rounds to exactly its length in whole seconds, however many rounds", () => {
    let last: number | null = null;
    let seconds = 0;
    let sessions = 0;
    // 250 rounds 1.337 s apart, each lasting 0.4 s: one session from s(0.25) to the last round's end.
    for (let i = 0; i < 250; i++) {
      const start = s(0.25 + i * 1.337);
      const step = playTimeStep(last, start, start + 400);
      seconds += step.seconds;
      sessions += step.sessions;
      last = step.lastPlayedAt;
    }
    expect(sessions).toBe(1);
    // The last round ends at 0.25 + 249 × 1.337 + 0.4 = 333.563 s: whole seconds 0 to 333.
    expect(seconds).toBe(333);
  });

  it("never takes time back for a round reported out of order, and keeps the latest end", () => {
    expect(playTimeStep(s(60), s(10), s(20))).toEqual({ sessions: 0, seconds: 0, lastPlayedAt: s(60) });
  });
});
