import { useSyncExternalStore } from "react";
import { useMediaQuery } from "../../lib/use-media-query.ts";
import { HERO_STILL_QUERY, SLOW_CONNECTIONS } from "./content.ts";

/** The parts of the Network Information API we read (not in TypeScript's DOM types). */
interface NetworkInformationLike extends EventTarget {
  effectiveType?: string;
  saveData?: boolean;
}

function connection(): NetworkInformationLike | undefined {
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

function subscribe(onChange: () => void) {
  const info = connection();
  info?.addEventListener?.("change", onChange);
  return () => info?.removeEventListener?.("change", onChange);
}

/** Slow (2g/3g) or data-saving connection; false where the browser does not say. */
function isConstrained(): boolean {
  const info = connection();
  if (!info) return false;
  return info.saveData === true || SLOW_CONNECTIONS.includes(info.effectiveType ?? "");
}

export type HeroMedia = "video" | "image";

/**
 * Hero media choice (docs/product/platform.md §2 item 2): the still image on slow connections (slow-2g, 2g, 3g), with
 * save-data on, or on screens 768 px wide or less; the video otherwise. Follows resizes and
 * connection changes.
 */
export function useHeroMedia(): HeroMedia {
  const narrow = useMediaQuery(HERO_STILL_QUERY);
  const constrained = useSyncExternalStore(subscribe, isConstrained, () => true);
  return narrow || constrained ? "image" : "video";
}
