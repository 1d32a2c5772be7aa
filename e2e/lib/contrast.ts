// Contrast checks for a page as the player sees it: text through axe's color-contrast rule (≥ 4.5:1,
// 3:1 for large text), and the boundaries of controls and panels (WCAG 1.4.11, ≥ 3:1), which axe
// does not check: a border (or, without one, the fill) against what lies behind the element.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Text below the WCAG AA contrast, one line per offending node (empty when none). */
export async function textContrastFailures(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withRules(["color-contrast"]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${n.target.join(" ")}: ${n.any.map((c) => c.message).join("; ")}`),
  );
}

/**
 * Every visible element matching `selector` whose boundary is below 3:1 against its backdrop (the
 * composited backgrounds of its ancestors): "selector#n ratio (border rgb… on rgb…)".
 */
export async function boundaryContrastFailures(page: Page, selector: string, minimum = 3): Promise<string[]> {
  return page.evaluate(
    ({ selector, minimum }) => {
      const canvas = document.createElement("canvas");
      canvas.width = canvas.height = 1;
      const context = canvas.getContext("2d", { willReadFrequently: true });
      if (!context) throw new Error("no 2d canvas");
      // Any CSS colour (hex, rgb, color(srgb …), color-mix results) as [r, g, b, a] via the canvas.
      const rgba = (css: string): [number, number, number, number] => {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = "#000";
        context.fillStyle = css;
        context.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
        return [r, g, b, a / 255];
      };
      const over = (top: number[], bottom: number[]) =>
        [0, 1, 2].map((i) => (top[i] ?? 0) * (top[3] ?? 1) + (bottom[i] ?? 0) * (1 - (top[3] ?? 1)));
      const backdrop = (element: Element | null): number[] => {
        const layers: number[][] = [];
        for (let node = element; node; node = node.parentElement) {
          const color = rgba(getComputedStyle(node).backgroundColor);
          if (color[3] > 0) layers.push(color);
          if (color[3] >= 1) break;
        }
        return layers.reduceRight<number[]>((below, layer) => over(layer, below), [255, 255, 255]);
      };
      const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
        const [R = 0, G = 0, B = 0] = [r, g, b].map((v) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * R + 0.7152 * G + 0.0722 * B;
      };
      const ratio = (a: number[], b: number[]) => {
        const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
      };
      const rgb = (c: number[]) => `rgb(${c.map((v) => Math.round(v)).join(" ")})`;
      const failures: string[] = [];
      document.querySelectorAll(selector).forEach((element, index) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return;
        const style = getComputedStyle(element);
        const behind = backdrop(element.parentElement);
        const bordered = Number.parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== "none";
        const edge = over(
          rgba(bordered ? style.borderTopColor : style.backgroundColor),
          over(rgba(style.backgroundColor), behind),
        );
        const found = ratio(edge, behind);
        if (found < minimum)
          failures.push(
            `${selector}#${index} ${found.toFixed(2)}:1 (${bordered ? "border" : "fill"} ${rgb(edge)} on ${rgb(behind)})`,
          );
      });
      return failures;
    },
    { selector, minimum },
  );
}
