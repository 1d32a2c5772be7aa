import { useAtomValue, useSetAtom } from "jotai";
import { type ReactNode, useEffect, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { ROUTES } from "../../lib/constants.ts";
import { usePlatform } from "../../lib/platform.ts";
import { sessionAtom } from "../../state/auth.ts";
import { showToastAtom } from "../../state/toasts.ts";
import { Spinner } from "../../ui/spinner.tsx";
import { NO_SESSION_TOAST_MS } from "../queue/constants.ts";
import { consumeLaunchStamp } from "../queue/launch-stamp.ts";
import { validateSession } from "../queue/queue-queries.ts";
import { playMessages } from "./messages.ts";

type GuardState = "checking" | "allowed";

/**
 * docs/product/economy.md §4 game-launch guard: no token → /login; a launch stamp under 60 s lets the game through at
 * once (an older one is removed); otherwise "Validating session..." asks the server, and without an
 * active session the player goes back to /dashboard with a 3 s toast. A failed check lets the launch through.
 */
export function LaunchGuard({ children }: { children: ReactNode }) {
  const t = useMessages(playMessages);
  const { api } = usePlatform();
  const session = useAtomValue(sessionAtom).status;
  const signedIn = session === "signed-in";
  const navigate = useNavigate();
  const showToast = useSetAtom(showToastAtom);
  const [state, setState] = useState<GuardState>(() =>
    consumeLaunchStamp(window.sessionStorage, Date.now()) ? "allowed" : "checking",
  );

  useEffect(() => {
    if (!signedIn || state !== "checking") return;
    let current = true;
    validateSession(api).then(
      (active) => {
        if (!current) return;
        if (active) return setState("allowed");
        showToast({ tone: "error", message: t("noSession"), durationMs: NO_SESSION_TOAST_MS });
        navigate(ROUTES.dashboard, { replace: true });
      },
      () => current && setState("allowed"),
    );
    return () => {
      current = false;
    };
  }, [api, signedIn, state, navigate, showToast, t]);

  if (session === "signed-out") return <Navigate to={ROUTES.login} replace />;
  if (!signedIn || state === "checking") {
    return (
      <div role="status" className="grid min-h-dvh place-items-center">
        <p className="flex items-center gap-3 text-muted">
          <Spinner />
          {t("validating")}
        </p>
      </div>
    );
  }
  return children;
}
