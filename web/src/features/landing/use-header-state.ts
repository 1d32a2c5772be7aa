import { type RefObject, useEffect, useState } from "react";
import { HEADER_MARKER_PX, HEADER_STICKY_AFTER_PX } from "./content.ts";

export interface HeaderState {
  /** Scrolled more than HEADER_STICKY_AFTER_PX: the header is fixed to the top. */
  sticky: boolean;
  /** The marker HEADER_MARKER_PX below the viewport top lies within the features section. */
  black: boolean;
}

/**
 * The landing header's two scroll states (docs/product/platform.md §2 item 1, §9). One passive scroll/resize listener,
 * measured at most once per animation frame, and React only re-renders when a state flips.
 */
export function useHeaderState(featuresRef: RefObject<HTMLElement | null>): HeaderState {
  const [state, setState] = useState<HeaderState>({ sticky: false, black: false });

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const sticky = window.scrollY > HEADER_STICKY_AFTER_PX;
      const rect = featuresRef.current?.getBoundingClientRect();
      const black = rect ? rect.top <= HEADER_MARKER_PX && rect.bottom > HEADER_MARKER_PX : false;
      setState((current) =>
        current.sticky === sticky && current.black === black ? current : { sticky, black },
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [featuresRef]);

  return state;
}
