// Layout checks run inside the page at one viewport size: horizontal overflow of the document; every
// visible interactive element inside the viewport horizontally and uncovered, at its centre and its
// four corners, both as the page is first shown and once the browser scrolls it into view; and the
// modal dialogs open over the page.
import type { Page } from "@playwright/test";

/** A problem found on the page, in words a report can show. */
export interface LayoutFinding {
  what: string;
}

/** What counts as interactive (an anchor only with href: without one it is not a control). */
const INTERACTIVE =
  'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [tabindex]:not([tabindex^="-"])';

/** Open modal dialogs (native and ARIA): the page behind one is not for the player to reach. */
const MODAL = 'dialog:modal, [role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]';

/**
 * Two passes over the controls:
 * - as first shown (no scrolling): a control wholly on screen must be uncovered at its centre and
 *   corners. A bar at the top or bottom of the screen (a fixed or sticky element across at least two
 *   thirds of its width in its top or bottom quarter: the header, the tab bar, a page's sticky action
 *   row) is where the visible screen ends, so what lies under one is below the fold, not covered; any
 *   other element over it (a floating button) covers it.
 * - scrolled into view as the browser does for focus (`block: "nearest"`, which honours the page's
 *   scroll-padding): nothing, bars included, may then lie over it (WCAG 2.4.11, focus not obscured).
 * Corners are taken inside the control's rounded shape (a pill's corner box is not the pill); a link
 * wrapped over lines is aimed at the centre of each of its line boxes instead.
 */
