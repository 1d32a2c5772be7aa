/**
 * The abortable wait of the API's job runner and the bot's runner, job worker and pacer. Both depend
 * on `@jadeverse/db` and neither may import the other, so the one implementation lives here (as the
 * log redactor does, redact.ts); it imports nothing.
 */

/**
 * Resolves after `ms` (a timer, so even `ms <= 0` waits for the timers' turn), or at once when
 * `signal` aborts or has aborted; never rejects, and leaves no timer or listener behind.
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });
}
