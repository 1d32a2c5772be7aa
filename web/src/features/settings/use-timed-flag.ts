import { useCallback, useEffect, useRef, useState } from "react";

/** A flag that turns itself off `ms` after each `raise` (a later raise restarts the clock). */
export function useTimedFlag(ms: number): [on: boolean, raise: () => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const raise = useCallback(() => {
    clearTimeout(timer.current);
    setOn(true);
    timer.current = setTimeout(() => setOn(false), ms);
  }, [ms]);
  return [on, raise];
}