export async function layoutFindings(page: Page): Promise<LayoutFinding[]> {
  return page.evaluate(
    ({ selector, modal }) => {
      const findings: { what: string }[] = [];
      const root = document.documentElement;

      const nameOf = (el: Element): string => {
        const tag = el.tagName.toLowerCase();
        const testId = el.closest("[data-testid]")?.getAttribute("data-testid");
        const name = (
          el.getAttribute("aria-label") ||
          el.textContent ||
          el.getAttribute("placeholder") ||
          el.getAttribute("name") ||
          ""
        )
          .replace(/\s+/g, " ")
          .trim()
          .slice(0, 40);
        const cls =
          typeof el.className === "string" ? el.className.split(/\s+/).filter(Boolean)[0] : undefined;
        return `<${tag}${cls ? `.${cls}` : ""}>${name ? ` "${name}"` : ""}${testId ? ` in [data-testid=${testId}]` : ""}`;
      };

      if (root.scrollWidth > root.clientWidth + 1) {
        findings.push({
          what: `horizontal overflow: scrollWidth ${root.scrollWidth} > clientWidth ${root.clientWidth}`,
        });
      }

      // With a modal open, the page behind it is not for the player to reach: check the modal's controls.
      const modals = [...document.querySelectorAll(modal)].filter(
        (m) => (m as HTMLElement).checkVisibility?.() ?? true,
      );
      const scope = modals.at(-1) ?? document;

      const candidates = [...scope.querySelectorAll(selector)].filter((el) => {
        if (el.closest('[inert], [aria-hidden="true"]')) return false;
        if (!(el as HTMLElement).checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
          return false;
        const rect = el.getBoundingClientRect();
        // Screen-reader-only controls (1 px, clipped) are not drawn for the eye.
        return rect.width >= 2 && rect.height >= 2;
      });

      const screen = () => ({ width: root.clientWidth, height: window.innerHeight });

      /** The bar `node` is part of, if it is part of one (see above). */
      const barOf = (node: Element): Element | null => {
        const { width, height } = screen();
        for (let n: Element | null = node; n && n !== root && n !== document.body; n = n.parentElement) {
          const position = getComputedStyle(n).position;
          if (position !== "fixed" && position !== "sticky") continue;
          const r = n.getBoundingClientRect();
          const wide = r.width >= (2 / 3) * width;
          const atEdge = r.bottom <= height / 4 || r.top >= (3 / 4) * height;
          if (wide && atEdge) return n;
        }
        return null;
      };

      interface Point {
        x: number;
        y: number;
        where: string;
      }

      /** Where the control is aimed at: its centre and corners, or each line box of a wrapped link. */
      const pointsOf = (el: Element): Point[] => {
        const lines = [...el.getClientRects()].filter((r) => r.width >= 1 && r.height >= 1);
        if (lines.length > 1) {
          return lines.map((r, i) => ({
            x: r.left + r.width / 2,
            y: r.top + r.height / 2,
            where: `line ${i + 1}'s centre`,
          }));
        }
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        const half = Math.min(r.width, r.height) / 2;
        // The point of a rounded corner nearest the corner box's corner lies r(1 - 1/√2) in on both
        // axes; 2 px more keeps clear of anti-aliasing.
        const inset = (radius: string) => {
          const value = Number.parseFloat(radius) || 0;
          const px = Math.min(radius.endsWith("%") ? (value / 100) * 2 * half : value, half);
          return Math.min(px * (1 - Math.SQRT1_2) + 2, half);
        };
        const tl = inset(style.borderTopLeftRadius);
        const tr = inset(style.borderTopRightRadius);
        const br = inset(style.borderBottomRightRadius);
        const bl = inset(style.borderBottomLeftRadius);
        return [
          { x: r.left + r.width / 2, y: r.top + r.height / 2, where: "centre" },
          { x: r.left + tl, y: r.top + tl, where: "top-left corner" },
          { x: r.right - tr, y: r.top + tr, where: "top-right corner" },
          { x: r.right - br, y: r.bottom - br, where: "bottom-right corner" },
          { x: r.left + bl, y: r.bottom - bl, where: "bottom-left corner" },
        ];
      };

      const onScreen = (p: Point) => {
        const { width, height } = screen();
        return p.x >= 0 && p.x < width && p.y >= 0 && p.y < height;
      };

      const label = (node: Element) => (node instanceof HTMLLabelElement ? node.control : null);
      const isOf = (el: Element, node: Element) =>
        node === el || el.contains(node) || label(node) === el || label(el) === node;

      /**
       * What lies over `el` at `p`, or null when the point shows the control (or its own label). The
       * elements hit there, topmost first: above the control, one that is not part of it covers it. A
       * corner the control is not hit at is off its shape (an ancestor's rounded clip); at the centre,
       * the topmost element covers it unless that is the page around a control that lets clicks
       * through (pointer-events: none).
       */
      const coverAt = (el: Element, p: Point): Element | null => {
        const stack = document.elementsFromPoint(p.x, p.y);
        const at = stack.findIndex((node) => isOf(el, node));
        if (at === -1) {
          const top = stack[0];
          if (p.where !== "centre" || !top) return null;
          return top.contains(el) && getComputedStyle(el).pointerEvents === "none" ? null : top;
        }
        return stack.slice(0, at).find((node) => !node.contains(el)) ?? null;
      };

      /** Whether the control is shown whole: on screen, and not clipped by a scrolling or clipping box. */
      const shownWhole = (el: Element) => {
        const r = el.getBoundingClientRect();
        const { width, height } = screen();
        if (r.left < 0 || r.top < 0 || r.right > width || r.bottom > height) return false;
        for (let n = el.parentElement; n && n !== document.body && n !== root; n = n.parentElement) {
          const style = getComputedStyle(n);
          if (style.overflowX === "visible" && style.overflowY === "visible") continue;
          const box = n.getBoundingClientRect();
          if (
            r.left < box.left - 1 ||
            r.top < box.top - 1 ||
            r.right > box.right + 1 ||
            r.bottom > box.bottom + 1
          )
            return false;
        }
        return true;
      };

      // As first shown: every control shown whole, in place.
      for (const el of candidates) {
        if (!shownWhole(el)) continue;
        for (const p of pointsOf(el)) {
          const cover = coverAt(el, p);
          if (!cover || barOf(cover)) continue;
          findings.push({
            what: `covered as first shown: ${nameOf(el)} is under ${nameOf(cover)} at its ${p.where}`,
          });
          break;
        }
      }

      // Scrolled into view, one after the other as focus would move through them.
      const startX = window.scrollX;
      const startY = window.scrollY;
      for (const el of candidates) {
        el.scrollIntoView({ block: "nearest", inline: "nearest", behavior: "instant" });
        const rect = el.getBoundingClientRect();
        const left = rect.left + window.scrollX;
        const right = rect.right + window.scrollX;
        if (left < -1 || right > root.clientWidth + 1) {
          findings.push({
            what: `clipped: ${nameOf(el)} spans x ${Math.round(left)}..${Math.round(right)} outside 0..${root.clientWidth}`,
          });
          continue;
        }
        const points = pointsOf(el);
        const centre = points[0];
        if (!centre || !onScreen(centre)) {
          findings.push({
            what: `clipped: ${nameOf(el)} cannot be scrolled to show its centre (y ${Math.round(centre?.y ?? Number.NaN)})`,
          });
          continue;
        }
        for (const p of points.filter(onScreen)) {
          const cover = coverAt(el, p);
          if (!cover) continue;
          findings.push({
            what: `covered when scrolled into view: ${nameOf(el)} is under ${nameOf(cover)} at its ${p.where}`,
          });
          break;
        }
      }
      window.scrollTo({ left: startX, top: startY, behavior: "instant" });
      return findings;
    },
    { selector: INTERACTIVE, modal: MODAL },
  );
}

/** The accessible names of the modal dialogs open (and visible) over the page, innermost last. */
export async function openModalNames(page: Page): Promise<string[]> {
  return page.evaluate(
    (modal) =>
      [...document.querySelectorAll(modal)]
        .filter((m) => (m as HTMLElement).checkVisibility?.() ?? true)
        .map((m) => {
          const labelledBy = m.getAttribute("aria-labelledby");
          const label = labelledBy
            ? document.getElementById(labelledBy)?.textContent
            : m.getAttribute("aria-label");
          return (label ?? "").replace(/\s+/g, " ").trim();
        }),
    MODAL,
  );
}
