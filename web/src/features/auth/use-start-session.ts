import { useCallback } from "react";
import { useNavigate } from "react-router";
import { ROUTES } from "../../lib/constants.ts";
import { useSession } from "../../state/session.ts";

/** Stores a fresh access token and opens the dashboard (docs/product/platform.md §4 "Login outcomes"). */
export function useStartSession() {
  const session = useSession();
  const navigate = useNavigate();
  return useCallback(
    (accessToken: string) => {
      session.signIn(accessToken);
      navigate(ROUTES.dashboard, { replace: true });
    },
    [navigate, session],
  );
}

/** Signs out locally: token, cached player data, back to the landing page. */
export function useEndSession() {
  const session = useSession();
  const navigate = useNavigate();
  return useCallback(() => {
    session.signOut();
    navigate(ROUTES.home, { replace: true });
  }, [navigate, session]);
}
