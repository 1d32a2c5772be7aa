import { useEffect, useRef } from "react";
import { type MainAction, usePlatform } from "./platform.ts";

/**
 * Declares this page's main action while the page is mounted (`null`: none). The latest `onClick`
 * is always the one called, so a page may pass an inline function without re-registering.
 */
export function useMainAction(action: MainAction | null): void {
  const platform = usePlatform();
  const latest = useRef(action);
  latest.current = action;
  const text = action?.text;
  const disabled = action?.disabled ?? false;
  const loading = action?.loading ?? false;
  useEffect(() => {
    if (text === undefined) return;
    return platform.showMainAction({ text, disabled, loading, onClick: () => latest.current?.onClick() });
  }, [platform, text, disabled, loading]);
}

/** While `active`, the player is asked before closing the app or the tab. */
export function useClosingConfirmation(active: boolean): void {
  const platform = usePlatform();
  useEffect(() => (active ? platform.confirmClosing() : undefined), [platform, active]);
}
