import { useSetAtom } from "jotai";
import { useCallback, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { ROUTES } from "../../lib/constants.ts";
import { showToastAtom } from "../../state/toasts.ts";
import { LAUNCH_DELAY_MS } from "./constants.ts";
import { writeLaunchStamp } from "./launch-stamp.ts";
import { queueMessages } from "./messages.ts";
import { queueMinimisedAtom, queuePhaseAtom } from "./queue-state.ts";

/**
 * "Launching game" (docs/product/platform.md §4): a toast, the launch stamp in session storage, then /play after 2 s.
 * A second call while one is pending does nothing; unmounting cancels the pending navigation.
 */
export function useLaunch() {
  const t = useMessages(queueMessages);
  const navigate = useNavigate();
  const setPhase = useSetAtom(queuePhaseAtom);
  const setMinimised = useSetAtom(queueMinimisedAtom);
  const showToast = useSetAtom(showToastAtom);
  const timer = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    if (timer.current !== null) return;
    setPhase("launching");
    setMinimised(false);
    showToast({ tone: "success", message: t("launching"), durationMs: LAUNCH_DELAY_MS });
    writeLaunchStamp(window.sessionStorage, Date.now());
    timer.current = window.setTimeout(() => {
      timer.current = null;
      setPhase("idle");
      navigate(ROUTES.play);
    }, LAUNCH_DELAY_MS);
  }, [navigate, setPhase, setMinimised, showToast, t]);
}
