/**
 * A clock that moves only when the test moves it, for rules measured in time (`Deps.now`): a test then
 * asserts what the rule promises at given moments, whatever the machine's speed. `reads` counts the
 * readings, so a test can tell a request has taken its time stamp.
 */
export interface ManualClock {
  /** The current time in ms (starts at the real time, so stored rows look ordinary). */
  readonly ms: number;
  /** How many times `now` has been read. */
  readonly reads: number;
  /** `Deps.now`. */
  now: () => Date;
  /** Moves the clock forward by `ms` (never back). */
  advance(ms: number): void;
  /** Moves the clock forward to `ms` (a time in the past is ignored). */
  advanceTo(ms: number): void;
  /** Resolves the next time the clock moves. */
  moved(): Promise<void>;
  /** Resolves once `now` has been read more than `reads` times (a request took its stamp). */
  readAfter(reads: number, deadlineMs?: number): Promise<void>;
}

export function createManualClock(start = Date.now()): ManualClock {
  let ms = start;
  let reads = 0;
  let waiters: (() => void)[] = [];
  let readWaiters: { after: number; resolve: () => void }[] = [];
  const advanceTo = (to: number) => {
    if (to <= ms) return;
    ms = to;
    const woken = waiters;
    waiters = [];
    for (const wake of woken) wake();
  };
  return {
    get ms() {
      return ms;
    },
    get reads() {
      return reads;
    },
    now() {
      reads++;
      const ready = readWaiters.filter((w) => reads > w.after);
      readWaiters = readWaiters.filter((w) => reads <= w.after);
      for (const w of ready) w.resolve();
      return new Date(ms);
    },
    advance: (by) => advanceTo(ms + by),
    advanceTo,
    moved: () => new Promise<void>((resolve) => waiters.push(resolve)),
    readAfter(after, deadlineMs = 60_000) {
      if (reads > after) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`the clock was not read within ${deadlineMs} ms`)),
          deadlineMs,
        );
        readWaiters.push({
          after,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
  };
}
