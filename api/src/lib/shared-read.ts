/**
 * A read that callers arriving together share: while one is in flight, a new caller is given its
 * answer instead of starting another. For reads a crowd asks at once whose answer is the same for
 * everyone (the crash round a connecting socket is first shown): a thousand sockets connecting
 * within a read's time cost one statement, not a thousand. A caller may get an answer read up to
 * one read's time before it asked: only for pushes that later events correct.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () => {
    if (!inFlight)
      inFlight = read().finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
}
