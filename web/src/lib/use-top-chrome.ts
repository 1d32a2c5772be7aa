import { type RefObject, useLayoutEffect } from "react";

/** The document property the top bar's height is kept in (styles.css: scroll-padding-top). */
const TOP_CHROME = "--top-chrome";

/**
 * Keeps `--top-chrome` on the document at the height of the bar stuck to the top of the screen (the
 * web dashboard's header, whose beta banner wraps on a phone), so the browser's own scrolling into
 * view stops below it: a control reached going back up the page (Shift+Tab, find in page) never lands
 * under the bar (WCAG 2.4.11).
 */
export function useTopChrome(bar: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(TOP_CHROME, `${element.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(TOP_CHROME);
    };
  }, [bar]);
}
