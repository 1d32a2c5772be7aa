import { useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { ROUTES } from "../../lib/constants.ts";
import { accessTokenAtom } from "../../state/auth.ts";

/** Stores a fresh access token and opens the dashboard (spec 000 §4 "Login outcomes"). */
export function useStartSession() {
  const setToken = useSetAtom(accessTokenAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (accessToken: string) => {
      queryClient.clear(); // nothing cached for a previous player survives
      setToken(accessToken);
      navigate(ROUTES.dashboard, { replace: true });
    },
    [navigate, queryClient, setToken],
  );
}

/** Signs out locally: token, cached player data, back to the landing page. */
export function useEndSession() {
  const setToken = useSetAtom(accessTokenAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    setToken(null);
    queryClient.clear();
    navigate(ROUTES.home, { replace: true });
  }, [navigate, queryClient, setToken]);
}
