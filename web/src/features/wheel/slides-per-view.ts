import { useSyncExternalStore } from "react";
import { HISTORY_SLIDE_GAP_PX, HISTORY_SLIDES_PER_VIEW } from "./constants.ts";

/** Slides per view of the history strip at a window `width` (the largest breakpoint not above it). */
export function slidesPerView(width: number): number {
  let slides = HISTORY_SLIDES_PER_VIEW[0]?.[1] ?? 1;
  for (const [minWidth, count] of HISTORY_SLIDES_PER_VIEW) if (width >= minWidth) slides = count;
  return slides;
}

/** A slide's CSS width so `slides` of them, with the gaps between, fill the strip. */
export const slideWidth = (slides: number): string =>
  `calc((100% - ${((slides - 1) * HISTORY_SLIDE_GAP_PX).toFixed(1)}px) / ${slides})`;

const subscribe = (onChange: () => void) => {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
};

/** Slides per view for the current window, following resizes. */
export const useSlidesPerView = (): number =>
  useSyncExternalStore(
    subscribe,
    () => slidesPerView(window.innerWidth),
    () => slidesPerView(0),
  );
