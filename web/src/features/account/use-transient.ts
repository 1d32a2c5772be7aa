import { useCallback, useEffect, useState } from "react";
import { ERROR_DISPLAY_MS } from "../../lib/constants.ts";

/**
 * A value (an error message, a set of flagged fields) that clears itself after `ERROR_DISPLAY_MS`
 * (docs/product/platform.md §8 "Login and reset field errors clear after 5 seconds"). Setting it again restarts
 * the clock.
 */
export function useTransient<T>(durationMs: number = ERROR_DISPLAY_MS) {
  const [entry, setEntry] = useState<{ value: T; at: number } | null>(null);

  useEffect(() => {
    if (!entry) return;
    const timer = window.setTimeout(() => setEntry(null), durationMs);
    return () => window.clearTimeout(timer);
  }, [entry, durationMs]);

  const show = useCallback((value: T) => setEntry({ value, at: Date.now() }), []);
  const clear = useCallback(() => setEntry(null), []);
  return [entry?.value ?? null, show, clear] as const;
}
