import { type RefObject, useLayoutEffect, useReducer, useRef, useState } from "react";

/**
 * What leaves the dashboard header's row when its texts do not fit at the window's width (a longer
 * language), first to last: the order in which the row's own breakpoints already move them as the
 * window narrows (the level below `2xl`, Reset tutorial below 1440 px, the rank below `xl`, the icon
 * actions below `lg`, the wallet below `sm`), then the balances (to the info panel). Each but the
 * balances goes to the overflow menu.
 */
export const HEADER_COLLAPSE_ORDER = ["level", "reset", "rank", "actions", "wallet", "balances"] as const;

export type HeaderPart = (typeof HEADER_COLLAPSE_ORDER)[number];

/** Which parts the row has handed on, whatever the window's width would let it show. */
export type HeaderCollapse = Readonly<Record<HeaderPart, boolean>>;

/** The first `steps` parts of HEADER_COLLAPSE_ORDER handed on. */
export function headerCollapse(steps: number): HeaderCollapse {
  return Object.fromEntries(HEADER_COLLAPSE_ORDER.map((part, i) => [part, i < steps])) as Record<
    HeaderPart,
    boolean
  >;
}

/**
 * The row is wider than the header, or the page title is cut (its last resort: it may shrink). The
 * title's text is measured to the fraction of a pixel: its scroll and client widths are rounded apart.
 */
function overflows(row: HTMLElement, title: HTMLElement | null): boolean {
  if (row.scrollWidth > row.clientWidth) return true;
  if (!title) return false;
  const text = document.createRange();
  text.selectNodeContents(title);
  return text.getBoundingClientRect().width > title.getBoundingClientRect().width + 0.5;
}

/**
 * Fits the header's row to its width by handing parts on (HEADER_COLLAPSE_ORDER), one at a time
 * before the browser paints, until the row and its title fit; the texts' own widths decide, so
 * nothing is cut or scrolls sideways in any language, and where everything fits (English at every
 * width from 360 px) nothing changes. It starts again from nothing handed on when the row's width
 * changes, when `content` (what the row holds: the page's title…) changes, or when a control in the
 * row changes its width while shown (its text loaded, a wallet connected). `row`'s children but the
 * title and the children of its `[data-header-group]` are watched; shown or hidden by the steps
 * themselves (a size from or to nothing) is not a change.
 */
export function useHeaderFit(
  row: RefObject<HTMLElement | null>,
  title: RefObject<HTMLElement | null>,
  content: string,
): HeaderCollapse {
  const [steps, setSteps] = useState(0);
  const [, remeasure] = useReducer((n: number) => n + 1, 0);
  /** What the steps were counted for; null when something changed. */
  const fitted = useRef<{ content: string; width: number } | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const watched = useRef(new Set<Element>());
  const sizes = useRef(new WeakMap<Element, number>());

  useLayoutEffect(() => {
    const sizesOf = sizes.current;
    const ro = new ResizeObserver((entries) => {
      let changed = false;
      for (const entry of entries) {
        const width = entry.borderBoxSize[0]?.inlineSize ?? entry.contentRect.width;
        const before = sizesOf.get(entry.target);
        sizesOf.set(entry.target, width);
        if (before !== undefined && before > 0 && width > 0 && Math.abs(before - width) >= 0.5)
          changed = true;
      }
      if (changed) {
        fitted.current = null;
        remeasure();
      }
    });
    observer.current = ro;
    const watching = watched.current;
    return () => {
      ro.disconnect();
      observer.current = null;
      watching.clear();
    };
  }, []);

  // After every render: watch the row's controls, start again if something changed, else hand on one
  // more part while the row does not fit (each step renders again at once, before the paint).
  useLayoutEffect(() => {
    const element = row.current;
    const ro = observer.current;
    if (!element) return;
    if (ro) {
      // Not the title nor the group themselves: their widths follow the steps.
      const group = element.querySelector(":scope > [data-header-group]");
      const now = new Set<Element>([element, ...element.children, ...(group?.children ?? [])]);
      if (title.current) now.delete(title.current);
      if (group) now.delete(group);
      const watching = watched.current;
      for (const el of watching) {
        if (now.has(el)) continue;
        ro.unobserve(el);
        watching.delete(el);
      }
      for (const el of now) {
        if (watching.has(el)) continue;
        ro.observe(el);
        watching.add(el);
      }
    }
    const width = element.clientWidth;
    const last = fitted.current;
    if (!last || last.content !== content || last.width !== width) {
      fitted.current = { content, width };
      if (steps !== 0) {
        setSteps(0);
        return;
      }
    }
    if (steps < HEADER_COLLAPSE_ORDER.length && overflows(element, title.current)) setSteps(steps + 1);
  });

  return headerCollapse(steps);
}
