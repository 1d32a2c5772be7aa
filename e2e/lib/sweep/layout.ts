// Layout checks run inside the page at one viewport size: horizontal overflow of the document, and
// every visible interactive element inside the viewport horizontally and on top at its centre (each
// is scrolled into view first, so elements below the first screen are checked too); and the modal
// dialogs open over the page.
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

      const startX = window.scrollX;
      const startY = window.scrollY;
      for (const el of candidates) {
        el.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" });
        const rect = el.getBoundingClientRect();
        const left = rect.left + window.scrollX;
        const right = rect.right + window.scrollX;
        if (left < -1 || right > root.clientWidth + 1) {
          findings.push({
            what: `clipped: ${nameOf(el)} spans x ${Math.round(left)}..${Math.round(right)} outside 0..${root.clientWidth}`,
          });
          continue;
        }
        // A link wrapped over two lines has a box whose centre may fall between its lines: aim at the
        // centre of its first line box, which is text of the link.
        const box = el.getClientRects()[0] ?? rect;
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const hit = y >= 0 && y < window.innerHeight ? document.elementFromPoint(x, y) : null;
        if (!hit) {
          findings.push({
            what: `clipped: ${nameOf(el)} cannot be scrolled to show its centre (y ${Math.round(y)})`,
          });
          continue;
        }
        const label = (node: Element) => (node instanceof HTMLLabelElement ? node.control : null);
        const passThrough = hit.contains(el) && getComputedStyle(el).pointerEvents === "none";
        if (hit === el || el.contains(hit) || label(hit) === el || label(el) === hit || passThrough) continue;
        findings.push({ what: `covered: ${nameOf(el)} is under ${nameOf(hit)} at its centre` });
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
