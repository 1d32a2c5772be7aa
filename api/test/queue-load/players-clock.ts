import type { ManualClock } from "../manual-clock.ts";
import type { TestPlayer } from "../players.ts";

/** Waits for a condition, polling; fails only after a generous deadline. */
export async function waitFor(check: () => boolean, what: () => string, deadlineMs = 60_000) {
  const deadline = Date.now() + deadlineMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what()}`);
    await Bun.sleep(10);
  }
}

/**
 * The players' view of time. `beat(p)` is the clock when p's newest request that recorded a
 * heartbeat (its join, or a heartbeat answered 200) was sent: p's recorded heartbeat is at least that.
 * The clock moves in steps, but never past `beat(p) + timeout` for a player still meant to be there,
 * so whoever keeps heartbeating is live at every moment, however long the server takes to answer.
 */
export function playersClock(
  clock: ManualClock,
  { stepMs, timeoutMs }: { stepMs: number; timeoutMs: number },
) {
  const beat = new Map<TestPlayer, number>();
  /** When p's newest heartbeat (or join) was answered: p's recorded heartbeat is at most that. */
  const seen = new Map<TestPlayer, number>();
  /** Players no longer held alive: left, or gone silent. */
  const released = new Set<TestPlayer>();
  let running = true;
  let end!: () => void;
  /** Resolves when the run is over: whoever waits for the clock stops waiting. */
  const over = new Promise<void>((resolve) => {
    end = resolve;
  });
  const ticker = (async () => {
    while (running) {
      let floor = Number.POSITIVE_INFINITY;
      for (const [p, at] of beat) if (!released.has(p)) floor = Math.min(floor, at);
      clock.advanceTo(Math.min(clock.ms + stepMs, floor + timeoutMs));
      await Bun.sleep(2);
    }
  })();
  return {
    beat,
    seen,
    released,
    /** The clock moved, or the run is over. */
    next: () => Promise.race([clock.moved(), over]),
    async stop() {
      // The clock stays where the players' heartbeats allow: a heartbeat still on its way when the
      // run ends must not find its session timed out.
      running = false;
      end();
      await ticker;
    },
  };
}
