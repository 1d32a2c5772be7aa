import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { ROUTES } from "../../lib/constants.ts";
import { useSession } from "../../state/session.ts";

/**
 * Stores a fresh access token and opens the dashboard (docs/product/platform.md §4 "Login outcomes"),
 * except on the operator's console, which asks for its second factor next.
 */
export function useStartSession() {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (accessToken: string) => {
      session.signIn(accessToken);
      if (!pathname.startsWith(ROUTES.console)) navigate(ROUTES.dashboard, { replace: true });
    },
    [navigate, pathname, session],
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
