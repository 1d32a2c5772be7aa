import { useEffect, useState } from "react";
import { HEADER_SCROLL_THRESHOLD_PX } from "./constants.ts";

/** True once the page has scrolled more than 10 px (docs/product/platform.md §9 dashboard header). */
export function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return scrolled;
}
