import { useSetAtom } from "jotai";
import { useCallback } from "react";
import { queueBadgePositionAtom, queueMinimisedAtom, queuePhaseAtom } from "./queue-state.ts";

/** Forgets this tab's queue state (phase, minimised modal, badge place): on logout, for the next player. */
export function useResetQueue() {
  const setPhase = useSetAtom(queuePhaseAtom);
  const setMinimised = useSetAtom(queueMinimisedAtom);
  const setBadge = useSetAtom(queueBadgePositionAtom);
  return useCallback(() => {
    setPhase("idle");
    setMinimised(false);
    setBadge(null);
  }, [setPhase, setMinimised, setBadge]);
}
