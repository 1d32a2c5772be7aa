import { backButton } from "@telegram-apps/sdk-react";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * How many entries the player can go back within the app: react-router's history index (tabs
 * navigate with `replace`, so a tab root is depth 0; a page opened from it is deeper).
 */
export function historyDepth(): number {
  const state: unknown = window.history.state;
  const idx = typeof state === "object" && state !== null && "idx" in state ? state.idx : 0;
  return typeof idx === "number" ? idx : 0;
}

/** Telegram's BackButton, shown while the navigation depth is above 0; pressing it goes back one page. */
export function useBackButton(): void {
  const location = useLocation();
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the depth changes with each location.
  useEffect(() => {
    if (historyDepth() > 0) backButton.show.ifAvailable();
    else backButton.hide.ifAvailable();
  }, [location.key]);
  useEffect(() => {
    const [, off] = backButton.onClick.ifAvailable(() => navigate(-1));
    return () => off?.();
  }, [navigate]);
}
